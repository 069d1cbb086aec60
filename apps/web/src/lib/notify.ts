/**
 * Toasts from code that runs on the first screen (the session), without loading the toast
 * library with that screen: it is fetched when the first toast is asked for, and the toaster
 * (layout/AppToaster.tsx) mounts then. Pages, which load it anyway, use react-hot-toast directly.
 */
type Listener = () => void;

const listeners = new Set<Listener>();
let wanted = false;

export function toastError(message: string, options?: { id?: string }): void {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
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
