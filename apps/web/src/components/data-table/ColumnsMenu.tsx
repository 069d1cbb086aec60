/** The list's "Columns" button: a menu of checkboxes that show or hide columns (not the primary one). */
import ViewColumnOutlinedIcon from '@mui/icons-material/ViewColumnOutlined';
import { Button, Checkbox, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ColumnVisibility } from './column-visibility.ts';

export function ColumnsMenu({ columns, visibility }: { columns: ReadonlyArray<{ id: string; header: string; primary?: boolean }>; visibility: ColumnVisibility }) {
  const { t } = useTranslation('common-table');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const choosable = columns.filter((column) => !column.primary && column.header);
  if (choosable.length === 0) return null;
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<ViewColumnOutlinedIcon />}
        aria-haspopup="true"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ whiteSpace: 'nowrap' }}
      >
        {t('columns.button')}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {choosable.map((column) => {
          const shown = !visibility.isHidden(column.id);
          return (
            <MenuItem key={column.id} role="menuitemcheckbox" aria-checked={shown} onClick={() => visibility.setHidden(column.id, shown)}>
              <ListItemIcon>
                <Checkbox edge="start" checked={shown} tabIndex={-1} disableRipple size="small" slotProps={{ input: { 'aria-hidden': true } }} />
              </ListItemIcon>
              <ListItemText>{column.header}</ListItemText>
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
