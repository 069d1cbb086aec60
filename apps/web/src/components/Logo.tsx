/** The PassDesk mark: a bus pass card with a dark red band, and the name beside it. */
import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

export function LogoMark({ size = 34 }: { size?: number }) {
  return (
    <Box component="svg" viewBox="0 0 40 40" width={size} height={size} aria-hidden sx={{ flexShrink: 0, color: 'primary.main' }}>
      <rect x="2" y="7" width="36" height="26" rx="6" fill="currentColor" />
      <rect x="2" y="13" width="36" height="5" fill="#FFFFFF" opacity="0.35" />
      <rect x="7" y="22" width="12" height="3" rx="1.5" fill="#FFFFFF" />
      <rect x="7" y="27" width="8" height="2" rx="1" fill="#FFFFFF" opacity="0.7" />
      <circle cx="30" cy="25" r="4" fill="#FFFFFF" />
    </Box>
  );
}

export function Logo({ showName = true }: { showName?: boolean }) {
  const { t } = useTranslation('common');
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, minWidth: 0 }}>
      <LogoMark />
      {showName && (
        <Typography component="span" variant="h6" noWrap sx={{ fontWeight: 700, letterSpacing: '0.2px', color: 'text.primary', fontSize: '1.25rem' }}>
          {t('appName')}
        </Typography>
      )}
    </Box>
  );
}
