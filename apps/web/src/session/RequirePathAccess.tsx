/**
 * Route access (docs/panel.md "Route access"), in the signed-in chunk (app/SignedInArea.tsx): the sign-in page
 * loads neither this rule nor the menu it shares.
 */
import { SCREENS } from '@passdesk/contract/navigation/screens';
import { canOpenPath } from '@passdesk/contract/access/route-access';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from './session-context.ts';

/** Route access (contract canOpenPath, the menu's rule: any role reading the module); else /401, or home for a user with no roles. */
export function RequirePathAccess({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const location = useLocation();
  if (user && !canOpenPath(user, location.pathname)) {
    // No roles at all: the landing page says "no rights yet — ask an administrator".
    const noRights = user.user_type !== 'super_admin' && user.roles.length === 0;
    return <Navigate to={noRights ? SCREENS.home : SCREENS.notAuthorized} replace />;
  }
  return children;
}
