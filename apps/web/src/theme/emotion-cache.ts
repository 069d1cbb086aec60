/**
 * One emotion cache per text direction, made once and then reused (the source template rebuilt
 * it on every render). The right-to-left one and its stylis plugins come in a chunk of their own,
 * loaded when a right-to-left language is in use (docs/performance.md).
 */
import createCache, { type EmotionCache } from '@emotion/cache';

const ltrCache = createCache({ key: 'mui', prepend: true });
let rtlCache: Promise<EmotionCache> | undefined;

export function ltrEmotionCache(): EmotionCache {
  return ltrCache;
}

/** The same promise every time (React's `use` needs a stable one). */
export function rtlEmotionCache(): Promise<EmotionCache> {
  rtlCache ??= import('./rtl-cache.ts').then((module) => module.rtlCache);
  return rtlCache;
}
