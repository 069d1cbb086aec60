/**
 * A blob: URL for a file while some component shows it, released once none does (it holds the
 * file in memory). One URL per file however many components show it; the release waits a moment
 * so a remount (StrictMode, a quick re-render) keeps the same URL.
 */
import { useEffect } from 'react';

const urls = new Map<Blob, { url: string; holders: number }>();

function entryFor(blob: Blob) {
  let entry = urls.get(blob);
  if (!entry) {
    entry = { url: URL.createObjectURL(blob), holders: 0 };
    urls.set(blob, entry);
  }
  return entry;
}

function release(blob: Blob): void {
  const entry = urls.get(blob);
  if (!entry) return;
  entry.holders -= 1;
  setTimeout(() => {
    if (entry.holders > 0 || urls.get(blob) !== entry) return;
    URL.revokeObjectURL(entry.url);
    urls.delete(blob);
  }, 1000);
}

export function useObjectUrl(blob: Blob | null | undefined): string | undefined {
  const url = blob ? entryFor(blob).url : undefined;
  useEffect(() => {
    if (!blob) return undefined;
    entryFor(blob).holders += 1;
    return () => release(blob);
  }, [blob]);
  return url;
}
