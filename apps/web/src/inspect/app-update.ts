/**
 * The inspector app's service worker and its updates (docs/architecture.md, "Inspector web app"):
 * registers /inspect-sw.js, looks for a new version when the phone comes back online, when the app
 * is shown again and every hour (a phone may keep the app open all day), and reports a new version
 * once it is installed and waiting. The page keeps its version until the inspector accepts: then
 * the waiting worker is told to take over and the page reloads once it has.
 */
import { useSyncExternalStore } from 'react';

export const INSPECT_SW_URL = '/inspect-sw.js';
/** What the waiting worker takes over on (service-worker.ts; it cannot import it from here). */
const SKIP_WAITING = 'SKIP_WAITING';
const CHECK_EVERY_MS = 60 * 60 * 1000;

let waiting: ServiceWorker | undefined;
const listeners = new Set<() => void>();

function offer(worker: ServiceWorker): void {
  // With no controller this is the first install: nothing to replace, nothing to ask.
  if (!navigator.serviceWorker.controller || waiting === worker) return;
  waiting = worker;
  for (const listener of listeners) listener();
}

function watch(registration: ServiceWorkerRegistration): void {
  if (registration.waiting) offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') offer(installing);
    });
  });
  const check = () => void registration.update().catch(() => undefined);
  window.addEventListener('online', check);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
  window.setInterval(check, CHECK_EVERY_MS);
}

export function registerInspectWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker
    .register(INSPECT_SW_URL, { scope: '/inspect' })
    .then(watch)
    .catch(() => undefined);
}

/** The prompt's "Reload": the waiting worker takes over, then the page loads the new version (once). */
export function acceptUpdate(): void {
  if (!waiting) return;
  let reloading = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (reloading) return;
    reloading = true;
    window.location.reload();
  });
  waiting.postMessage({ type: SKIP_WAITING });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True once a new version is installed and waiting for the inspector. */
export function useUpdateReady(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => waiting !== undefined,
    () => false,
  );
}
