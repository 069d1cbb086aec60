/**
 * The buttons of a row: edit, activate/deactivate, delete — each only when given (the caller
 * leaves out what the user may not do), each labelled with the row's name for screen readers.
 */
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import ToggleOffOutlinedIcon from '@mui/icons-material/ToggleOffOutlined';
import ToggleOnOutlinedIcon from '@mui/icons-material/ToggleOnOutlined';
import { IconButton, Stack, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';

export interface RowActionsProps {
  /** The row's name, for the buttons' labels ("Edit Student Monthly"). */
  name: string;
  status?: 'active' | 'inactive';
  onEdit?(): void;
  onToggleStatus?(): void;
  onDelete?(): void;
  disabled?: boolean;
}

export function RowActions({ name, status, onEdit, onToggleStatus, onDelete, disabled }: RowActionsProps) {
  const { t } = useTranslation('common-table');
  const toggleLabel = status === 'active' ? t('row.deactivate', { name }) : t('row.activate', { name });
  return (
    <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
      {onEdit ? (
        <Tooltip title={t('row.edit', { name })}>
          <IconButton size="small" aria-label={t('row.edit', { name })} onClick={onEdit} disabled={disabled}>
            <EditOutlinedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : null}
      {onToggleStatus && status ? (
        <Tooltip title={toggleLabel}>
          <IconButton size="small" aria-label={toggleLabel} onClick={onToggleStatus} disabled={disabled} color={status === 'active' ? 'success' : 'default'}>
            {status === 'active' ? <ToggleOnOutlinedIcon fontSize="small" /> : <ToggleOffOutlinedIcon fontSize="small" />}
          </IconButton>
        </Tooltip>
      ) : null}
      {onDelete ? (
        <Tooltip title={t('row.delete', { name })}>
          <IconButton size="small" aria-label={t('row.delete', { name })} onClick={onDelete} disabled={disabled} color="error">
            <DeleteOutlineIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : null}
    </Stack>
  );
}
