/** Shown in the content area while a lazily loaded page arrives; named for screen readers. */
import { Box, CircularProgress } from '@mui/material';
import { useTranslation } from 'react-i18next';

export function PageLoader() {
  const { t } = useTranslation('common');
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: 240 }}>
      <CircularProgress size={32} thickness={4} aria-label={t('loading')} />
    </Box>
  );
}
