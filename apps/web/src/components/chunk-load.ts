/**
 * Lazily loaded pages whose code may fail to arrive (a new deploy removed the old chunk, the
 * network dropped): recognising that failure, and giving up after the chunk time-out
 * (docs/panel.md "Errors the panel shows").
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS } from '../theme/sizes.ts';

class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

const CHUNK_FAILURE = /dynamically imported module|Importing a module script failed|error loading dynamically imported|Unable to preload CSS|ChunkLoadError|Loading chunk/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof ChunkLoadError || (error instanceof Error && CHUNK_FAILURE.test(`${error.name} ${error.message}`));
}

/** Rejects with a ChunkLoadError when the import takes longer than the time-out. */
function importWithTimeout<T>(load: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(`Loading a page took longer than ${timeoutMs} ms`)), timeoutMs);
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new ChunkLoadError(String(error)));
      },
    );
  });
}

/** A page module. */
export interface PageModule {
  default: ComponentType;
}

export type LazyPage = LazyExoticComponent<ComponentType> & {
  /** Starts loading the page's code (once) and its first data request, e.g. together with its translations. */
  preload(): Promise<PageModule>;
};

/**
 * `React.lazy` with the chunk time-out and a `preload()`: use it for every route's page.
 * `preloadData` (route-level preloading, docs/performance.md) starts the page's first data request
 * with the URL's search params together with its code, not after it: the page's own query takes
 * that answer (lib/api.ts `preloadGet`).
 */
export function lazyPage(load: () => Promise<PageModule>, preloadData?: (search: URLSearchParams) => void): LazyPage {
  let loading: Promise<PageModule> | undefined;
  const preload = () => {
    if (!loading) preloadData?.(new URLSearchParams(window.location.search));
    loading ??= importWithTimeout(load);
    // A failed load may be retried (the chunk error boundary offers it).
    loading.catch(() => {
      loading = undefined;
    });
    return loading;
  };
  return Object.assign(
    lazy(() => preload()),
    { preload },
  );
}

/**
 * `React.lazy` of a component shown on demand, e.g. a form dialog, with the chunk time-out: its
 * code, and the form code it brings (react-hook-form, zod and the contract's schemas), loads when
 * it is first shown rather than with the page (docs/performance.md). Render it inside `OnDemand`.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): LazyExoticComponent<ComponentType<P>> {
  return lazy(() => importWithTimeout(load).then((component) => ({ default: component })));
}
