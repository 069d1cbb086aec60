/** A dialog's title with a close button in its end corner (the file and photo previews). */
import CloseIcon from '@mui/icons-material/Close';
import { DialogTitle, IconButton } from '@mui/material';
import { useTranslation } from 'react-i18next';

export function ClosableDialogTitle({ id, title, onClose }: { id: string; title: string; onClose(): void }) {
  const { t } = useTranslation('common-files');
  return (
    <DialogTitle id={id} sx={{ pr: 6 }}>
      {title}
      <IconButton aria-label={t('preview.close')} onClick={onClose} sx={{ position: 'absolute', insetInlineEnd: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
    </DialogTitle>
  );
}
