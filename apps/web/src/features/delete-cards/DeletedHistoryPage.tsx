/**
 * Delete Cards → Deleted history (/delete-cards/history): every deleted card with who deleted it,
 * when and why (cards/deleted-cards/history); its details with the renewal history, and Restore
 * (Delete Cards update) with a reason.
 */
import { PERMISSION } from '@passdesk/contract/access/permissions';
import RestoreIcon from '@mui/icons-material/Restore';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { Typography } from '@mui/material';
import { REASON_MAX } from '@passdesk/contract/cards/card-statuses';
import { DELETED_CARD_SORTS, type DeletedCard, type DeletedCardSort, type DeletedCardsResult } from '@passdesk/contract/delete-cards/delete-cards';
import { useState } from 'react';
import toast from '../../lib/toast.ts';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataColumn } from '../../components/data-table/DataTable.tsx';
import { DateRangeFilter } from '../../components/data-table/DateRangeFilter.tsx';
import { dateColumn, primaryColumn, textColumn } from '../../components/data-table/cells.tsx';
import type { ListStateOptions } from '../../components/data-table/list-state.ts';
import { RowActions, type RowAction } from '../../components/data-table/RowActions.tsx';
import { useListTable } from '../../components/data-table/use-list-query.ts';
import { useListExport } from '../../components/data-table/ListExport.tsx';
import { ReasonDialog } from '../../components/ReasonDialog.tsx';
import { useFormat } from '../../lib/format.ts';
import { useCan } from '../../session/permissions.ts';
import { CardSummary } from '../../entities/card/CardSummary.tsx';
import { DELETED_HISTORY, EXPORT_PATHS, useDeleteCardWrites } from './delete-cards-api.ts';
import { DeleteCardsHeader } from './DeleteCardsTabs.tsx';
import { PlaceFilters } from './PlaceFilters.tsx';
import { DeletedCardDetails } from './DeletedCardDetails.tsx';

const FILTERS = ['category_id', 'center_id', 'deleted_from', 'deleted_to'] as const;
type Filter = (typeof FILTERS)[number];
const LIST_OPTIONS: ListStateOptions<DeletedCardSort, Filter> = { sorts: DELETED_CARD_SORTS, defaultSort: 'deleted_at', defaultOrder: 'desc', filters: FILTERS };

export default function DeletedHistoryPage() {
  const { t } = useTranslation('delete-cards');
  const format = useFormat();
  const mayRestore = useCan(PERMISSION.deleteCards, 'update');
  const { list, result } = useListTable<DeletedCard, DeletedCardSort, Filter, DeletedCardsResult>(DELETED_HISTORY, LIST_OPTIONS);
  const csv = useListExport({ path: EXPORT_PATHS.history, filename: 'deleted-cards.csv' }, list.query);
  const writes = useDeleteCardWrites();
  const [viewing, setViewing] = useState<DeletedCard | null>(null);
  const [restoring, setRestoring] = useState<DeletedCard | null>(null);
  const { filters } = list.state;

  const columns: DataColumn<DeletedCard, DeletedCardSort>[] = [
    primaryColumn('card_number', t('columns.card'), (row) => <CardSummary card={row} />, { id: 'card' }),
    textColumn('category', t('columns.category'), (row) => row.category.name),
    textColumn('center', t('columns.center'), (row) => row.center.name),
    dateColumn('deleted_at', t('columns.deletedAt'), (row) => row.deleted_at, format.dateTime, { noWrap: true }),
    textColumn('deleted_by', t('columns.deletedBy'), (row) => row.deleted_by?.name),
    {
      id: 'reason',
      header: t('columns.reason'),
      render: (row) => (
        <Typography variant="body2" sx={{ maxWidth: 280, overflowWrap: 'anywhere' }}>
          {row.delete_reason ?? '—'}
        </Typography>
      ),
    },
  ];

  const actionsOf = (row: DeletedCard): RowAction[] => [
    { id: 'view', label: t('details.open', { number: row.card_number }), icon: <VisibilityOutlinedIcon />, onClick: () => setViewing(row) },
    ...(mayRestore ? [{ id: 'restore', label: t('restore.button', { number: row.card_number }), icon: <RestoreIcon />, color: 'primary' as const, onClick: () => setRestoring(row) }] : []),
  ];

  return (
    <>
      <DeleteCardsHeader />
      {csv.progress}
      <DataTable
        label={t('tabs.history')}
        columns={columns}
        list={list}
        result={result}
        searchLabel={t('search')}
        tools={csv.button}
        filters={
          <>
            <PlaceFilters list={list} />
            <DateRangeFilter label={t('filters.deleted')} from={filters.deleted_from} to={filters.deleted_to} onChange={(from, to) => list.setFilters({ deleted_from: from, deleted_to: to })} />
          </>
        }
        rowActions={(row) => <RowActions actions={actionsOf(row)} />}
        empty={{ title: t('history.emptyTitle'), description: t('history.emptyHint') }}
      />
      {viewing ? <DeletedCardDetails card={viewing} onClose={() => setViewing(null)} /> : null}
      {restoring ? (
        <ReasonDialog
          title={t('restore.title', { number: restoring.card_number })}
          message={t('restore.message', { number: restoring.card_number })}
          confirmLabel={t('restore.confirm')}
          minLength={3}
          maxLength={REASON_MAX}
          onConfirm={async (reason) => {
            toast.success(await writes.restore(restoring.id, reason));
          }}
          onClose={() => setRestoring(null)}
        />
      ) : null}
    </>
  );
}
