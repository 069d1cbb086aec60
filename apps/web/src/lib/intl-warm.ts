/**
 * Loads ICU's locale data for the formatters a page is about to make, off the main thread
 * (lib/intl-warm.worker.ts says why). Best effort: without workers the page simply pays the cost
 * itself, as it would have anyway.
 */
export type FormatToWarm =
  | { kind: 'number'; locale: string; options?: Intl.NumberFormatOptions }
  | { kind: 'date'; locale: string; options?: Intl.DateTimeFormatOptions };

export function warmInWorker(formats: readonly FormatToWarm[]): void {
  if (typeof Worker === 'undefined') return;
  try {
    new Worker(new URL('./intl-warm.worker.ts', import.meta.url), { type: 'module', name: 'intl-warm' }).postMessage(formats);
  } catch {
    // A policy that forbids workers: the formatters are made on the main thread when first used.
  }
}
