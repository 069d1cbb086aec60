/** While the session is restored, a full-screen loading view with the logo and a spinner (docs/panel.md "Signing in and out"). */
import { Box, CircularProgress } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Logo } from '../components/Logo.tsx';

/** Read by screen readers, not shown. */
const visuallyHidden = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

export function SessionSplash() {
  const { t } = useTranslation('auth');
  return (
    <Box
      role="status"
      aria-live="polite"
      aria-busy="true"
      data-testid="session-splash"
      sx={{ position: 'fixed', inset: 0, zIndex: (theme) => theme.zIndex.modal + 1, display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 3, bgcolor: 'background.default' }}
    >
      <Logo />
      <CircularProgress size={36} thickness={4} aria-hidden />
      <Box component="span" sx={visuallyHidden}>
        {t('session.restoring')}
      </Box>
    </Box>
  );
}
