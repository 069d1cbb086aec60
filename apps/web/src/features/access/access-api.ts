/**
 * The User Management screens' calls (docs/api.md "User Management"): the record paths the list
 * screens and forms write through (lib/record-api.ts), single records and the user form's options.
 */
import type { AdminUser, AdminUserOptions } from '@passdesk/contract/access/admin-user-payloads';
import type { Permission, PermissionList } from '@passdesk/contract/access/permission-payloads';
import { ADMIN_USER_PATHS as ADMIN_USER, PERMISSION_PATHS as PERMISSION, ROLE_PATHS as ROLE } from '@passdesk/contract/access/access-paths';
import type { ListResult } from '@passdesk/contract/http/list';
import { pathOf } from '@passdesk/contract/http/paths';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { listQueryKey } from '../../components/data-table/use-list-query.ts';
import { request, requestData } from '../../lib/api.ts';
import { recordPaths, useRecordQuery } from '../../lib/record-api.ts';

const PERMISSIONS_PATH = PERMISSION.list;
const ROLES_PATH = ROLE.list;
const USERS_PATH = ADMIN_USER.list;

/** Every permission (no limit: the server returns them all), for the role grid. */
export function useAllPermissions() {
  return useQuery({
    queryKey: listQueryKey(PERMISSIONS_PATH, { all: true }),
    queryFn: ({ signal }) => requestData<PermissionList>(PERMISSIONS_PATH, { query: { sort: 'name' }, signal, toastErrors: false }),
    select: (data) => data.permissions,
  });
}

export const useAdminUser = (id: number | undefined) => useRecordQuery<AdminUser>([USERS_PATH, 'one'], ADMIN_USER.one, id);

/** Resets a user's second factor (docs/api.md "Second factor"); the user's page and the list are read again. */
export function useResetSecondFactor() {
  const client = useQueryClient();
  return async (id: number): Promise<void> => {
    await request(pathOf(ADMIN_USER.resetSecondFactor, { id }), { method: 'POST', toastErrors: false });
    await client.invalidateQueries({ queryKey: [USERS_PATH] });
  };
}

export function useUserOptions() {
  return useQuery({
    queryKey: [USERS_PATH, 'options'],
    queryFn: ({ signal }) => requestData<AdminUserOptions>(ADMIN_USER.options, { signal, toastErrors: false }),
  });
}

/** `GET permissions` names its array `permissions` (docs/api.md "User Management"); the table wants `items`. */
export function permissionListItems(data: PermissionList): ListResult<Permission> {
  return { items: data.permissions, total: data.total, page: data.page, limit: data.limit };
}

/** Renaming a permission renames it inside every role. */
export const PERMISSION_PATHS = recordPaths(PERMISSION, [ROLES_PATH]);

/** A role's users count, and the roles shown with each user. */
export const ROLE_PATHS = recordPaths({ ...ROLE, update: ROLE.one, remove: ROLE.one }, [USERS_PATH]);

/** Deleting is `DELETE admin_users/{id}`; `DELETE roles/{id}` deletes a role (docs/api.md "User Management"). */
export const USER_PATHS = recordPaths({ ...ADMIN_USER, update: ADMIN_USER.one, remove: ADMIN_USER.one }, [ROLES_PATH]);

/** Each list's CSV export (docs/api.md "User Management"). */
export const EXPORT_PATHS = { users: ADMIN_USER.exportCsv, roles: ROLE.exportCsv, permissions: PERMISSION.exportCsv } as const;
