/** The holder's photo at full size, in the page. */
import CloseIcon from '@mui/icons-material/Close';
import { Box, Dialog, DialogContent, DialogTitle, IconButton } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export function PhotoDialog({ url, title, onClose }: { url: string; title: string; onClose(): void }) {
  const { t } = useTranslation('common-files');
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs">
      <DialogTitle id={titleId} sx={{ pr: 6 }}>
        {title}
        <IconButton aria-label={t('preview.close')} onClick={onClose} sx={{ position: 'absolute', insetInlineEnd: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent sx={{ display: 'grid', placeItems: 'center' }}>
        <Box component="img" src={url} alt={title} sx={{ width: 350, maxWidth: '100%', aspectRatio: '35 / 45', objectFit: 'cover', borderRadius: 1 }} />
      </DialogContent>
    </Dialog>
  );
}
