/** Step 3, reset-password: the new password twice (docs/domain.md "Passwords"). It does not sign in. */
import { SCREENS } from '@passdesk/contract/navigation/screens';
import { AUTH_PATHS } from '@passdesk/contract/auth/auth-paths';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack } from '@mui/material';
import { resetPasswordFormSchema, type ResetPasswordForm } from '@passdesk/contract/auth/password-reset';
import { useForm } from 'react-hook-form';
import toast from '../../../lib/toast.ts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError, request } from '../../../lib/api.ts';
import { NEW_PASSWORD_FIELDS, PasswordFields } from '../PasswordFields.tsx';
import { useAuthMessage } from '../use-auth-message.ts';
import { useStepFailure } from './use-step-submit.ts';

export function NewPasswordStep({ resetToken, onExpired }: { resetToken: string; onExpired(): void }) {
  const { t } = useTranslation('auth');
  const message = useAuthMessage();
  const navigate = useNavigate();
  const { control, handleSubmit, formState, setError } = useForm<ResetPasswordForm>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { new_password: '', confirm_password: '' },
  });
  const fail = useStepFailure(setError, 'new_password');

  const submit = handleSubmit(async ({ new_password }) => {
    try {
      const answer = await request<{ message: string }>(AUTH_PATHS.resetPassword, { method: 'POST', body: { reset_token: resetToken, new_password }, toastErrors: false });
      toast.success(message(answer.message) ?? answer.message);
      navigate(SCREENS.login, { replace: true });
    } catch (error) {
      fail(error);
      // The reset token ran out or was used: start again from the email.
      if (error instanceof ApiError && error.errors?.reset_token) onExpired();
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('steps.reset-password')}>
      <Stack spacing={2.5}>
        <PasswordFields control={control} fields={NEW_PASSWORD_FIELDS} idPrefix="reset" />
        <Button type="submit" variant="contained" size="large" fullWidth loading={formState.isSubmitting}>
          {t('reset.submit')}
        </Button>
      </Stack>
    </form>
  );
}
