/** A card's stored documents: opened in the page (fetched with the user's token), removable on edit. */
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import { IconButton, List, ListItem, ListItemButton, ListItemIcon, ListItemText, Typography } from '@mui/material';
import type { CardDocument } from '@passdesk/contract/cards/card';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '../../components/files/file-type.ts';
import { FilePreviewDialog } from '../../components/files/FilePreviewDialog.tsx';
import { fetchFile } from '../../lib/download.ts';
import { Hint } from '../../components/Hint.tsx';

export const documentTitle = (document: CardDocument) => document.file_name.replace(/\.[^.]+$/, '');

export function StoredDocuments({ cardId, documents, onRemove }: { cardId: number; documents: readonly CardDocument[]; onRemove?(id: number): void }) {
  const { t } = useTranslation('cards');
  const [open, setOpen] = useState<CardDocument | null>(null);
  if (documents.length === 0) {
    return <Typography color="textSecondary">{t('view.noDocuments')}</Typography>;
  }
  return (
    <>
      <List dense disablePadding aria-label={t('view.documents')}>
        {documents.map((document) => (
          <ListItem
            key={document.id}
            disablePadding
            divider
            secondaryAction={
              onRemove ? (
                <Hint title={t('view.removeDocument', { name: documentTitle(document) })}>
                  <IconButton edge="end" size="small" aria-label={t('view.removeDocument', { name: documentTitle(document) })} onClick={() => onRemove(document.id)}>
                    <DeleteOutlineIcon fontSize="small" />
                  </IconButton>
                </Hint>
              ) : undefined
            }
          >
            <ListItemButton onClick={() => setOpen(document)} aria-label={t('view.openDocument', { name: documentTitle(document) })}>
              <ListItemIcon sx={{ minWidth: 36 }}>
                {document.content_type === 'application/pdf' ? <DescriptionOutlinedIcon fontSize="small" /> : <ImageOutlinedIcon fontSize="small" />}
              </ListItemIcon>
              <ListItemText primary={documentTitle(document)} secondary={`${document.content_type === 'application/pdf' ? 'PDF' : t('view.image')} · ${formatBytes(document.size)}`} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      {open ? (
        <FilePreviewDialog
          title={documentTitle(open)}
          load={{ key: `card-${cardId}-document-${open.id}`, fetch: async (signal) => (await fetchFile(open.url, { signal })).blob }}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </>
  );
}
