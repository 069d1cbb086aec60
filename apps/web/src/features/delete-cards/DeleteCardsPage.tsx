/**
 * Delete Cards (/delete-cards): every live card (cards/all), searched by number, name or mobile and
 * filtered by category, center and status; one card is deleted from its row, several by picking
 * them (across pages) and using the bar. Both ask for a reason; several also for their number.
 */
import { PERMISSION } from '@passdesk/contract/access/permissions';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import type { CardListResult, CardSort } from '@passdesk/contract/cards/card-list';
import { CARD_LIST_STATUSES } from '@passdesk/contract/cards/card-statuses';
import { CARD_SORTS } from '@passdesk/contract/http/list-sorts';
import type { CardListItem } from '@passdesk/contract/cards/card';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BulkActionBar } from '../../components/data-table/BulkActionBar.tsx';
import { DataTable, type DataColumn } from '../../components/data-table/DataTable.tsx';
import { dateColumn, primaryColumn, textColumn } from '../../components/data-table/cells.tsx';
import type { ListStateOptions } from '../../components/data-table/list-state.ts';
import { useRowSelection } from '../../components/data-table/row-selection.ts';
import { RowActions } from '../../components/data-table/RowActions.tsx';
import { ListSelectFilter } from '../../components/data-table/SelectFilter.tsx';
import { useListTable } from '../../components/data-table/use-list-query.ts';
import { useListExport } from '../../components/data-table/ListExport.tsx';
import { CardStatusChip } from '../../entities/card/CardStatusChip.tsx';
import { useCardStatusOptions } from '../../entities/card/card-status.ts';
import { useFormat } from '../../lib/format.ts';
import { useCan } from '../../session/permissions.ts';
import { CardSummary } from '../../entities/card/CardSummary.tsx';
import { ALL_CARDS, EXPORT_PATHS } from './delete-cards-api.ts';
import { DeleteCardsDialog } from './DeleteCardsDialog.tsx';
import { DeleteCardsHeader } from './DeleteCardsTabs.tsx';
import { PlaceFilters } from './PlaceFilters.tsx';

const FILTERS = ['category_id', 'center_id', 'status'] as const;
type Filter = (typeof FILTERS)[number];
const LIST_OPTIONS: ListStateOptions<CardSort, Filter> = { sorts: CARD_SORTS, defaultSort: 'issue_date', defaultOrder: 'desc', filters: FILTERS };
const byId = (card: CardListItem) => card.id;


export default function DeleteCardsPage() {
  const { t } = useTranslation('delete-cards');
  const statusOptions = useCardStatusOptions(CARD_LIST_STATUSES);
  const format = useFormat();
  const mayDelete = useCan(PERMISSION.deleteCards, 'delete');
  const { list, result } = useListTable<CardListItem, CardSort, Filter, CardListResult>(ALL_CARDS, LIST_OPTIONS);
  const csv = useListExport({ path: EXPORT_PATHS.all, filename: 'cards.csv' }, list.query);
  const picked = useRowSelection(byId);
  const [asking, setAsking] = useState<{ cards: readonly CardListItem[]; done(): void } | null>(null);

  const columns: DataColumn<CardListItem, CardSort>[] = [
    primaryColumn('card_number', t('columns.card'), (row) => <CardSummary card={row} />, { id: 'card' }),
    textColumn('category', t('columns.category'), (row) => row.category.name),
    textColumn('center', t('columns.center'), (row) => row.center.name),
    dateColumn('issue_date', t('columns.issued'), (row) => row.issue_date, format.date, { noWrap: true }),
    dateColumn('valid_until', t('columns.validUntil'), (row) => row.valid_until, format.date, { noWrap: true }),
    { id: 'status', header: t('columns.status'), render: (row) => <CardStatusChip status={row.status} /> },
  ];

  return (
    <>
      <DeleteCardsHeader />
      {csv.progress}
      <DataTable
        label={t('tabs.all')}
        columns={columns}
        list={list}
        result={result}
        searchLabel={t('search')}
        tools={csv.button}
        filters={
          <>
            <PlaceFilters list={list} />
            <ListSelectFilter list={list} name="status" label={t('filters.status')} options={statusOptions} />
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
