/** Step 1, forgot-password: the email to send a 6-digit code to. */
import { AUTH_PATHS } from '@passdesk/contract/auth/auth-paths';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack } from '@mui/material';
import { forgotPasswordBodySchema, type ForgotPasswordBody } from '@passdesk/contract/auth/password-reset';
import { useForm } from 'react-hook-form';
import toast from '../../../lib/toast.ts';
import { useTranslation } from 'react-i18next';
import { request } from '../../../lib/api.ts';
import { EmailField } from '../EmailField.tsx';
import { useAuthMessage } from '../use-auth-message.ts';
import { useStepFailure } from './use-step-submit.ts';

export function RequestCodeStep({ onSent }: { onSent(email: string): void }) {
  const { t } = useTranslation('auth');
  const message = useAuthMessage();
  const { control, handleSubmit, formState, setError } = useForm<ForgotPasswordBody>({
    resolver: zodResolver(forgotPasswordBodySchema),
    defaultValues: { email: '' },
  });
  const fail = useStepFailure(setError, 'email');

  const submit = handleSubmit(async ({ email }) => {
    try {
      const answer = await request<{ message: string }>(AUTH_PATHS.forgotPassword, { method: 'POST', body: { email }, toastErrors: false });
      toast.success(message(answer.message) ?? answer.message);
      onSent(email);
    } catch (error) {
      fail(error);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('steps.forgot-password')}>
      <Stack spacing={2.5}>
        <EmailField control={control} name="email" label={t('fields.email')} autoFocus />
        <Button type="submit" variant="contained" size="large" fullWidth loading={formState.isSubmitting}>
          {t('forgot.submit')}
        </Button>
      </Stack>
    </form>
  );
}
