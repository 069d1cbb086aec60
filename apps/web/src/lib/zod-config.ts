/**
 * Zod without its `new Function` fast path: the probe for it is an `eval` that the panel's
 * Content-Security-Policy (no 'unsafe-eval') reports as a violation on every load. Zod reads its
 * settings from this global (zod/v4/core/core.js, shared by every copy of zod on the page), so
 * setting it here — first thing in the panel's main.tsx and the inspector app's inspect/main.tsx,
 * before any schema parses — turns `jitless` on without loading zod on pages that do not validate
 * anything (docs/performance.md). The setting is written into the object zod already holds, if it
 * was loaded first, rather than a new one it would never read.
 */
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(holder.__zod_globalConfig ??= {}).jitless = true;
