/** Which user actions the signed-in user may take on a given user (the server checks them again). */
import { PERMISSION } from '@passdesk/contract/access/permissions';
import type { AdminUser } from '@passdesk/contract/access/admin-user-payloads';
import { useSession } from '../../../session/session-context.ts';
import { useCan } from '../../../session/permissions.ts';

export function useUserPermissions() {
  const { user: me } = useSession();
  const canCreate = useCan(PERMISSION.userManagement, 'create');
  const canUpdate = useCan(PERMISSION.userManagement, 'update');
  const canDelete = useCan(PERMISSION.userManagement, 'delete');
  const touchable = (target: AdminUser) => target.user_type !== 'super_admin' || me?.user_type === 'super_admin';
  return {
    canCreate,
    canEdit: (target: AdminUser) => canUpdate && touchable(target),
    // Nobody deletes their own account.
    canDelete: (target: AdminUser) => canDelete && touchable(target) && target.id !== me?.id,
    // Another user's second factor, when they hold one; one's own is removed from the profile.
    canResetSecondFactor: (target: AdminUser) => canUpdate && touchable(target) && target.second_factor && target.id !== me?.id,
  };
}
