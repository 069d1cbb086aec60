/**
 * The buttons of a row, in the order given (view, edit, print, block, activate/deactivate,
 * delete...): each an icon button with a tooltip, labelled with the row's name for screen readers;
 * a `to` makes it a link (a view page). The caller leaves out what the user may not do.
 */
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import ToggleOffOutlinedIcon from '@mui/icons-material/ToggleOffOutlined';
import ToggleOnOutlinedIcon from '@mui/icons-material/ToggleOnOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { IconButton, Stack, type IconButtonProps } from '@mui/material';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Hint } from '../Hint.tsx';

export interface RowAction {
  /** Unique within the row: 'view', 'edit', 'print', 'block', 'delete'... */
  id: string;
  /** Tooltip and accessible name, naming the row ("Edit Student Monthly"). */
  label: string;
  icon: ReactNode;
  onClick?(): void;
  /** A page to open instead of a click handler. */
  to?: string;
  color?: IconButtonProps['color'];
  disabled?: boolean;
}

export function RowActions({ actions }: { actions: readonly RowAction[] }) {
  return (
    <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
      {actions.map((action) => (
        <Hint key={action.id} title={action.label}>
          {action.to ? (
            <IconButton size="small" component={Link} to={action.to} aria-label={action.label} color={action.color} disabled={action.disabled}>
              {action.icon}
            </IconButton>
          ) : (
            <IconButton size="small" aria-label={action.label} onClick={action.onClick} color={action.color} disabled={action.disabled}>
              {action.icon}
            </IconButton>
          )}
        </Hint>
      ))}
    </Stack>
  );
}

type Status = 'active' | 'inactive';

/** The common actions, labelled from the `common-table` namespace (`t` of that namespace). */
export const rowAction = {
  view: (t: TFunction<'common-table'>, name: string, to: string): RowAction => ({ id: 'view', label: t('row.view', { name }), icon: <VisibilityOutlinedIcon fontSize="small" />, to }),
  /** `target`: a click handler (a dialog) or the path of an edit page. */
  edit: (t: TFunction<'common-table'>, name: string, target: (() => void) | string): RowAction => ({
    id: 'edit',
    label: t('row.edit', { name }),
    icon: <EditOutlinedIcon fontSize="small" />,
    ...(typeof target === 'string' ? { to: target } : { onClick: target }),
  }),
  toggleStatus: (t: TFunction<'common-table'>, name: string, status: Status, onClick: () => void): RowAction => ({
    id: 'status',
    label: status === 'active' ? t('row.deactivate', { name }) : t('row.activate', { name }),
    icon: status === 'active' ? <ToggleOnOutlinedIcon fontSize="small" /> : <ToggleOffOutlinedIcon fontSize="small" />,
    color: status === 'active' ? 'success' : 'default',
    onClick,
  }),
  delete: (t: TFunction<'common-table'>, name: string, onClick: () => void): RowAction => ({ id: 'delete', label: t('row.delete', { name }), icon: <DeleteOutlineIcon fontSize="small" />, color: 'error', onClick }),
};
