/** The profile's second factor: whether an authenticator app is set up, how many recovery codes are left, and setting one up (docs/api.md "Second factor"). */
import { SECOND_FACTOR_PATHS, type SecondFactorStatus, type TotpSetup } from '@passdesk/contract/auth/second-factor';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { requestData } from '../../lib/api.ts';
import { TotpEnrolment } from './TotpEnrolment.tsx';

export default function SecondFactorCard() {
  const { t } = useTranslation('profile');
  const [status, setStatus] = useState<SecondFactorStatus>();
  const [setup, setSetup] = useState<TotpSetup>();
  const [starting, setStarting] = useState(false);

  const [opened, setOpened] = useState(false);
  // Asked for when opened, not with the page: the profile makes no request of its own on arrival.
  const load = useCallback(() => {
    setOpened(true);
    void requestData<SecondFactorStatus>(SECOND_FACTOR_PATHS.status).then(setStatus);
  }, []);

  const start = async () => {
    setStarting(true);
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
        {setup ? (
          <TotpEnrolment
            setup={setup}
            onCancel={() => setSetup(undefined)}
            onDone={() => {
              setSetup(undefined);
              load();
            }}
          />
        ) : (
          status && (
            <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
              <Typography color="textSecondary">
                {status.totp ? t('secondFactor.on', { left: status.recovery_codes_left }) : t('secondFactor.off')}
              </Typography>
              {!status.totp && (
                <Button variant="contained" onClick={() => void start()} loading={starting}>
                  {t('secondFactor.setUp')}
                </Button>
              )}
            </Stack>
          )
        )}
      </CardContent>
    </Card>
  );
}
