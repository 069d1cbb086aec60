/**
 * The Change Password dialog (docs/panel.md "Signing in and out", docs/domain.md "Passwords"): Current, New and Confirm Password with
 * show/hide toggles, Cancel and Save. Success: the server's message as a toast, close, reset,
 * log out. Failure: the server's message in an error toast. Closing always resets the form.
 */
import { AUTH_PATHS } from '@passdesk/contract/auth/auth-paths';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { changePasswordFormSchema, type ChangePasswordForm } from '@passdesk/contract/auth/password';
import { useForm } from 'react-hook-form';
import toast from '../../lib/toast.ts';
import { useTranslation } from 'react-i18next';
import { ApiError, request } from '../../lib/api.ts';
import { useSession } from '../../session/session-context.ts';
import { NEW_PASSWORD_FIELDS, PasswordFields } from './PasswordFields.tsx';
import { useAuthMessage } from './use-auth-message.ts';

const CHANGE_PASSWORD_DIALOG_WIDTH = 408;

const EMPTY: ChangePasswordForm = { old_password: '', new_password: '', confirm_password: '' };

const FIELDS = [
  { name: 'old_password', labelKey: 'changePassword.current', autoComplete: 'current-password' },
  ...NEW_PASSWORD_FIELDS,
] as const;

export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation('auth');
  const message = useAuthMessage();
  const { logout } = useSession();
  const { control, handleSubmit, reset, formState } = useForm<ChangePasswordForm>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: EMPTY,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  const close = () => {
    reset(EMPTY);
    onClose();
  };

  const save = handleSubmit(async (form) => {
    try {
      const answer = await request<{ message: string }>(AUTH_PATHS.changePassword, {
        method: 'PATCH',
        body: { old_password: form.old_password, new_password: form.new_password },
        toastErrors: false,
      });
      toast.success(message(answer.message) ?? answer.message);
      close();
      logout();
    } catch (error) {
      // A 401 is the session ending: the API client already handled it.
      if (error instanceof ApiError && error.status === 401) return;
      toast.error(message(error instanceof Error ? error.message : undefined) ?? t('errors.generic'));
    }
  });

  return (
    <Dialog
      open={open}
      onClose={formState.isSubmitting ? undefined : close}
      aria-labelledby="change-password-title"
      slotProps={{ paper: { sx: { width: CHANGE_PASSWORD_DIALOG_WIDTH, maxWidth: 'calc(100% - 32px)', m: 2 } } }}
    >
      <form onSubmit={save} noValidate>
        <DialogTitle id="change-password-title">{t('changePassword.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <PasswordFields control={control} fields={FIELDS} idPrefix="change-password" />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={close} disabled={formState.isSubmitting} color="inherit" variant="outlined">
            {t('actions.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={formState.isSubmitting}>
            {t('actions.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
