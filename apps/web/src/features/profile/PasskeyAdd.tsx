/**
 * Adding a passkey (docs/api.md "Passkeys"): its name, then the browser's own prompt (the device's
 * fingerprint, face or screen lock, a phone or a security key). The name is checked first, by the
 * contract's rule, so the device never keeps a passkey the server would refuse; closing the prompt
 * changes nothing and says nothing.
 */
import { PASSKEY_NAME_MAX, passkeyRenameBodySchema } from '@passdesk/contract/auth/passkeys';
import { Alert, Box, Button, Stack, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useServerMessage } from '../../components/form/use-server-message.ts';
import { passkeyAlreadyHere, passkeyProblem } from '../../lib/passkey.ts';
import { addPasskey } from './profile-api.ts';

export function PasskeyAdd({ onAdded, onCancel, cancelLabel }: { onAdded(): void; onCancel(): void; cancelLabel?: string }) {
  const { t } = useTranslation('profile');
  const message = useServerMessage('profile');
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);

  const add = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    const checked = passkeyRenameBodySchema.safeParse({ name });
    if (!checked.success) {
      setProblem(message(checked.error.issues[0]?.message));
      return;
    }
    setBusy(true);
    setProblem(undefined);
    try {
      await addPasskey(checked.data.name);
      onAdded();
    } catch (error) {
      const refused = passkeyProblem(error);
      if (passkeyAlreadyHere(error)) setFailure(t('secondFactor.passkeyAlreadyHere'));
      else if (refused !== null) setFailure(message(refused) ?? t('secondFactor.passkeyFailed'));
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void add(event)} noValidate aria-label={t('secondFactor.addPasskey')}>
      <Stack spacing={2}>
        {failure && (
          <Alert severity="error" role="alert">
            {failure}
          </Alert>
        )}
        <TextField
          label={t('secondFactor.passkeyName')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          required
          autoFocus
          error={Boolean(problem)}
          helperText={problem ?? t('secondFactor.passkeyNameHint')}
          slotProps={{ htmlInput: { maxLength: PASSKEY_NAME_MAX } }}
        />
        <Box sx={{ display: 'flex', gap: 2, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          <Button variant="outlined" color="inherit" onClick={onCancel}>
            {cancelLabel ?? t('secondFactor.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={busy}>
            {t('secondFactor.addPasskey')}
          </Button>
        </Box>
      </Stack>
    </form>
  );
}
