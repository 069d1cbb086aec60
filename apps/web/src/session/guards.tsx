/** Route guards (docs/panel.md "Screens and routes", "Route access"). */
import { SCREENS, withQuery } from '@passdesk/contract/navigation/screens';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { safeRedirect } from './redirect.ts';
import { useSession } from './session-context.ts';
import { SessionSplash } from './SessionSplash.tsx';

/**
 * /login and /forgot-password: a signed-in user is sent to the home page (or, just after signing
 * in, to the login's `redirect` target); while a stored session is restored, the splash shows.
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'signed-in') return <Navigate to={safeRedirect(new URLSearchParams(location.search).get('redirect')) ?? SCREENS.home} replace />;
  if (status === 'loading') return <SessionSplash />;
  return children;
}

/** The login URL for a page that needs sign-in: ?redirect= holds path, search and hash unless it is home. */
export function loginPathFor(location: { pathname: string; search: string; hash: string }): string {
  if (location.pathname === SCREENS.home) return SCREENS.login;
  const target = `${location.pathname}${location.search}${location.hash}`;
  return withQuery(SCREENS.login, { redirect: target });
}

/**
 * Protected pages: without a session, go to /login (with the redirect); while it is restored, show
 * `fallback`. A session just ended by logout or a 401 goes to plain /login (docs/panel.md "Signing in and out").
 */
export function RequireSession({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const { status, ended } = useSession();
  const location = useLocation();
  if (status === 'loading') return fallback;
  if (status === 'guest') return <Navigate to={ended ? SCREENS.login : loginPathFor(location)} replace />;
  return children;
}
