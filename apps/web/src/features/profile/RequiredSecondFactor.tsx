/**
 * The only screen of a session whose role requires a second factor the user has not set up
 * (me.must_enrol_second_factor; docs/api.md "Second factor"): the authenticator app's set-up, then
 * the recovery codes, then the panel as usual; or a passkey instead (docs/api.md "Passkeys"). The
 * server refuses everything else until then.
 */
import { SECOND_FACTOR_PATHS, type TotpSetup } from '@passdesk/contract/auth/second-factor';
import { Alert, Box, Button, CircularProgress } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { requestData } from '../../lib/api.ts';
import { passkeysAvailable } from '../../lib/passkey.ts';
import { useSession } from '../../session/session-context.ts';
import { AuthLayout } from '../../layout/AuthLayout.tsx';
import { PasskeyAdd } from './PasskeyAdd.tsx';
import { TotpEnrolment } from './TotpEnrolment.tsx';

export function RequiredSecondFactor() {
  const { t } = useTranslation('profile');
  const { logout, refresh } = useSession();
  const [setup, setSetup] = useState<TotpSetup>();
  const [failed, setFailed] = useState(false);
  const [withPasskey, setWithPasskey] = useState(false);

  useEffect(() => {
    let live = true;
    requestData<TotpSetup>(SECOND_FACTOR_PATHS.totp, { method: 'POST', toastErrors: false }).then(
      (started) => live && setSetup(started),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);

  return (
    <AuthLayout title={t('secondFactor.requiredTitle')} subtitle={t('secondFactor.requiredHint')}>
      {failed && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {t('secondFactor.requiredFailed')}
        </Alert>
      )}
      {withPasskey ? (
        <PasskeyAdd onAdded={() => void refresh()} onCancel={() => setWithPasskey(false)} />
      ) : setup ? (
        <TotpEnrolment
          setup={setup}
          onCancel={logout}
          cancelLabel={t('secondFactor.signOut')}
          onDone={() => void refresh()}
          alternative={
            passkeysAvailable() && (
              <Button fullWidth onClick={() => setWithPasskey(true)}>
                {t('secondFactor.requiredPasskey')}
              </Button>
            )
          }
        />
      ) : (
        !failed && (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            <CircularProgress aria-label={t('secondFactor.setUp')} />
          </Box>
        )
      )}
      {failed && (
        <Button variant="outlined" color="inherit" onClick={logout}>
          {t('secondFactor.signOut')}
        </Button>
      )}
    </AuthLayout>
  );
}
