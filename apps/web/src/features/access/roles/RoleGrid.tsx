/**
 * One row per permission, a checkbox per action, and "select all" per row (last column) and per
 * column (header). Controlled: it shows `value` and reports every change through `onChange`.
 * Below 600 px wide (a phone) each permission is a card of its own with its labelled checkboxes,
 * so no action column is ever off-screen (RoleCards).
 */
import { Box, Checkbox, FormControlLabel, Paper, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography, useMediaQuery, useTheme } from '@mui/material';
import { ACTIONS, flagsFor, type Action, type PermissionMap } from '@passdesk/contract/access/permissions';
import { useTranslation } from 'react-i18next';
import { MixedCheckbox } from '../../../components/MixedCheckbox.tsx';
import { columnSelection, rowSelection, setColumn, setFlag, setRow, type GridRow } from './role-grid.ts';

export interface RoleGridProps {
  rows: readonly GridRow[];
  value: PermissionMap;
  onChange(next: PermissionMap): void;
  disabled?: boolean;
}

export function RoleGrid({ rows, value, onChange, disabled }: RoleGridProps) {
  const { t } = useTranslation('access');
  const names = rows.map((row) => row.name);
  const actionLabel = (action: Action) => t(`roles.action.${action}`);
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  if (phone) return <RoleCards rows={rows} value={value} onChange={onChange} disabled={disabled} />;

  return (
    <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1.5, maxHeight: '55vh' }}>
      <Table size="small" stickyHeader aria-label={t('roles.gridLabel')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('roles.permission')}</TableCell>
            {ACTIONS.map((action) => {
              const selection = columnSelection(value, names, action);
              return (
                <TableCell key={action} align="center" sx={{ whiteSpace: 'nowrap' }}>
                  <Box component="label" sx={{ display: 'inline-flex', flexDirection: 'column', alignItems: 'center', cursor: 'pointer' }}>
                    {actionLabel(action)}
                    <MixedCheckbox
                      size="small"
                      checked={selection === 'all'}
                      indeterminate={selection === 'some'}
                      disabled={disabled || names.length === 0}
                      onChange={(event) => onChange(setColumn(value, names, action, event.target.checked))}
                      slotProps={{ input: { 'aria-label': t('roles.selectColumn', { action: actionLabel(action) }) } }}
                    />
                  </Box>
                </TableCell>
              );
            })}
            <TableCell align="center">{t('roles.all')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.name} hover>
              <TableCell component="th" scope="row" sx={{ pl: 2 + row.depth * 3 }}>
                {/* Names are data, often English inside a right-to-left page: "1. Permissions" keeps its order. */}
                <Typography variant="body2" dir="auto" sx={{ fontWeight: row.depth === 0 ? 600 : 400 }}>
                  {row.name}
                </Typography>
              </TableCell>
              {ACTIONS.map((action) => (
                <TableCell key={action} align="center" padding="checkbox">
                  <FlagCheckbox name={row.name} action={action} value={value} onChange={onChange} disabled={disabled} />
                </TableCell>
              ))}
              <TableCell align="center" padding="checkbox">
                <RowCheckbox name={row.name} value={value} onChange={onChange} disabled={disabled} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** The phone form of the grid: one card per permission, its actions as labelled checkboxes, then "All". */
function RoleCards({ rows, value, onChange, disabled }: RoleGridProps) {
  const { t } = useTranslation('access');
  return (
    <Stack component="ul" spacing={1} aria-label={t('roles.gridLabel')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {rows.map((row) => (
        <Paper component="li" variant="outlined" key={row.name} sx={{ px: 1.5, py: 1, ml: row.depth * 2 }}>
          <Typography variant="body2" dir="auto" sx={{ fontWeight: row.depth === 0 ? 600 : 400 }}>
            {row.name}
          </Typography>
          <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', columnGap: 1 }}>
            {ACTIONS.map((action) => (
              <FormControlLabel
                key={action}
                label={t(`roles.action.${action}`)}
                sx={{ mr: 0 }}
                control={<FlagCheckbox name={row.name} action={action} value={value} onChange={onChange} disabled={disabled} />}
              />
            ))}
            <FormControlLabel
              label={t('roles.all')}
              sx={{ mr: 0 }}
              control={<RowCheckbox name={row.name} value={value} onChange={onChange} disabled={disabled} />}
            />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

interface CellProps {
  name: string;
  value: PermissionMap;
  onChange(next: PermissionMap): void;
  disabled?: boolean;
}

/** One permission's one action, as in both forms of the grid. */
function FlagCheckbox({ name, action, value, onChange, disabled }: CellProps & { action: Action }) {
  const { t } = useTranslation('access');
  return (
    <Checkbox
      size="small"
      checked={flagsFor(value, name)[action]}
      disabled={disabled}
      onChange={(event) => onChange(setFlag(value, name, action, event.target.checked))}
      slotProps={{ input: { 'aria-label': t('roles.flagLabel', { action: t(`roles.action.${action}`), permission: name }) } }}
    />
  );
}

/** "All" for one permission: checked when every action is, indeterminate when some are. */
function RowCheckbox({ name, value, onChange, disabled }: CellProps) {
  const { t } = useTranslation('access');
  const selection = rowSelection(value, name);
  return (
    <MixedCheckbox
      size="small"
      checked={selection === 'all'}
      indeterminate={selection === 'some'}
      disabled={disabled}
      onChange={(event) => onChange(setRow(value, name, event.target.checked))}
      slotProps={{ input: { 'aria-label': t('roles.selectRow', { permission: name }) } }}
    />
  );
}
