/**
 * Delete Cards → Deleted history (/delete-cards/history): every deleted card with who deleted it,
 * when and why (cards/deleted-cards/history); its details with the renewal history, and Restore
 * (Delete Cards update) with a reason.
 */
import RestoreIcon from '@mui/icons-material/Restore';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { Box, Typography } from '@mui/material';
import { REASON_MAX } from '@passdesk/contract/cards/card-fields';
import { DELETED_CARD_SORTS, type DeletedCard, type DeletedCardSort, type DeletedCardsResult } from '@passdesk/contract/delete-cards/delete-cards';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataColumn } from '../../components/data-table/DataTable.tsx';
import { DateRangeFilter } from '../../components/data-table/DateRangeFilter.tsx';
import { useListState, type ListStateOptions } from '../../components/data-table/list-state.ts';
import { RowActions, type RowAction } from '../../components/data-table/RowActions.tsx';
import { useListQuery } from '../../components/data-table/use-list-query.ts';
import { ReasonDialog } from '../../components/ReasonDialog.tsx';
import { useFormat } from '../../lib/format.ts';
import { useCan } from '../../session/permissions.ts';
import { CardCell } from '../../components/data-table/CardCell.tsx';
import { DELETE_CARDS_PERMISSION, DELETED_HISTORY, useDeleteCardWrites } from './delete-cards-api.ts';
import { DeleteCardsHeader } from './DeleteCardsTabs.tsx';
import { PlaceFilters } from './PlaceFilters.tsx';
import { DeletedCardDetails } from './DeletedCardDetails.tsx';

const FILTERS = ['category_id', 'center_id', 'deleted_from', 'deleted_to'] as const;
const LIST_OPTIONS: ListStateOptions<DeletedCardSort, (typeof FILTERS)[number]> = { sorts: DELETED_CARD_SORTS, defaultSort: 'deleted_at', defaultOrder: 'desc', filters: FILTERS };

export default function DeletedHistoryPage() {
  const { t } = useTranslation('delete-cards');
  const format = useFormat();
  const mayRestore = useCan(DELETE_CARDS_PERMISSION, 'update');
  const list = useListState(LIST_OPTIONS);
  const result = useListQuery<DeletedCard, DeletedCardsResult>(DELETED_HISTORY, list.query);
  const writes = useDeleteCardWrites();
  const [viewing, setViewing] = useState<DeletedCard | null>(null);
  const [restoring, setRestoring] = useState<DeletedCard | null>(null);
  const { filters } = list.state;

  const columns: DataColumn<DeletedCard, DeletedCardSort>[] = [
    { id: 'card', header: t('columns.card'), sortField: 'card_number', primary: true, render: (row) => <CardCell card={row} /> },
    { id: 'category', header: t('columns.category'), render: (row) => row.category.name },
    { id: 'center', header: t('columns.center'), render: (row) => row.center.name },
    {
      id: 'deleted_at',
      header: t('columns.deletedAt'),
      sortField: 'deleted_at',
      render: (row) => (
        <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
          {format.dateTime(row.deleted_at)}
        </Box>
      ),
    },
    { id: 'deleted_by', header: t('columns.deletedBy'), render: (row) => row.deleted_by?.name ?? '—' },
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
      <DataTable
        label={t('tabs.history')}
        columns={columns}
        rowKey={(row) => row.id}
        list={list}
        result={result}
        searchLabel={t('search')}
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
