/**
 * The account's password asked again before a change to the second factor (removing the
 * authenticator app, new recovery codes: docs/api.md "Second factor"); the server's refusal is
 * shown in the form.
 */
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useServerMessage } from '../../components/form/use-server-message.ts';

export function PasswordCheck({ title, hint, submit, danger, onSubmit, onCancel }: { title: string; hint: string; submit: string; danger?: boolean; onSubmit(password: string): Promise<void>; onCancel(): void }) {
  const { t } = useTranslation('profile');
  const message = useServerMessage('profile');
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setFailure(undefined);
    try {
      await onSubmit(password);
    } catch (error) {
      setFailure(message(error instanceof Error ? error.message : undefined));
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void send(event)} noValidate aria-label={title}>
      <Stack spacing={2}>
        <Typography>{hint}</Typography>
        {failure && (
          <Alert severity="error" role="alert">
            {failure}
          </Alert>
        )}
        <TextField label={t('secondFactor.password')} type="password" value={password} onChange={(event) => setPassword(event.target.value)} autoComplete="current-password" required autoFocus />
        <Box sx={{ display: 'flex', gap: 2, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          <Button variant="outlined" color="inherit" onClick={onCancel}>
            {t('secondFactor.cancel')}
          </Button>
          <Button type="submit" variant="contained" color={danger ? 'error' : 'primary'} loading={busy}>
            {submit}
          </Button>
        </Box>
      </Stack>
    </form>
  );
}
