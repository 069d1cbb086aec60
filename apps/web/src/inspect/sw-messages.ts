/** What the inspector app's page says to its service worker (service-worker.ts, app-update.ts). */

/** The update prompt's "Reload": the waiting worker takes over now. */
export const SKIP_WAITING = 'SKIP_WAITING';
