/**
 * Loads translation namespaces from our server (GET /locales/{lng}/{ns}.json) and records keys the
 * panel did not find (POST /locales/add/{lng}/{ns}, `{ key: fallback }`). A few lines of our own
 * instead of i18next-http-backend, whose fetch polyfills the first screen does not need
 * (docs/performance.md).
 */
import type { BackendModule, ReadCallback } from 'i18next';

export interface HttpBackendOptions {
  /** Headers for the missing-key report (the server records them only for signed-in staff). */
  headers(): Record<string, string>;
  /** false: do not report (e.g. a guest in production, whom the server would refuse). */
  mayReport(): boolean;
}

export function httpBackend(options: HttpBackendOptions): BackendModule {
  return {
    type: 'backend',
    init() {},
    read(language: string, namespace: string, callback: ReadCallback) {
      fetch(`/locales/${encodeURIComponent(language)}/${encodeURIComponent(namespace)}.json`, { headers: { Accept: 'application/json' } })
        .then(async (response) => {
          // A 404 (no such namespace in this language) is final; other failures may be retried.
          if (!response.ok) return callback(`${response.status} loading ${language}/${namespace}`, response.status >= 500);
          callback(null, (await response.json()) as Record<string, unknown>);
        })
        .catch((error: unknown) => callback(error instanceof Error ? error.message : String(error), true));
    },
    create(languages: readonly string[], namespace: string, key: string, fallbackValue: string) {
      if (!options.mayReport()) return;
      for (const language of languages) {
        void fetch(`/locales/add/${encodeURIComponent(language)}/${encodeURIComponent(namespace)}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', ...options.headers() },
          body: JSON.stringify({ [key]: fallbackValue }),
        }).catch(() => undefined);
      }
    },
  };
}
