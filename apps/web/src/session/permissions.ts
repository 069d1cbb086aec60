/**
 * What the signed-in user may do, for showing or hiding buttons. The server decides for real with
 * the same rule: `may` of packages/contract (access/permissions.ts).
 */
import { may, type Action } from '@passdesk/contract/access/permissions';
import { useSession } from './session-context.ts';

/** `useCan('Route Management', 'create')` */
export function useCan(permission: string, action: Action): boolean {
  return may(useSession().user, permission, action);
}
