/**
 * The signed-in user's passkeys (docs/api.md "Passkeys"): each with its name and when it was added
 * and last used; renamed in place, removed with the account's password again.
 */
import type { Passkey } from '@passdesk/contract/auth/passkeys';
import { Box, Button, List, ListItem, ListItemText, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useServerMessage } from '../../components/form/use-server-message.ts';
import { useFormat } from '../../lib/format.ts';
import { removePasskey, renamePasskey } from './profile-api.ts';
import { PasswordCheck } from './PasswordCheck.tsx';

type Change = { kind: 'rename' | 'remove'; passkey: Passkey };

export function PasskeyList({ passkeys, onChanged }: { passkeys: Passkey[]; onChanged(notice?: string): void }) {
  const { t } = useTranslation('profile');
  const format = useFormat();
  const [change, setChange] = useState<Change>();

  if (change?.kind === 'remove')
    return (
      <PasswordCheck
        title={t('secondFactor.removePasskeyTitle', { name: change.passkey.name })}
        hint={t('secondFactor.removePasskeyHint')}
        submit={t('secondFactor.removePasskey')}
        danger
        onSubmit={async (password) => {
          await removePasskey(change.passkey.id, password);
          setChange(undefined);
          onChanged(t('secondFactor.passkeyRemoved'));
        }}
        onCancel={() => setChange(undefined)}
      />
    );

  if (passkeys.length === 0) return <Typography color="textSecondary">{t('secondFactor.noPasskeys')}</Typography>;
  return (
    <List disablePadding aria-label={t('secondFactor.passkeysTitle')}>
      {passkeys.map((passkey) =>
        change?.kind === 'rename' && change.passkey.id === passkey.id ? (
          <ListItem key={passkey.id} disableGutters>
            <PasskeyRename
              passkey={passkey}
              onDone={() => {
                setChange(undefined);
                onChanged();
              }}
              onCancel={() => setChange(undefined)}
            />
          </ListItem>
        ) : (
          <ListItem key={passkey.id} disableGutters divider sx={{ flexWrap: 'wrap', gap: 1 }}>
            <ListItemText
              sx={{ flex: '1 1 14rem' }}
              primary={passkey.name}
              secondary={
                passkey.last_used_at
                  ? t('secondFactor.passkeyDates', { added: format.date(passkey.created_at), used: format.dateTime(passkey.last_used_at) })
                  : t('secondFactor.passkeyNeverUsed', { added: format.date(passkey.created_at) })
              }
            />
            <Box sx={{ display: 'flex', gap: 1 }}>
              <Button size="small" onClick={() => setChange({ kind: 'rename', passkey })} aria-label={`${t('secondFactor.rename')}: ${passkey.name}`}>
                {t('secondFactor.rename')}
              </Button>
              <Button size="small" color="error" onClick={() => setChange({ kind: 'remove', passkey })} aria-label={`${t('secondFactor.removePasskey')}: ${passkey.name}`}>
                {t('secondFactor.removePasskey')}
              </Button>
            </Box>
          </ListItem>
        ),
      )}
    </List>
  );
}

function PasskeyRename({ passkey, onDone, onCancel }: { passkey: Passkey; onDone(): void; onCancel(): void }) {
  const { t } = useTranslation('profile');
  const message = useServerMessage('profile');
  const [name, setName] = useState(passkey.name);
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setProblem(undefined);
    try {
      await renamePasskey(passkey.id, name.trim());
      onDone();
    } catch (error) {
      setProblem(message(error instanceof Error ? error.message : undefined));
      setBusy(false);
    }
  };

  return (
    <Box component="form" onSubmit={(event: FormEvent) => void save(event)} noValidate aria-label={`${t('secondFactor.rename')}: ${passkey.name}`} sx={{ width: '100%' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField label={t('secondFactor.passkeyName')} value={name} onChange={(event) => setName(event.target.value)} required autoFocus error={Boolean(problem)} helperText={problem} sx={{ flex: 1 }} />
        <Box sx={{ display: 'flex', gap: 1, pt: { sm: 1 } }}>
          <Button variant="outlined" color="inherit" onClick={onCancel}>
            {t('secondFactor.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={busy}>
            {t('secondFactor.save')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
