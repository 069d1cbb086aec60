/**
 * /login (spec sections 2, 4): email and password (with show/hide), a link to forgot password.
 * After sign-in: the `redirect` target, else the first permitted menu item, else /.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Link, Stack } from '@mui/material';
import { loginBodySchema, type LoginBody } from '@passdesk/contract/auth/session';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { AuthLayout } from './AuthLayout.tsx';
import { EmailField } from './EmailField.tsx';
import { PasswordField } from './PasswordField.tsx';
import { useSession } from './session-context.ts';
import { useAuthMessage } from './use-auth-message.ts';

export default function LoginPage() {
  const { t } = useTranslation('auth');
  const message = useAuthMessage();
  const { login } = useSession();
  const [params] = useSearchParams();
  const [failure, setFailure] = useState<string>();
  const { control, handleSubmit, formState } = useForm<LoginBody>({
    resolver: zodResolver(loginBodySchema),
    defaultValues: { email: '', password: '' },
  });

  const submit = handleSubmit(async ({ email, password }) => {
    setFailure(undefined);
    try {
      await login(email, password, params.get('redirect'));
    } catch (error) {
      const text = message(error instanceof Error ? error.message : undefined) ?? t('errors.generic');
      setFailure(text);
      toast.error(text);
    }
  });

  return (
    <AuthLayout title={t('login.title')} subtitle={t('login.subtitle')}>
      <form onSubmit={submit} noValidate aria-label={t('login.title')}>
        <Stack spacing={2.5}>
          {failure && (
            <Alert severity="error" role="alert">
              {failure}
            </Alert>
          )}
          <EmailField control={control} name="email" label={t('fields.email')} autoFocus />
          <Controller
            control={control}
            name="password"
            render={({ field, fieldState }) => (
              <PasswordField
                {...field}
                id="auth-password"
                label={t('fields.password')}
                autoComplete="current-password"
                required
                error={Boolean(fieldState.error)}
                helperText={message(fieldState.error?.message)}
              />
            )}
          />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
            <Link component={RouterLink} to="/forgot-password" underline="hover">
              {t('login.forgotPassword')}
            </Link>
          </Box>
          <Button type="submit" variant="contained" size="large" fullWidth loading={formState.isSubmitting}>
            {t('login.submit')}
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
