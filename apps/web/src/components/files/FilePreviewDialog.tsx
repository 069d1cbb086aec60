/**
 * Shows an image or a PDF inside the page — a file just chosen, or one loaded with the user's token
 * from a permission-checked endpoint — with "Open in a new tab" for a closer look.
 */
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, useMediaQuery, useTheme } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ClosableDialogTitle } from './ClosableDialogTitle.tsx';
import { ErrorState } from '../ErrorState.tsx';
import { useObjectUrl } from './use-object-url.ts';

export interface FilePreviewDialogProps {
  title: string;
  /** A file at hand... */
  file?: Blob;
  /** ...or how to fetch it (with the user's token); cached under this key. */
  load?: { key: string; fetch(signal: AbortSignal): Promise<Blob> };
  onClose(): void;
}

export function FilePreviewDialog({ title, file, load, onClose }: FilePreviewDialogProps) {
  const { t } = useTranslation('common-files');
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const loaded = useQuery({
    queryKey: ['file-preview', load?.key],
    queryFn: ({ signal }) => (load ? load.fetch(signal) : Promise.reject(new Error('Nothing to load'))),
    enabled: !file && load !== undefined,
    staleTime: 5 * 60_000,
  });
  const blob = file ?? loaded.data;
  const url = useObjectUrl(blob);
  const isPdf = blob?.type === 'application/pdf';

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth fullScreen={fullScreen}>
      <ClosableDialogTitle id={titleId} title={title} onClose={onClose} />
      <DialogContent dividers sx={{ display: 'grid', placeItems: 'center', minHeight: 320, bgcolor: 'action.hover' }}>
        {url ? (
          isPdf ? (
            <Box component="iframe" title={title} src={url} sx={{ width: '100%', height: { xs: '70vh', sm: '70vh' }, border: 0, bgcolor: 'background.paper' }} />
          ) : (
            <Box component="img" src={url} alt={title} sx={{ maxWidth: '100%', maxHeight: '70vh', objectFit: 'contain', display: 'block' }} />
          )
        ) : loaded.isError ? (
          <ErrorState message={loaded.error.message} onRetry={() => void loaded.refetch()} retrying={loaded.isFetching} />
        ) : (
          <CircularProgress aria-label={t('preview.loading')} />
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3 }}>
        {url ? (
          <Button component="a" href={url} target="_blank" rel="noopener" startIcon={<OpenInNewIcon />}>
            {t('preview.newTab')}
          </Button>
        ) : null}
        <Button variant="contained" onClick={onClose}>
          {t('preview.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
