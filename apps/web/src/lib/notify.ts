/**
 * Whether the toaster is wanted: layout/AppToaster.tsx mounts it (and loads its code) only once
 * the first toast is asked for, on any page (docs/performance.md "Panel load"). Pages toast through
 * lib/toast.ts, which says so here first; code that runs on the first screen (the session) uses
 * `toastError`, which also loads the toast library only then.
 */
type Listener = () => void;

const listeners = new Set<Listener>();
let wanted = false;

/** Asks for the toaster to be mounted (once; it then stays). */
export function wantToaster(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

export function toastError(message: string, options?: { id?: string }): void {
  wantToaster();
  void import('react-hot-toast').then(({ default: toast }) => toast.error(message, options));
}

/** Whether a toast has been asked for (for useSyncExternalStore). */
export function toastWanted(): boolean {
  return wanted;
}

export function onToastWanted(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
