/**
 * Makes the Intl formatters it is sent, once each, then ends. Run in a dedicated worker by
 * `warmFormats` (lib/format.ts): a page's first `Intl.NumberFormat` or `Intl.DateTimeFormat` costs
 * 20–60 ms of CPU while ICU loads the locale's data (docs/performance.md, "Panel load"), and ICU
 * keeps that data for the whole renderer process, so the main thread's own formatters then cost
 * well under a millisecond. Nothing is sent back: the worker only has to have run.
 */
import type { FormatToWarm } from './intl-warm.ts';

interface WorkerScope {
  onmessage: ((event: MessageEvent<readonly FormatToWarm[]>) => void) | null;
  close(): void;
}

const worker = self as unknown as WorkerScope;

worker.onmessage = ({ data }) => {
  for (const format of data) {
    try {
      if (format.kind === 'number') new Intl.NumberFormat(format.locale, format.options).format(1234.5);
      else new Intl.DateTimeFormat(format.locale, format.options).format(0);
    } catch {
      // A locale or option this browser lacks: the page's own formatter will say so, not this.
    }
  }
  worker.close();
};
