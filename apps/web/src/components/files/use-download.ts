/**
 * A download the user watches and can stop: progress while the file streams in, Cancel aborts the
 * request (the server stops producing it), and the finished file goes to the browser's downloads.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, type QueryValue } from '../../lib/api.ts';
import { fetchFile, saveBlob, type DownloadProgress } from '../../lib/download.ts';

type DownloadState =
  | { status: 'idle' }
  | ({ status: 'running' } & DownloadProgress)
  | { status: 'done'; filename: string; size: number }
  | { status: 'cancelled' }
  | { status: 'failed'; message: string };

export interface Download {
  state: DownloadState;
  start(path: string, query: Record<string, QueryValue>, fallbackName: string): void;
  cancel(): void;
  dismiss(): void;
}

export function useDownload(): Download {
  const [state, setState] = useState<DownloadState>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);

  const start = useCallback((path: string, query: Record<string, QueryValue>, fallbackName: string) => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setState({ status: 'running', received: 0, total: null });
    fetchFile(path, { query, signal: current.signal, onProgress: (progress) => setState({ status: 'running', ...progress }) }).then(
      ({ blob, filename }) => {
        if (current.signal.aborted) return;
        const name = filename ?? fallbackName;
        saveBlob(blob, name);
        setState({ status: 'done', filename: name, size: blob.size });
      },
      (error: unknown) => {
        if (current.signal.aborted) return setState({ status: 'cancelled' });
        if (error instanceof ApiError && error.status === 401) return setState({ status: 'idle' });
        setState({ status: 'failed', message: error instanceof Error ? error.message : String(error) });
      },
    );
  }, []);

  const cancel = useCallback(() => controller.current?.abort(), []);
  const dismiss = useCallback(() => setState({ status: 'idle' }), []);

  // Leaving the screen stops the download.
  useEffect(() => () => controller.current?.abort(), []);

  return { state, start, cancel, dismiss };
}
