/**
 * One emotion cache per text direction, made on first use and then reused: the right-to-left
 * one flips every style with stylis-plugin-rtl. (The source template rebuilt it on every render.)
 */
import createCache, { type EmotionCache } from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';

type Direction = 'ltr' | 'rtl';
const caches = new Map<Direction, EmotionCache>();

export function emotionCacheFor(direction: Direction): EmotionCache {
  let cache = caches.get(direction);
  if (!cache) {
    cache =
      direction === 'rtl'
        ? createCache({ key: 'mui-rtl', stylisPlugins: [prefixer, rtlPlugin] })
        : createCache({ key: 'mui', prepend: true });
    caches.set(direction, cache);
  }
  return cache;
}
