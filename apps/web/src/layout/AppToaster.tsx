/**
 * Mounts the toaster (ToasterHost) when the first toast is asked for (lib/toast.ts, lib/notify.ts),
 * on every page: no page loads, renders and styles the toaster for nothing before then (it was
 * 80–135 ms of main-thread work at Lighthouse mobile's 4× CPU on /routes, docs/performance.md).
 * Once mounted it stays: a toast shown just before a logout (the Change Password success) must
 * survive the move to /login.
 */
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { onToastWanted, toastWanted } from '../lib/notify.ts';

const ToasterHost = lazy(() => import('./ToasterHost.tsx'));

export function AppToaster() {
  const wanted = useSyncExternalStore(onToastWanted, toastWanted);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToasterHost />
    </Suspense>
  );
}
