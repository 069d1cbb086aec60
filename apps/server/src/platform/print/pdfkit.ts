/**
 * PDFKit, loaded by the first PDF (a printed card, a receipt) rather than with the server: its
 * modules took ~0.3 s of CPU of every start (docs/performance.md "Start-up").
 */
import type PDFDocument from 'pdfkit';

let loading: Promise<typeof PDFDocument> | undefined;

export function loadPdfKit(): Promise<typeof PDFDocument> {
  loading ??= import('pdfkit').then((module) => module.default);
  return loading;
}
