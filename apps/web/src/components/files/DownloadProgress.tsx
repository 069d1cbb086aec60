/** The state of a download under way: a progress bar (or a moving one when the size is unknown), what has arrived, and Cancel. */
import { Alert, Box, Button, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format.ts';
import { formatBytes } from './file-type.ts';
import type { Download } from './use-download.ts';

export function DownloadProgress({ download, label }: { download: Download; label: string }) {
  const { t } = useTranslation('common-files');
  const { locale } = useFormat();
  const { state } = download;
  if (state.status === 'idle') return null;
  if (state.status === 'running') {
    const percent = state.total ? Math.min(100, Math.round((state.received / state.total) * 100)) : null;
    return (
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }} role="status" aria-live="polite">
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="body2" sx={{ mb: 1 }}>
              {label} ·{' '}
              {state.total
                ? t('download.progressOf', { received: formatBytes(state.received, locale), total: formatBytes(state.total, locale) })
                : t('download.progress', { received: formatBytes(state.received, locale) })}
            </Typography>
            <LinearProgress
              variant={percent === null ? 'indeterminate' : 'determinate'}
              value={percent ?? undefined}
              aria-label={t('download.bar', { label })}
            />
          </Box>
          <Button color="inherit" variant="outlined" onClick={download.cancel}>
            {t('download.cancel')}
          </Button>
        </Stack>
      </Paper>
    );
  }
  const message =
    state.status === 'done'
      ? t('download.done', { name: state.filename, size: formatBytes(state.size, locale) })
      : state.status === 'cancelled'
        ? t('download.cancelled')
        : t('download.failed', { message: state.message });
  return (
    <Alert severity={state.status === 'done' ? 'success' : state.status === 'cancelled' ? 'info' : 'error'} onClose={download.dismiss} sx={{ mb: 2 }}>
      {message}
    </Alert>
  );
}
