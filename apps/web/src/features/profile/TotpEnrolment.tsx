/**
 * Setting up an authenticator app (docs/api.md "Second factor"): the QR code and the key as text,
 * confirmed with the app's first code; then the ten recovery codes, shown this once, to download.
 */
import { SECOND_FACTOR_PATHS, type RecoveryCodes, type TotpSetup } from '@passdesk/contract/auth/second-factor';
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useServerMessage } from '../../components/form/use-server-message.ts';
import { requestData } from '../../lib/api.ts';
import { CODE_BOX, RecoveryCodesShown } from './RecoveryCodesShown.tsx';

/**
 * `cancelLabel`: the cancel button's words (signing out, where the set-up cannot be left for the panel);
 * `alternative`: shown under the form until the app is confirmed (another way to meet the requirement).
 */
export function TotpEnrolment({ setup, onDone, onCancel, cancelLabel, alternative }: { setup: TotpSetup; onDone(): void; onCancel(): void; cancelLabel?: string; alternative?: ReactNode }) {
  const { t } = useTranslation('profile');
  const message = useServerMessage('profile');
  const [qr, setQr] = useState<string>();
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [codes, setCodes] = useState<string[]>();

  useEffect(() => {
    let live = true;
    void import('qrcode').then(({ default: QRCode }) => QRCode.toDataURL(setup.otpauth_url, { errorCorrectionLevel: 'M', margin: 1, width: 220 })).then((url) => live && setQr(url));
    return () => {
      live = false;
    };
  }, [setup.otpauth_url]);

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setFailure(undefined);
    try {
      const data = await requestData<RecoveryCodes>(SECOND_FACTOR_PATHS.totpConfirm, { method: 'POST', body: { code: code.trim() }, toastErrors: false });
      setCodes(data.recovery_codes);
    } catch (error) {
      setFailure(message(error instanceof Error ? error.message : undefined));
    } finally {
      setBusy(false);
    }
  };

  if (codes) return <RecoveryCodesShown codes={codes} success={t('secondFactor.enrolled')} onDone={onDone} />;

  return (
    <form onSubmit={(event) => void confirm(event)} noValidate aria-label={t('secondFactor.setUp')}>
      <Stack spacing={2}>
        <Typography>{t('secondFactor.scan')}</Typography>
        {qr && <Box component="img" src={qr} alt={t('secondFactor.qrAlt')} sx={{ width: 180, height: 180, display: 'block', imageRendering: 'pixelated' }} />}
        <Typography variant="body2" color="textSecondary">
          {t('secondFactor.key')}
        </Typography>
        <Typography component="code" data-testid="totp-secret" sx={CODE_BOX}>
          {setup.secret}
        </Typography>
        {failure && (
          <Alert severity="error" role="alert">
            {failure}
          </Alert>
        )}
        <TextField
          label={t('secondFactor.code')}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="one-time-code"
          required
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
        />
        <Box sx={{ display: 'flex', gap: 2, justifyContent: 'flex-end' }}>
          <Button variant="outlined" color="inherit" onClick={onCancel}>
            {cancelLabel ?? t('secondFactor.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={busy}>
            {t('secondFactor.confirm')}
          </Button>
        </Box>
        {alternative}
      </Stack>
    </form>
  );
}
