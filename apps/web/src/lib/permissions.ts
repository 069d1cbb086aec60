/**
 * What the signed-in user may do, for showing or hiding buttons. The server decides for real
 * (platform/auth/access.ts); this mirrors its rule: a super admin may do everything, anyone else
 * needs the flag on one of their roles (permission names match ignoring case).
 */
import { flagsFor, type Action } from '@passdesk/contract/access/permissions';
import type { SessionUser } from '../features/auth/session-types.ts';
import { useSession } from '../features/auth/session-context.ts';

export function userCan(user: Pick<SessionUser, 'user_type' | 'roles'> | null, permission: string, action: Action): boolean {
  if (!user) return false;
  if (user.user_type === 'super_admin') return true;
  return user.roles.some((role) => flagsFor(role.permissions, permission)[action]);
}

/** `useCan('Route Management', 'create')` */
export function useCan(permission: string, action: Action): boolean {
  return userCan(useSession().user, permission, action);
}
