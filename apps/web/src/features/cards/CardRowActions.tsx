/** A card row's buttons: view and edit at hand, print, block/unblock and delete in a menu. */
import BlockIcon from '@mui/icons-material/Block';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import LockOpenOutlinedIcon from '@mui/icons-material/LockOpenOutlined';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { IconButton, ListItemIcon, ListItemText, Menu, MenuItem, Stack, Tooltip } from '@mui/material';
import type { CardListItem } from '@passdesk/contract/cards/card';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { useCardActions } from './use-card-actions.tsx';

export function CardRowActions({ card, actions }: { card: CardListItem; actions: ReturnType<typeof useCardActions> }) {
  const { t } = useTranslation('cards');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const number = card.card_number;
  const close = () => setAnchor(null);
  const run = (action: () => void) => () => {
    close();
    action();
  };
  const blocked = card.status === 'blocked';

  return (
    <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
      <Tooltip title={t('row.view', { number })}>
        <IconButton size="small" component={Link} to={`/card-management/${card.id}`} aria-label={t('row.view', { number })}>
          <VisibilityOutlinedIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      {actions.can.update ? (
        <Tooltip title={t('row.edit', { number })}>
          <IconButton size="small" component={Link} to={`/card-management/edit-card/${card.id}`} aria-label={t('row.edit', { number })}>
            <EditOutlinedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : null}
      <Tooltip title={t('row.more', { number })}>
        <IconButton size="small" aria-label={t('row.more', { number })} aria-haspopup="menu" onClick={(event) => setAnchor(event.currentTarget)}>
          <MoreVertIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} transformOrigin={{ vertical: 'top', horizontal: 'right' }}>
        <MenuItem onClick={run(() => actions.print(card))}>
          <ListItemIcon>
            <PrintOutlinedIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('actions.print')}</ListItemText>
        </MenuItem>
        {actions.can.update ? (
          <MenuItem onClick={run(() => actions.block(card))}>
            <ListItemIcon>{blocked ? <LockOpenOutlinedIcon fontSize="small" /> : <BlockIcon fontSize="small" />}</ListItemIcon>
            <ListItemText>{blocked ? t('actions.unblock') : t('actions.block')}</ListItemText>
          </MenuItem>
        ) : null}
        {actions.can.delete ? (
          <MenuItem onClick={run(() => actions.remove(card))} sx={{ color: 'error.main' }}>
            <ListItemIcon sx={{ color: 'inherit' }}>
              <DeleteOutlineIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t('actions.delete')}</ListItemText>
          </MenuItem>
        ) : null}
      </Menu>
    </Stack>
  );
}
