/**
 * Files from the API with the user's token: read as a stream so the caller can show progress and
 * cancel (AbortController), then saved under the server's file name or opened in a tab.
 */
import { requestResponse, type QueryValue } from './api.ts';

export interface DownloadProgress {
  received: number;
  /** From Content-Length; null when the server streams without knowing the size. */
  total: number | null;
}

export interface FetchedFile {
  blob: Blob;
  filename: string | null;
}

export interface FetchFileOptions {
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  onProgress?(progress: DownloadProgress): void;
  accept?: string;
  /** Base path; the admin API unless the path is a whole API path (`/api/...`, a URL the API returned). */
  base?: string;
}

/** The file name of `Content-Disposition: attachment; filename="cards.xlsx"` (or its UTF-8 form). */
export function filenameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (encoded?.[1]) {
    try {
      return decodeURIComponent(encoded[1].trim());
    } catch {
      // A malformed encoding: fall back to the plain parameter.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(header);
  return plain?.[1]?.trim() || null;
}

export async function fetchFile(path: string, options: FetchFileOptions = {}): Promise<FetchedFile> {
  // The caller shows a failure where the user started it (the progress bar, the dialog).
  const base = options.base ?? (path.startsWith('/api/') ? '' : undefined);
  const response = await requestResponse(path, { query: options.query, signal: options.signal, toastErrors: false, accept: options.accept ?? '*/*', base });
  const type = response.headers.get('content-type')?.split(';')[0]?.trim() ?? 'application/octet-stream';
  const filename = filenameFromDisposition(response.headers.get('content-disposition'));
  const length = Number(response.headers.get('content-length'));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  if (!response.body) return { blob: new Blob([await response.arrayBuffer()], { type }), filename };

  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  options.onProgress?.({ received, total });
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    options.onProgress?.({ received, total });
  }
  return { blob: new Blob(chunks, { type }), filename };
}

/** Hands a file to the browser's downloads. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the URL; give the browser a moment before releasing it.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
