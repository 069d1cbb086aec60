/**
 * The sign-in's second step (docs/api.md "Second factor"): a code from the authenticator app or a
 * recovery code, or a passkey when the account has one (docs/api.md "Passkeys"), after the password.
 * Loaded only when a sign-in asks for it, so /login's first load stays as it was (docs/performance.md).
 */
import { AUTH_PATHS } from '@passdesk/contract/auth/auth-paths';
import type { SecondStep } from '@passdesk/contract/auth/second-factor';
import type { LoginData } from '@passdesk/contract/auth/session';
import { Alert, Button, Divider, Stack } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { OutlinedField } from '../../components/form/OutlinedField.tsx';
import { requestData } from '../../lib/api.ts';
import { passkeyProblem, passkeysAvailable } from '../../lib/passkey.ts';
import { useSession } from '../../session/session-context.ts';
import { AuthLayout } from '../../layout/AuthLayout.tsx';
import { secondStepWithPasskey } from './passkey-sign-in.ts';
import { useAuthMessage } from './use-auth-message.ts';

export default function SecondStepForm({ step, onRestart }: { step: SecondStep; onRestart(): void }) {
  const { t } = useTranslation('auth');
  const message = useAuthMessage();
  const { completeSignIn } = useSession();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const [passkeyBusy, setPasskeyBusy] = useState(false);
  const withCode = step.methods.includes('totp') || step.methods.includes('recovery_code');
  const passkeyOffered = step.methods.includes('passkey') && passkeysAvailable();

  const confirmWithPasskey = async () => {
    setProblem(undefined);
    setFailure(undefined);
    setPasskeyBusy(true);
    try {
      await completeSignIn(await secondStepWithPasskey(step));
    } catch (error) {
      const problem = passkeyProblem(error);
      if (problem !== null) setFailure(message(problem) ?? t('passkey.failed'));
      setPasskeyBusy(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // An empty code is the server's to refuse, with the contract's message (no schema code loaded here).
    setProblem(undefined);
    setFailure(undefined);
    setSubmitting(true);
    try {
      const data = await requestData<LoginData>(AUTH_PATHS.loginSecondStep, { method: 'POST', body: { challenge: step.challenge, code: code.trim() }, toastErrors: false });
      await completeSignIn(data);
    } catch (error) {
      const text = message(error instanceof Error ? error.message : undefined) ?? t('errors.generic');
      if (!code.trim()) setProblem(text);
      else setFailure(text);
      setCode('');
      setSubmitting(false);
    }
  };

  return (
    <AuthLayout title={t('secondStep.title')} subtitle={withCode ? t('secondStep.subtitle') : t('secondStep.passkeySubtitle')}>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('secondStep.title')}>
        <Stack spacing={2.5}>
          {failure && (
            <Alert severity="error" role="alert">
              {failure}
            </Alert>
          )}
          {withCode && (
            <>
              <OutlinedField
                id="auth-second-factor-code"
                name="code"
                label={t('secondStep.code')}
                autoComplete="one-time-code"
                required
                autoFocus
                value={code}
                onChange={(event) => setCode(event.target.value)}
                error={Boolean(problem)}
                helperText={problem ?? t('secondStep.hint')}
              />
              <Button type="submit" variant="contained" size="large" fullWidth loading={submitting}>
                {t('secondStep.submit')}
              </Button>
            </>
          )}
          {withCode && passkeyOffered && <Divider>{t('secondStep.or')}</Divider>}
          {passkeyOffered && (
            <Button variant={withCode ? 'outlined' : 'contained'} size="large" fullWidth loading={passkeyBusy} onClick={() => void confirmWithPasskey()}>
              {t('secondStep.passkey')}
            </Button>
          )}
          <Button onClick={onRestart} size="small">
            {t('secondStep.restart')}
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
