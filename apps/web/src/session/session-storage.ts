/** What the session keeps in local storage (token, user data, permission list; docs/panel.md "Constants"). */
import { STORAGE_KEYS } from '../lib/storage-keys.ts';

export function readStored<T>(key: string): T | null {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: unknown): void {
  localStorage.setItem(key, typeof value === 'string' ? value : JSON.stringify(value));
}

/** Logout and any 401: the token, the user data and the permission list go. */
export function clearStored(): void {
  for (const key of [STORAGE_KEYS.token, STORAGE_KEYS.user, STORAGE_KEYS.permissions]) localStorage.removeItem(key);
}
