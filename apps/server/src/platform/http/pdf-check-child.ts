/**
 * The process that reads uploaded PDFs (pdf-check.ts): a PDF whose compressed streams unpack to
 * gigabytes, or whose structure sends the parser into a long walk, costs this process its memory or
 * its time, never the server's. Each message is one file's bytes; the answer is its verdict.
 */
import { PDFDocument } from 'pdf-lib';
import type { PdfVerdict } from './pdf-check.ts';

/** Parsed, with at least one page, each with a page size a viewer can draw. */
async function verdictOf(bytes: Uint8Array): Promise<PdfVerdict> {
  try {
    const document = await PDFDocument.load(bytes, { updateMetadata: false });
    const pages = document.getPages();
    if (pages.length === 0) return 'unreadable';
    for (const page of pages) {
      const { width, height } = page.getSize();
      if (!(width > 0 && height > 0 && Number.isFinite(width) && Number.isFinite(height))) return 'unreadable';
    }
    return 'pdf';
  } catch (error) {
    return error instanceof Error && /is encrypted/.test(error.message) ? 'encrypted' : 'unreadable';
  }
}

process.on('message', (message: { bytes: Uint8Array }) => {
  void verdictOf(message.bytes).then((verdict) => process.send?.(verdict));
});
// The server went away: so does this process.
process.on('disconnect', () => process.exit(0));
// Loaded: the time limit of a check starts now, not while this process starts.
process.send?.('ready');
