/**
 * What the signed-in user may do, for showing or hiding buttons. The server decides for real with
 * the same rule: `may` of packages/contract (access/permissions.ts).
 */
import { may, type Action, type PermissionName } from '@passdesk/contract/access/permissions';
import { useSession } from './session-context.ts';

/** `useCan(PERMISSION.routeManagement, 'create')` */
export function useCan(permission: PermissionName, action: Action): boolean {
  return may(useSession().user, permission, action);
}
