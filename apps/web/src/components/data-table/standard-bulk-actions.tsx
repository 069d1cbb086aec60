/**
 * The bulk actions every record list has when the user may take them: activate and deactivate
 * (lists with a status) and delete. One confirmation states how many rows it changes; rows the
 * user may not change (per-row limits) are left out of the count. The rows are sent one by one
 * through the list's own writes, and the toast says how many succeeded and why any failed.
 * A screen's own bulk action with the same id (`delete`...) replaces the standard one.
 */
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import ToggleOffOutlinedIcon from '@mui/icons-material/ToggleOffOutlined';
import ToggleOnOutlinedIcon from '@mui/icons-material/ToggleOnOutlined';
import { useState, type ReactNode } from 'react';
import toast from '../../lib/toast.ts';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../ConfirmDialog.tsx';
import type { BulkAction } from './BulkActionBar.tsx';
import type { RecordList } from './use-record-list.ts';

type StandardId = 'activate' | 'deactivate' | 'delete';

interface Pending<T> {
  id: StandardId;
  rows: readonly T[];
  done(): void;
}

export function useStandardBulkActions<T extends { id: number }, I, S extends string, F extends string>(
  records: RecordList<T, I, S, F>,
  own: ReadonlyArray<BulkAction<T>> = [],
): { actions: ReadonlyArray<BulkAction<T>>; dialog: ReactNode } {
  const { t } = useTranslation('common-table');
  const [pending, setPending] = useState<Pending<T> | null>(null);
  const { can, status, writes, mayUpdate, mayDelete } = records;

  const allowed = (id: StandardId, rows: readonly T[]): T[] => {
    if (id === 'delete') return rows.filter(mayDelete);
    const target = id === 'activate' ? 'active' : 'inactive';
    return rows.filter((row) => mayUpdate(row) && status?.of(row) !== target);
  };
  const standard: Array<BulkAction<T> & { id: StandardId }> = [];
  const ask = (id: StandardId) => (rows: readonly T[], done: () => void) => setPending({ id, rows, done });
  if (status && can.update) {
    standard.push({ id: 'activate', label: t('bulk.activate'), icon: <ToggleOnOutlinedIcon />, onClick: ask('activate') });
    standard.push({ id: 'deactivate', label: t('bulk.deactivate'), icon: <ToggleOffOutlinedIcon />, onClick: ask('deactivate') });
  }
  if (can.delete) standard.push({ id: 'delete', label: t('bulk.delete'), icon: <DeleteOutlineIcon />, destructive: true, onClick: ask('delete') });
  const actions = [...own, ...standard.filter((action) => !own.some((mine) => mine.id === action.id))];

  const rows = pending ? allowed(pending.id, pending.rows) : [];
  const run = async () => {
    if (!pending) return;
    const failures: string[] = [];
    for (const row of rows) {
      try {
        if (pending.id === 'delete') await writes.remove(row.id);
        else await status?.set(row, pending.id === 'activate' ? 'active' : 'inactive');
      } catch (error) {
        failures.push(error instanceof Error ? error.message : String(error));
      }
    }
    const succeeded = rows.length - failures.length;
    if (succeeded > 0) toast.success(t(`bulk.done.${pending.id}`, { count: succeeded }));
    if (failures.length > 0) toast.error(t('bulk.failed', { count: failures.length, reason: failures[0] }));
    pending.done();
  };

  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      title={pending ? t(`bulk.title.${pending.id}`, { count: rows.length }) : ''}
      message={pending ? t(rows.length < pending.rows.length ? 'bulk.someSkipped' : 'bulk.message', { count: rows.length, skipped: pending.rows.length - rows.length }) : ''}
      confirmLabel={pending ? t(`bulk.${pending.id}`) : undefined}
      destructive={pending?.id !== 'activate'}
      onConfirm={run}
      onClose={() => setPending(null)}
    />
  );
  return { actions, dialog };
}
