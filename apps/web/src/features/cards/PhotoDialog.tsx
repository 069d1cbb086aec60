/** The holder's photo at full size, in the page. */
import { Box, Dialog, DialogContent } from '@mui/material';
import { useId } from 'react';
import { ClosableDialogTitle } from '../../components/files/ClosableDialogTitle.tsx';

export function PhotoDialog({ url, title, onClose }: { url: string; title: string; onClose(): void }) {
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs">
      <ClosableDialogTitle id={titleId} title={title} onClose={onClose} />
      <DialogContent sx={{ display: 'grid', placeItems: 'center' }}>
        <Box component="img" src={url} alt={title} sx={{ width: 350, maxWidth: '100%', aspectRatio: '35 / 45', objectFit: 'cover', borderRadius: 1 }} />
      </DialogContent>
    </Dialog>
  );
}
