/**
 * Opens a PDF from a permission-checked endpoint (a printable card, a receipt) in a new tab: the
 * tab is opened at the click (so no pop-up blocker stops it) and shows the file once it has arrived
 * with the user's token. Without a tab (blocked anyway), the PDF is downloaded instead.
 */
import type { QueryValue } from './api.ts';
import { fetchFile, saveBlob } from './download.ts';

export async function openPdf(path: string, options: { query?: Record<string, QueryValue>; fallbackName: string; waitingText: string }): Promise<void> {
  const tab = window.open('', '_blank');
  if (tab) {
    tab.document.title = options.waitingText;
    tab.document.body.style.font = '16px system-ui, sans-serif';
    tab.document.body.textContent = options.waitingText;
  }
  try {
    const { blob, filename } = await fetchFile(path, { query: options.query, accept: 'application/pdf' });
    const pdf = blob.type === 'application/pdf' ? blob : new Blob([blob], { type: 'application/pdf' });
    if (!tab || tab.closed) return saveBlob(pdf, filename ?? options.fallbackName);
    const url = URL.createObjectURL(pdf);
    tab.location.href = url;
    // The tab has loaded the file by then; release the memory the URL holds.
    setTimeout(() => URL.revokeObjectURL(url), 5 * 60_000);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
