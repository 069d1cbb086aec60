/**
 * /login (docs/panel.md "Signing in and out"): email and password (with show/hide), a link to forgot password.
 * After sign-in: the `redirect` target, else the first permitted menu item, else /.
 *
 * The first screen most users see, so it is kept light (docs/performance.md): a plain form with
 * the contract's sign-in schema, whose code arrives when the user starts typing, not with the
 * page. A failed sign-in is said once, above the fields. On the first load it is drawn in five
 * commits under index.html's static card (the frame and heading, each field, the buttons, the
 * focus), which it takes away with its last one (components/use-steps-under-boot-frame.ts); until
 * then its own card is laid out but invisible, so its growth is no layout shift.
 */
import { SCREENS } from '@passdesk/contract/navigation/screens';
import { Box, Button, Stack } from '@mui/material';
import type * as LoginContract from '@passdesk/contract/auth/login';
import type { LoginBody } from '@passdesk/contract/auth/login';
import type { SecondStep } from '@passdesk/contract/auth/second-factor';
import { lazy, Suspense, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { BootShellDone } from '../../components/BootShellDone.tsx';
import { OutlinedField } from '../../components/form/OutlinedField.tsx';
import { usePasswordToggle } from '../../components/form/password-toggle.tsx';
import { useStepsUnderBootFrame } from '../../components/use-steps-under-boot-frame.ts';
import { passkeyProblem, passkeysAvailable } from '../../lib/passkey.ts';
import { useSession } from '../../session/session-context.ts';
import { AuthLayout } from '../../layout/AuthLayout.tsx';
import { useAuthMessage } from './use-auth-message.ts';

// Shown only after a failed sign-in: its code is not part of the first load.
const Alert = lazy(() => import('@mui/material/Alert'));
// Only for accounts with a second factor, after the password (docs/api.md "Second factor").
const SecondStepForm = lazy(() => import('./SecondStepForm.tsx'));

/** Drawn in steps under index.html's static card: its frame and heading, each field, the buttons, then the focus. */
const STEPS = 5;

type Problems = Partial<Record<keyof LoginBody, string>>;

let schemaLoading: Promise<typeof LoginContract> | undefined;
const loadSchema = () => (schemaLoading ??= import('@passdesk/contract/auth/login'));

async function check(values: LoginBody): Promise<{ data?: LoginBody; problems: Problems }> {
  const { loginBodySchema } = await loadSchema();
  const result = loginBodySchema.safeParse(values);
  if (result.success) return { data: result.data, problems: {} };
  const problems: Problems = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === 'email' || field === 'password') && !problems[field]) problems[field] = issue.message;
  }
  return { problems };
}

export default function LoginPage() {
  const { t } = useTranslation('auth');
  const message = useAuthMessage();
  const { login, completeSignIn } = useSession();
  const [values, setValues] = useState<LoginBody>({ email: '', password: '' });
  const [problems, setProblems] = useState<Problems>({});
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [secondStep, setSecondStep] = useState<SecondStep>();
  const [passkeyBusy, setPasskeyBusy] = useState(false);
  const password = usePasswordToggle(t('fields.password'));
  const step = useStepsUnderBootFrame(STEPS);
  const emailInput = useRef<HTMLInputElement>(null);
  // The email field takes the focus with the last step (as `autoFocus` would at its mount): the
  // focus re-renders the field's frame in its focused look, in a task apart from its first commit.
  useLayoutEffect(() => {
    if (step === STEPS) emailInput.current?.focus();
  }, [step]);

  const change = (field: keyof LoginBody, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // After the first try, a field's message follows what is typed.
    if (submitted) void check(next).then((result) => setProblems(result.problems));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const result = await check(values);
    setProblems(result.problems);
    if (!result.data) return;
    setFailure(undefined);
    setSubmitting(true);
    try {
      const next = await login(result.data.email, result.data.password);
      if (next) {
        setSecondStep(next);
        setSubmitting(false);
      }
    } catch (error) {
      setFailure(message(error instanceof Error ? error.message : undefined) ?? t('errors.generic'));
      setSubmitting(false);
    }
  };

  // Without the password: a passkey names its own account (docs/api.md "Passkeys").
  const withPasskey = async () => {
    setFailure(undefined);
    setPasskeyBusy(true);
    const passkey = await import('./passkey-sign-in.ts');
    try {
      await completeSignIn(await passkey.signInWithPasskey());
    } catch (error) {
      const problem = passkeyProblem(error);
      if (problem !== null) setFailure(message(problem) ?? t('passkey.failed'));
      setPasskeyBusy(false);
    }
  };

  if (secondStep)
    return (
      <Suspense fallback={null}>
        <SecondStepForm step={secondStep} onRestart={() => setSecondStep(undefined)} />
      </Suspense>
    );
  return (
    <AuthLayout title={t('login.title')} subtitle={t('login.subtitle')} concealed={step < STEPS}>
      <form onSubmit={(event) => void submit(event)} onInput={() => void loadSchema()} noValidate aria-label={t('login.title')}>
        <Stack spacing={2.5}>
          {failure && (
            <Suspense fallback={<Box role="alert">{failure}</Box>}>
              <Alert severity="error" role="alert">
                {failure}
              </Alert>
            </Suspense>
          )}
          {step >= 2 && (
            <OutlinedField
              id="auth-email"
              name="email"
              label={t('fields.email')}
              type="email"
              autoComplete="username"
              inputMode="email"
              required
              inputRef={emailInput}
              value={values.email}
              onChange={(event) => change('email', event.target.value)}
              error={Boolean(problems.email)}
              helperText={message(problems.email)}
            />
          )}
          {step >= 3 && (
            <OutlinedField
              id="auth-password"
              name="password"
              label={t('fields.password')}
              type={password.type}
              autoComplete="current-password"
              required
              value={values.password}
              onChange={(event) => change('password', event.target.value)}
              error={Boolean(problems.password)}
              helperText={message(problems.password)}
              endAdornment={password.adornment}
            />
          )}
          {step >= 4 && (
            <>
              <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
                <Button component={RouterLink} to={SCREENS.forgotPassword} size="small">
                  {t('login.forgotPassword')}
                </Button>
              </Box>
              <Button type="submit" variant="contained" size="large" fullWidth loading={submitting}>
                {t('login.submit')}
              </Button>
              {passkeysAvailable() && (
                <Button variant="outlined" size="large" fullWidth loading={passkeyBusy} onClick={() => void withPasskey()}>
                  {t('login.passkey')}
                </Button>
              )}
            </>
          )}
          {step >= STEPS && <BootShellDone />}
        </Stack>
      </form>
    </AuthLayout>
  );
}
