/**
 * Mounts the toaster (ToasterHost) everywhere but on the sign-in page, where it mounts only when a
 * toast is asked for (lib/notify.ts): the first screen most users see loads no toast code for
 * nothing (docs/performance.md). Once mounted it stays: a toast shown just before a logout (the
 * Change Password success) must survive the move to /login.
 */
import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { onToastWanted, toastWanted } from '../lib/notify.ts';
import { useLocation } from 'react-router';

const ToasterHost = lazy(() => import('./ToasterHost.tsx'));

export function AppToaster() {
  const { pathname } = useLocation();
  const wanted = useSyncExternalStore(onToastWanted, toastWanted);
  const needed = wanted || pathname !== '/login';
  const [mounted, setMounted] = useState(needed);
  // Adjusting state while rendering (React's documented pattern): remember that it was mounted.
  if (needed && !mounted) setMounted(true);
  if (!needed && !mounted) return null;
  return (
    <Suspense fallback={null}>
      <ToasterHost />
    </Suspense>
  );
}
