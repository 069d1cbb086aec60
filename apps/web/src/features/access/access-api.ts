/**
 * The User Management screens' calls (docs/api.md "User Management"): lists through the shared
 * list query, single records, the user form's options, and the writes, each refreshing the lists.
 */
import type { AdminUser, AdminUserCreate, AdminUserOptions, AdminUserUpdate } from '@passdesk/contract/access/admin-user-payloads';
import type { Permission, PermissionBody, PermissionList } from '@passdesk/contract/access/permission-payloads';
import type { Role, RoleBody } from '@passdesk/contract/access/role-payloads';
import type { ListResult } from '@passdesk/contract/http/list';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { listQueryKey } from '../../components/data-table/use-list-query.ts';
import { request, requestData, type QueryValue } from '../../lib/api.ts';

export const PERMISSIONS_PATH = 'permissions';
export const ROLES_PATH = 'roles';
export const USERS_PATH = 'admin_users';

/** `GET permissions` names its array `permissions` (spec); the table wants `items`. */
export function usePermissionList(query: Record<string, QueryValue>) {
  return useQuery({
    queryKey: listQueryKey(PERMISSIONS_PATH, query),
    queryFn: ({ signal }) => requestData<PermissionList>(PERMISSIONS_PATH, { query, signal, toastErrors: false }),
    select: (data): ListResult<Permission> => ({ items: data.permissions, total: data.total, page: data.page, limit: data.limit }),
    placeholderData: keepPreviousData,
  });
}

/** Every permission (no limit: the server returns them all), for the role grid. */
export function useAllPermissions() {
  return useQuery({
    queryKey: listQueryKey(PERMISSIONS_PATH, { all: true }),
    queryFn: ({ signal }) => requestData<PermissionList>(PERMISSIONS_PATH, { query: { sort: 'name' }, signal, toastErrors: false }),
    select: (data) => data.permissions,
  });
}

export function useRole(id: number | undefined) {
  return useQuery({
    queryKey: [ROLES_PATH, 'one', id],
    queryFn: ({ signal }) => requestData<Role>(`${ROLES_PATH}/${id}`, { signal, toastErrors: false }),
    enabled: id !== undefined,
  });
}

export function useAdminUser(id: number | undefined) {
  return useQuery({
    queryKey: [USERS_PATH, 'one', id],
    queryFn: ({ signal }) => requestData<AdminUser>(`${USERS_PATH}/${id}`, { signal, toastErrors: false }),
    enabled: id !== undefined,
  });
}

export function useUserOptions() {
  return useQuery({
    queryKey: [USERS_PATH, 'options'],
    queryFn: ({ signal }) => requestData<AdminUserOptions>(`${USERS_PATH}/options`, { signal, toastErrors: false }),
  });
}

type Saved<T> = { message: string; data: T };

/** The writes; each refreshes every view of what it changed. Errors go to the caller (fields, dialogs). */
export function useAccessWrites() {
  const client = useQueryClient();
  const refresh = useCallback((...paths: string[]) => Promise.all(paths.map((path) => client.invalidateQueries({ queryKey: [path] }))), [client]);
  return {
    savePermission: async (id: number | undefined, body: PermissionBody) => {
      const saved = await request<Saved<Permission>>(id === undefined ? `${PERMISSIONS_PATH}/create` : `${PERMISSIONS_PATH}/update/${id}`, {
        method: id === undefined ? 'POST' : 'PUT',
        body,
        toastErrors: false,
      });
      // Renaming a permission renames it inside every role.
      await refresh(PERMISSIONS_PATH, ROLES_PATH);
      return saved;
    },
    deletePermission: async (id: number) => {
      await request(`${PERMISSIONS_PATH}/delete/${id}`, { method: 'DELETE', toastErrors: false });
      await refresh(PERMISSIONS_PATH, ROLES_PATH);
    },
    saveRole: async (id: number | undefined, body: RoleBody) => {
      const saved = await request<Saved<Role>>(id === undefined ? `${ROLES_PATH}/create` : `${ROLES_PATH}/${id}`, {
        method: id === undefined ? 'POST' : 'PUT',
        body,
        toastErrors: false,
      });
      await refresh(ROLES_PATH, USERS_PATH);
      return saved;
    },
    deleteRole: async (id: number) => {
      await request(`${ROLES_PATH}/${id}`, { method: 'DELETE', toastErrors: false });
      await refresh(ROLES_PATH, USERS_PATH);
    },
    saveUser: async (id: number | undefined, body: AdminUserCreate | AdminUserUpdate) => {
      const saved = await request<Saved<AdminUser>>(id === undefined ? `${USERS_PATH}/create` : `${USERS_PATH}/${id}`, {
        method: id === undefined ? 'POST' : 'PUT',
        body,
        toastErrors: false,
      });
      await refresh(USERS_PATH, ROLES_PATH);
      return saved;
    },
    /** `DELETE admin_users/{id}`, not the spec's `roles/{id}` quirk (docs/api.md). */
    deleteUser: async (id: number) => {
      await request(`${USERS_PATH}/${id}`, { method: 'DELETE', toastErrors: false });
      await refresh(USERS_PATH, ROLES_PATH);
    },
  };
}
