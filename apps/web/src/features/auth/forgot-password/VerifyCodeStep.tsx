/** Step 2, verify-otp: the 6-digit code from the email; it can be sent again. */
import { AUTH_PATHS } from '@passdesk/contract/auth/auth-paths';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Stack, TextField } from '@mui/material';
import { verifyOtpBodySchema, type VerifyOtpBody } from '@passdesk/contract/auth/password-reset';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import toast from '../../../lib/toast.ts';
import { useTranslation } from 'react-i18next';
import { request, requestData } from '../../../lib/api.ts';
import { useAuthMessage } from '../use-auth-message.ts';
import { useStepFailure } from './use-step-submit.ts';

export function VerifyCodeStep({ email, onVerified, onChangeEmail }: { email: string; onVerified(resetToken: string): void; onChangeEmail(): void }) {
  const { t } = useTranslation('auth');
  const message = useAuthMessage();
  const [resending, setResending] = useState(false);
  const { control, handleSubmit, formState, setError } = useForm<VerifyOtpBody>({
    resolver: zodResolver(verifyOtpBodySchema),
    defaultValues: { email, otp: '' },
  });
  const fail = useStepFailure(setError, 'otp');

  const submit = handleSubmit(async (body) => {
    try {
      const data = await requestData<{ reset_token: string }>(AUTH_PATHS.verifyOtp, { method: 'POST', body, toastErrors: false });
      onVerified(data.reset_token);
    } catch (error) {
      fail(error);
    }
  });

  const resend = async () => {
    setResending(true);
    try {
      const answer = await request<{ message: string }>(AUTH_PATHS.forgotPassword, { method: 'POST', body: { email }, toastErrors: false });
      toast.success(message(answer.message) ?? answer.message);
    } catch (error) {
      fail(error);
    } finally {
      setResending(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('steps.verify-otp')}>
      <Stack spacing={2.5}>
        <Controller
          control={control}
          name="otp"
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              onChange={(event) => field.onChange(event.target.value.replace(/\D/g, '').slice(0, 6))}
              id="auth-otp"
              label={t('fields.otp')}
              autoComplete="one-time-code"
              required
              fullWidth
              autoFocus
              error={Boolean(fieldState.error)}
              helperText={message(fieldState.error?.message) ?? t('verify.hint')}
              slotProps={{
                htmlInput: { inputMode: 'numeric', maxLength: 6, style: { letterSpacing: '0.5em', fontSize: '1.25rem' } },
                formHelperText: { role: fieldState.error ? 'alert' : undefined },
              }}
            />
          )}
        />
        <Button type="submit" variant="contained" size="large" fullWidth loading={formState.isSubmitting}>
          {t('verify.submit')}
        </Button>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
          <Button variant="text" onClick={onChangeEmail}>
            {t('verify.changeEmail')}
          </Button>
          <Button variant="text" onClick={() => void resend()} loading={resending}>
            {t('verify.resend')}
          </Button>
        </Box>
      </Stack>
    </form>
  );
}
