/**
 * Holds the session (docs/panel.md "Signing in and out"): restores it from a stored token on load (silently
 * logged out if that fails), signs in and out, and answers any 401 by ending the session with
 * "Session expired. Please log in again.". Other API errors become a toast with the server's message.
 */
import { SCREENS } from '@passdesk/contract/navigation/screens';
import type { LoginData } from '@passdesk/contract/auth/session';
import { startTransition, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { GENERIC_ERROR_MESSAGE, readToken, setApiHandlers } from '../lib/api.ts';
import { toastError } from '../lib/notify.ts';
import { STORAGE_KEYS } from '../lib/storage-keys.ts';
import { fetchMe, fetchPermissionNames, postLogin, revokeOnServer } from './session-api.ts';
import { SessionContext } from './session-context.ts';
import { clearStored, readStored, writeStored } from './session-storage.ts';
import type { Session, SessionStatus, SessionUser } from './session-types.ts';

const SESSION_EXPIRED_TOAST_ID = 'session-expired';

export function SessionProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  // The router's navigate changes with every location; the session's functions stay stable.
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  }, [navigate]);
  const { t } = useTranslation('auth');
  const [user, setUser] = useState<SessionUser | null>(() => readStored<SessionUser>(STORAGE_KEYS.user));
  const [permissionNames, setPermissionNames] = useState<string[]>(() => readStored<string[]>(STORAGE_KEYS.permissions) ?? []);
  const [status, setStatus] = useState<SessionStatus>(() => (readToken() ? 'loading' : 'guest'));
  const [ended, setEnded] = useState(false);
  // While the stored session is being restored, a 401 is the silent sign-out of a failed restore, not "session expired".
  const restoring = useRef(status === 'loading');

  const endSession = useCallback((explicit: boolean) => {
    clearStored();
    // A transition, like the router's location updates: ending the session and going to /login
    // render together, so the page left behind never sends to /login?redirect= first.
    startTransition(() => {
      setUser(null);
      setPermissionNames([]);
      setStatus('guest');
      setEnded(explicit);
    });
  }, []);

  useEffect(() => {
    setApiHandlers({
      onUnauthorized() {
        if (restoring.current) return;
        // One toast however many requests failed at once.
        toastError(t('session.expired'), { id: SESSION_EXPIRED_TOAST_ID });
        endSession(true);
        navigateRef.current(SCREENS.login, { replace: true });
      },
      onError(error) {
        toastError(error.message || t('errors.generic', { defaultValue: GENERIC_ERROR_MESSAGE }));
      },
    });
  }, [endSession, t]);

  // Session restore: with a stored token, fetch the profile; on failure, silently log out.
  useEffect(() => {
    if (!restoring.current) return;
    let cancelled = false;
    Promise.all([fetchMe(), fetchPermissionNames()])
      .then(([me, names]) => {
        if (cancelled) return;
        restoring.current = false;
        setUser(me);
        setPermissionNames(names);
        setStatus('signed-in');
      })
      .catch(() => {
        // The flag stays up until the next sign-in: the other request of the pair may still answer 401.
        if (!cancelled) endSession(false);
      });
    return () => {
      cancelled = true;
    };
  }, [endSession]);

  const logout = useCallback(() => {
    const token = readToken();
    if (token) revokeOnServer(token);
    endSession(true);
    navigateRef.current(SCREENS.login, { replace: true });
  }, [endSession]);

  const completeSignIn = useCallback(async (data: LoginData) => {
    writeStored(STORAGE_KEYS.token, data.token);
    const loginNames = data.permissions.map((permission) => permission.name);
    writeStored(STORAGE_KEYS.permissions, loginNames);
    const [me, names] = await Promise.all([fetchMe(), fetchPermissionNames(loginNames)]);
    setUser(me);
    setPermissionNames(names);
    // The login page, now signed in, is left by GuestOnly: to the redirect target, else home,
    // whose page opens the first permitted menu item (both give landingPath, session/landing-path.ts).
    setStatus('signed-in');
    setEnded(false);
  }, []);

  const login = useCallback(
    async (email: string, password: string) => {
      // A fresh sign-in sends no old token, so a wrong password can never read as "session expired".
      clearStored();
      restoring.current = false;
      const data = await postLogin(email, password);
      // An account with a second factor: the login page asks for the code (docs/api.md "Second factor").
      if ('second_step' in data) return data.second_step;
      await completeSignIn(data);
      return undefined;
    },
    [completeSignIn],
  );

  const refresh = useCallback(async () => {
    setUser(await fetchMe());
  }, []);

  const session = useMemo<Session>(
    () => ({ status, ended, user, permissionNames, login, completeSignIn, logout, refresh }),
    [status, ended, user, permissionNames, login, completeSignIn, logout, refresh],
  );
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
