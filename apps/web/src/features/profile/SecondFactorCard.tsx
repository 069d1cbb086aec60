/**
 * The profile's second factor: whether an authenticator app is set up, how many recovery codes are
 * left; setting one up, removing it, new recovery codes (docs/api.md "Second factor"); the passkeys,
 * added, renamed and removed (docs/api.md "Passkeys").
 */
import type { Passkey } from '@passdesk/contract/auth/passkeys';
import { SECOND_FACTOR_PATHS, type RecoveryCodes, type SecondFactorStatus, type TotpSetup } from '@passdesk/contract/auth/second-factor';
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { requestData } from '../../lib/api.ts';
import { passkeysAvailable } from '../../lib/passkey.ts';
import { listPasskeys } from './profile-api.ts';
import { PasskeyAdd } from './PasskeyAdd.tsx';
import { PasskeyList } from './PasskeyList.tsx';
import { PasswordCheck } from './PasswordCheck.tsx';
import { RecoveryCodesShown } from './RecoveryCodesShown.tsx';
import { TotpEnrolment } from './TotpEnrolment.tsx';

export default function SecondFactorCard() {
  const { t } = useTranslation('profile');
  const [status, setStatus] = useState<SecondFactorStatus>();
  const [setup, setSetup] = useState<TotpSetup>();
  const [starting, setStarting] = useState(false);
  const [change, setChange] = useState<'remove' | 'codes'>();
  const [newCodes, setNewCodes] = useState<string[]>();
  const [notice, setNotice] = useState<string>();
  const [passkeys, setPasskeys] = useState<Passkey[]>();
  const [addingPasskey, setAddingPasskey] = useState(false);

  const [opened, setOpened] = useState(false);
  // Asked for when opened, not with the page: the profile makes no request of its own on arrival.
  const load = useCallback(() => {
    setOpened(true);
    void requestData<SecondFactorStatus>(SECOND_FACTOR_PATHS.status).then(setStatus);
    void listPasskeys().then(setPasskeys);
  }, []);
  const passkeysChanged = (done?: string) => {
    setNotice(done);
    load();
  };

  const remove = async (password: string) => {
    await requestData(SECOND_FACTOR_PATHS.totpRemove, { method: 'POST', body: { password }, toastErrors: false });
    setChange(undefined);
    setNotice(t('secondFactor.removed'));
    load();
  };
  const renewCodes = async (password: string) => {
    const data = await requestData<RecoveryCodes>(SECOND_FACTOR_PATHS.recoveryCodes, { method: 'POST', body: { password }, toastErrors: false });
    setChange(undefined);
    setNewCodes(data.recovery_codes);
  };

  const start = async () => {
    setStarting(true);
    setNotice(undefined);
    try {
      setSetup(await requestData<TotpSetup>(SECOND_FACTOR_PATHS.totp, { method: 'POST' }));
    } finally {
      setStarting(false);
    }
  };

  return (
    <Card component="section" aria-labelledby="second-factor-title" sx={{ mt: 3 }}>
      <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography id="second-factor-title" variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('secondFactor.title')}
        </Typography>
        {!opened && (
          <Button variant="outlined" onClick={load}>
            {t('secondFactor.manage')}
          </Button>
        )}
        {setup && (
          <TotpEnrolment
            setup={setup}
            onCancel={() => setSetup(undefined)}
            onDone={() => {
              setSetup(undefined);
              load();
            }}
          />
        )}
        {newCodes && (
          <RecoveryCodesShown
            codes={newCodes}
            success={t('secondFactor.renewed')}
            onDone={() => {
              setNewCodes(undefined);
              load();
            }}
          />
        )}
        {change === 'remove' && (
          <PasswordCheck title={t('secondFactor.remove')} hint={t('secondFactor.removeHint')} submit={t('secondFactor.remove')} danger onSubmit={remove} onCancel={() => setChange(undefined)} />
        )}
        {change === 'codes' && (
          <PasswordCheck title={t('secondFactor.newCodes')} hint={t('secondFactor.newCodesHint')} submit={t('secondFactor.newCodes')} onSubmit={renewCodes} onCancel={() => setChange(undefined)} />
        )}
        {!setup && !newCodes && !change && status && (
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            {notice && <Alert severity="success">{notice}</Alert>}
            <Typography color="textSecondary">
              {status.totp ? t('secondFactor.on', { left: status.recovery_codes_left }) : status.passkeys > 0 ? t('secondFactor.onPasskeys') : t('secondFactor.off')}
            </Typography>
            {status.totp ? (
              <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
                <Button variant="outlined" onClick={() => setChange('codes')}>
                  {t('secondFactor.newCodes')}
                </Button>
                <Button variant="outlined" color="error" onClick={() => setChange('remove')}>
                  {t('secondFactor.remove')}
                </Button>
              </Box>
            ) : (
              <Button variant="contained" onClick={() => void start()} loading={starting}>
                {t('secondFactor.setUp')}
              </Button>
            )}
          </Stack>
        )}
        {!setup && !newCodes && !change && passkeys && (
          <Box component="section" aria-labelledby="passkeys-title" sx={{ mt: 4 }}>
            <Typography id="passkeys-title" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {t('secondFactor.passkeysTitle')}
            </Typography>
            <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
              {t('secondFactor.passkeysHint')}
            </Typography>
            {addingPasskey ? (
              <PasskeyAdd
                onAdded={() => {
                  setAddingPasskey(false);
                  passkeysChanged(t('secondFactor.passkeyAdded'));
                }}
                onCancel={() => setAddingPasskey(false)}
              />
            ) : (
              <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
                <Box sx={{ width: '100%' }}>
                  <PasskeyList passkeys={passkeys} onChanged={passkeysChanged} />
                </Box>
                {passkeysAvailable() && (
                  <Button variant="outlined" onClick={() => setAddingPasskey(true)}>
                    {t('secondFactor.addPasskey')}
                  </Button>
                )}
              </Stack>
            )}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
