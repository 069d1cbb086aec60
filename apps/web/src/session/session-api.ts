/** The session's calls to the API (login, me, permissions, logout; docs/api.md "Auth"). */
import type { LoginAnswer } from '@passdesk/contract/auth/second-factor';
import type { Me } from '@passdesk/contract/auth/session';
import { AUTH_PATHS } from '@passdesk/contract/auth/auth-paths';
import { PERMISSION_PATHS } from '@passdesk/contract/access/access-paths';
import { buildUrl, requestData } from '../lib/api.ts';
import { STORAGE_KEYS } from '../lib/storage-keys.ts';
import { readStored, writeStored } from './session-storage.ts';

export function postLogin(email: string, password: string): Promise<LoginAnswer> {
  return requestData<LoginAnswer>(AUTH_PATHS.login, { method: 'POST', body: { email, password }, toastErrors: false });
}

/** GET me, kept in local storage as the user data. */
export async function fetchMe(): Promise<Me> {
  const me = await requestData<Me>(AUTH_PATHS.me, { toastErrors: false });
  writeStored(STORAGE_KEYS.user, me);
  return me;
}

/**
 * Names of every permission (GET permissions → data.permissions), kept in local storage. A
 * failure is only logged (docs/panel.md "Errors the panel shows"); the last known list (or `fallback`) is used instead.
 */
export async function fetchPermissionNames(fallback?: string[]): Promise<string[]> {
  let names: string[];
  try {
    const data = await requestData<{ permissions: Array<{ name: string }> }>(PERMISSION_PATHS.list, { toastErrors: false });
    names = data.permissions.map((permission) => permission.name);
  } catch (error) {
    console.warn('could not load permissions', error);
    names = fallback ?? readStored<string[]>(STORAGE_KEYS.permissions) ?? [];
  }
  writeStored(STORAGE_KEYS.permissions, names);
  return names;
}

/**
 * Revokes the session on the server, best effort. Sent outside the API client: the token may
 * already be revoked (after a password change), and that 401 must not read as "session expired".
 */
export function revokeOnServer(token: string): void {
  void fetch(buildUrl(AUTH_PATHS.logout), { method: 'POST', headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' } }).catch(() => undefined);
}
