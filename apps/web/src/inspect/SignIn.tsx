/** Sign-in with an employee code or mobile number and the password (`POST /api/v1/mobile/login`); staff accounts are not known there. */
import { MOBILE_AUTH_PATHS } from '@passdesk/contract/mobile-users/mobile-users-paths';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api.ts';
import { mobileCall, type InspectorSession } from './mobile-api.ts';

export function SignIn({ onSignedIn }: { onSignedIn(session: InspectorSession): void }) {
  const { t } = useTranslation();
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!login.trim() || !password) {
      setError(t('signIn.required'));
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      const session = await mobileCall<InspectorSession>(MOBILE_AUTH_PATHS.login, { method: 'POST', body: { login: login.trim(), password, device: `Web app, ${navigator.userAgent}`.slice(0, 200) } });
      onSignedIn(session);
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 0) setError(t('signIn.offline'));
      else if (caught instanceof ApiError && caught.status === 401) setError(t('signIn.invalid'));
      else if (caught instanceof ApiError && caught.status === 403) setError(t('signIn.inactive'));
      else setError(caught instanceof Error ? caught.message : String(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="pd-page pd-sign-in">
      <h1>{t('appName')}</h1>
      <p>{t('signIn.intro')}</p>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <label htmlFor="pd-login">{t('signIn.login')}</label>
        <input id="pd-login" name="login" autoComplete="username" inputMode="text" autoCapitalize="characters" value={login} onChange={(event) => setLogin(event.target.value)} required />
        <label htmlFor="pd-password">{t('signIn.password')}</label>
        <input id="pd-password" name="password" type="password" autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} required />
        {error && (
          <p className="pd-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="pd-button pd-primary" disabled={busy}>
          {busy ? t('signIn.busy') : t('signIn.submit')}
        </button>
      </form>
    </main>
  );
}
