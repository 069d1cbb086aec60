/**
 * Delete Cards (/delete-cards): every live card (cards/all), searched by number, name or mobile and
 * filtered by category, center and status; one card is deleted from its row, several by picking
 * them (across pages) and using the bar. Both ask for a reason; several also for their number.
 */
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { Box } from '@mui/material';
import { CARD_LIST_STATUSES, CARD_SORTS, type CardListResult, type CardSort } from '@passdesk/contract/cards/card-list';
import type { CardListItem, CardStatus } from '@passdesk/contract/cards/card';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BulkActionBar } from '../../components/data-table/BulkActionBar.tsx';
import { DataTable, type DataColumn } from '../../components/data-table/DataTable.tsx';
import { useListState, type ListStateOptions } from '../../components/data-table/list-state.ts';
import { useRowSelection } from '../../components/data-table/row-selection.ts';
import { RowActions } from '../../components/data-table/RowActions.tsx';
import { SelectFilter } from '../../components/data-table/SelectFilter.tsx';
import { useListQuery } from '../../components/data-table/use-list-query.ts';
import { StatusChip } from '../../components/StatusChip.tsx';
import { useFormat } from '../../lib/format.ts';
import { useCan } from '../../session/permissions.ts';
import { CardCell } from '../../components/data-table/CardCell.tsx';
import { ALL_CARDS, DELETE_CARDS_PERMISSION } from './delete-cards-api.ts';
import { DeleteCardsDialog } from './DeleteCardsDialog.tsx';
import { DeleteCardsHeader } from './DeleteCardsTabs.tsx';
import { PlaceFilters } from './PlaceFilters.tsx';

const FILTERS = ['category_id', 'center_id', 'status'] as const;
const LIST_OPTIONS: ListStateOptions<CardSort, (typeof FILTERS)[number]> = { sorts: CARD_SORTS, defaultSort: 'issue_date', defaultOrder: 'desc', filters: FILTERS };
const byId = (card: CardListItem) => card.id;

const statusChip = (t: (key: string) => string, status: CardStatus) => <StatusChip status={status === 'deleted' ? 'failed' : status} label={t(`status.${status}`)} />;

export default function DeleteCardsPage() {
  const { t } = useTranslation('delete-cards');
  const format = useFormat();
  const mayDelete = useCan(DELETE_CARDS_PERMISSION, 'delete');
  const list = useListState(LIST_OPTIONS);
  const result = useListQuery<CardListItem, CardListResult>(ALL_CARDS, list.query);
  const picked = useRowSelection(byId);
  const [asking, setAsking] = useState<{ cards: readonly CardListItem[]; done(): void } | null>(null);
  const { filters } = list.state;

  const columns: DataColumn<CardListItem, CardSort>[] = [
    { id: 'card', header: t('columns.card'), sortField: 'card_number', primary: true, render: (row) => <CardCell card={row} /> },
    { id: 'category', header: t('columns.category'), render: (row) => row.category.name },
    { id: 'center', header: t('columns.center'), render: (row) => row.center.name },
    { id: 'issue_date', header: t('columns.issued'), sortField: 'issue_date', render: (row) => <Box component="span" sx={{ whiteSpace: 'nowrap' }}>{format.date(row.issue_date)}</Box> },
    { id: 'valid_until', header: t('columns.validUntil'), sortField: 'valid_until', render: (row) => <Box component="span" sx={{ whiteSpace: 'nowrap' }}>{format.date(row.valid_until)}</Box> },
    { id: 'status', header: t('columns.status'), render: (row) => statusChip(t, row.status) },
  ];

  return (
    <>
      <DeleteCardsHeader />
      <DataTable
        label={t('tabs.all')}
        columns={columns}
        rowKey={byId}
        list={list}
        result={result}
        searchLabel={t('search')}
        filters={
          <>
            <PlaceFilters list={list} />
            <SelectFilter
              label={t('filters.status')}
              value={filters.status}
              onChange={(value) => list.setFilter('status', value)}
              options={CARD_LIST_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
            />
          </>
        }
        selection={
          mayDelete
            ? {
                rows: picked,
                rowLabel: (row) => t('select', { number: row.card_number }),
                pageLabel: t('selectPage'),
                bar: (
                  <BulkActionBar
                    selection={picked}
                    actions={[{ id: 'delete', label: t('deleteSelected'), icon: <DeleteOutlineIcon />, destructive: true, onClick: (cards, done) => setAsking({ cards, done }) }]}
                  />
                ),
              }
            : undefined
        }
        rowActions={
          mayDelete
            ? (row) => (
                <RowActions
                  actions={[{ id: 'delete', label: t('deleteOne', { number: row.card_number }), icon: <DeleteOutlineIcon />, color: 'error', onClick: () => setAsking({ cards: [row], done: () => picked.setMany([row], false) }) }]}
                />
              )
            : undefined
        }
        empty={{ title: t('empty.title'), description: t('empty.hint') }}
      />
      {asking ? <DeleteCardsDialog cards={asking.cards} onDone={asking.done} onClose={() => setAsking(null)} /> : null}
    </>
  );
}
