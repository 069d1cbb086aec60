/** Which user actions the signed-in user may take on a given user (the server checks them again). */
import type { AdminUser } from '@passdesk/contract/access/admin-user-payloads';
import { useSession } from '../../../session/session-context.ts';
import { useCan } from '../../../session/permissions.ts';
import { USER_MANAGEMENT } from '../module.ts';

export function useUserPermissions() {
  const { user: me } = useSession();
  const canCreate = useCan(USER_MANAGEMENT, 'create');
  const canUpdate = useCan(USER_MANAGEMENT, 'update');
  const canDelete = useCan(USER_MANAGEMENT, 'delete');
  const touchable = (target: AdminUser) => target.user_type !== 'super_admin' || me?.user_type === 'super_admin';
  return {
    canCreate,
    canEdit: (target: AdminUser) => canUpdate && touchable(target),
    // Nobody deletes their own account.
    canDelete: (target: AdminUser) => canDelete && touchable(target) && target.id !== me?.id,
  };
}
