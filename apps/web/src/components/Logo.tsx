/** The PassDesk mark: a bus pass card with a dark red band, and the name beside it. */
import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { LOGO_MARK_SHAPES } from './logo-mark-shapes.ts';

export function LogoMark({ size = 34 }: { size?: number }) {
  return (
    <Box component="svg" viewBox="0 0 40 40" width={size} height={size} aria-hidden sx={{ flexShrink: 0, color: 'primary.main' }}>
      {LOGO_MARK_SHAPES.map(({ tag: Shape, ...attributes }, index) => (
        <Shape key={index} {...attributes} />
      ))}
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
