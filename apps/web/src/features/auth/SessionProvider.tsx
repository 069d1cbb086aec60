/**
 * Holds the session (spec section 4): restores it from a stored token on load, signs in and out,
 * and answers every 401 by ending the session.
 */
import { filterMenu, firstMenuPath, MENU } from '@passdesk/contract/navigation/menu';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { readToken, request, requestData } from '../../lib/api.ts';
import { STORAGE_KEYS } from '../../lib/storage-keys.ts';
import { SessionContext } from './session-context.ts';
import type { Session, SessionStatus, SessionUser } from './session-types.ts';

function readStored<T>(key: string): T | null {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

function clearStored(): void {
  for (const key of [STORAGE_KEYS.token, STORAGE_KEYS.user, STORAGE_KEYS.permissions]) localStorage.removeItem(key);
}

async function fetchPermissionNames(): Promise<string[]> {
  try {
    const data = await requestData<{ permissions: Array<{ name: string }> }>('permissions', { query: { limit: 100 }, toastErrors: false });
    return data.permissions.map((permission) => permission.name);
  } catch (error) {
    // Spec section 8: permission fetch failures are only logged.
    console.warn('could not load permissions', error);
    return readStored<string[]>(STORAGE_KEYS.permissions) ?? [];
  }
}

async function fetchMe(): Promise<SessionUser> {
  const me = await requestData<SessionUser>('me', { toastErrors: false });
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(me));
  return me;
}

/** Where to go after sign-in (spec section 2): the redirect target, else the first permitted menu item, else /. */
export function landingPath(user: SessionUser, permissionNames: string[], redirect?: string | null): string {
  if (redirect && redirect.startsWith('/') && !redirect.startsWith('//')) return redirect;
  return firstMenuPath(filterMenu(MENU, user, permissionNames)) ?? '/';
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const [user, setUser] = useState<SessionUser | null>(() => readStored<SessionUser>(STORAGE_KEYS.user));
  const [permissionNames, setPermissionNames] = useState<string[]>(() => readStored<string[]>(STORAGE_KEYS.permissions) ?? []);
  const [status, setStatus] = useState<SessionStatus>(() => (readToken() ? 'loading' : 'guest'));

  const loadMe = useCallback(async () => {
    const me = await fetchMe();
    setUser(me);
    return me;
  }, []);

  // Session restore: with a stored token, fetch the profile; on failure, silently log out.
  useEffect(() => {
    if (!readToken()) return;
    let cancelled = false;
    Promise.all([fetchMe(), fetchPermissionNames()])
      .then(([me, names]) => {
        if (cancelled) return;
        setUser(me);
        localStorage.setItem(STORAGE_KEYS.permissions, JSON.stringify(names));
        setPermissionNames(names);
        setStatus('signed-in');
      })
      .catch(() => {
        if (cancelled) return;
        clearStored();
        setUser(null);
        setStatus('guest');
      });
    return () => {
      cancelled = true;
    };
  }, []);

  const logout = useCallback(() => {
    const token = readToken();
    if (token) void request('logout', { method: 'POST', toastErrors: false }).catch(() => undefined);
    clearStored();
    setUser(null);
    setPermissionNames([]);
    setStatus('guest');
    navigate('/login', { replace: true });
  }, [navigate]);

  const login = useCallback(
    async (email: string, password: string, redirect?: string | null) => {
      const data = await requestData<{ token: string; permissions: string[] }>('login', {
        method: 'POST',
        body: { email, password },
        toastErrors: false,
      });
      localStorage.setItem(STORAGE_KEYS.token, data.token);
      const names = await fetchPermissionNames();
      localStorage.setItem(STORAGE_KEYS.permissions, JSON.stringify(names));
      setPermissionNames(names);
      const me = await loadMe();
      setStatus('signed-in');
      return landingPath(me, names, redirect);
    },
    [loadMe],
  );

  const refresh = useCallback(async () => {
    await loadMe();
  }, [loadMe]);

  const session = useMemo<Session>(
    () => ({ status, user, permissionNames, login, logout, refresh }),
    [status, user, permissionNames, login, logout, refresh],
  );
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
