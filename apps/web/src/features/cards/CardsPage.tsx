/**
 * Card Management → Create Card (/card-management): every live card, searched by number, name or
 * mobile, filtered, sorted and paged on the server, on the shared RecordListScreen: view and edit
 * (pages of their own), print, block/unblock and delete (each with a reason) per row; Excel export
 * of the current filters and batch printing in the heading, CSV export in the list's tools (both
 * exports through the shared ListExport, with progress and cancel).
 */
import { screenPath, SCREENS } from '@passdesk/contract/navigation/screens';
import { PERMISSION } from '@passdesk/contract/access/permissions';
import BlockIcon from '@mui/icons-material/Block';
import LockOpenOutlinedIcon from '@mui/icons-material/LockOpenOutlined';
import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import { Box, Stack, Typography } from '@mui/material';
import type { CardSort } from '@passdesk/contract/cards/card-list';
import { CARD_SORTS } from '@passdesk/contract/http/list-sorts';
import { CARD_PATHS } from '@passdesk/contract/cards/cards-paths';
import type { CardListItem } from '@passdesk/contract/cards/card';
import { useTranslation } from 'react-i18next';
import { CardSummary } from '../../entities/card/CardSummary.tsx';
import { dateColumn, primaryColumn, textColumn } from '../../components/data-table/cells.tsx';
import type { DataColumn } from '../../components/data-table/DataTable.tsx';
import type { ListStateOptions } from '../../components/data-table/list-state.ts';
import { useListExport } from '../../components/data-table/ListExport.tsx';
import { RecordListScreen, type RecordListTexts } from '../../components/data-table/RecordListScreen.tsx';
import type { RowAction } from '../../components/data-table/RowActions.tsx';
import { useRecordList } from '../../components/data-table/use-record-list.ts';
import { todayIso, useFormat } from '../../lib/format.ts';
import { recordPaths } from '../../lib/record-api.ts';
import { BatchPrintButton } from './BatchPrintButton.tsx';
import { CardStatusChip } from '../../entities/card/CardStatusChip.tsx';
import { CARD_FILTERS, CardFilters, type CardFilter } from './CardFilters.tsx';
import { useCardActions } from './use-card-actions.tsx';

const LIST_OPTIONS: ListStateOptions<CardSort, CardFilter> = { sorts: CARD_SORTS, defaultSort: 'issue_date', defaultOrder: 'desc', filters: CARD_FILTERS };
// Writes go through the card pages and the reason dialogs (use-card-actions); the table refreshes with them.
const PATHS = recordPaths({ list: CARD_PATHS.list, create: CARD_PATHS.create, update: CARD_PATHS.update, remove: CARD_PATHS.delete });

export default function CardsPage() {
  const { t } = useTranslation('cards');
  const format = useFormat();
  const records = useRecordList<CardListItem, never, CardSort, CardFilter>({ paths: PATHS, permission: PERMISSION.cardManagement, listOptions: LIST_OPTIONS });
  const actions = useCardActions();
  const { page: _page, limit: _limit, ...filtersOnly } = records.list.query;
  const excel = useListExport({ path: CARD_PATHS.exportExcel, filename: `cards-${todayIso()}.xlsx`, format: 'xlsx' }, filtersOnly);

  const texts: RecordListTexts<CardListItem> = {
    title: t('title'),
    subtitle: t('subtitle'),
    search: t('search'),
    add: t('add'),
    emptyTitle: t('empty.title'),
    emptyHint: t('empty.hint'),
    // A card is deleted with a reason (onDelete below), not through the plain confirmation.
    deleteTitle: '',
    deleteMessage: () => '',
    deleted: () => '',
  };

  const columns: DataColumn<CardListItem, CardSort>[] = [
    primaryColumn('card_number', t('columns.card'), (row) => <CardSummary card={row} to={screenPath(SCREENS.viewCard, { id: row.id })} />, { id: 'card' }),
    {
      id: 'category',
      header: t('columns.category'),
      render: (row) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Box aria-hidden="true" sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: row.category.colour, flexShrink: 0 }} />
          <Typography variant="body2">{row.category.name}</Typography>
        </Stack>
      ),
    },
    { id: 'route', header: t('columns.route'), render: (row) => (row.route ? `${row.route.route_number} · ${row.route.name}` : t('allRoutes')) },
    textColumn('center', t('columns.center'), (row) => row.center.name),
    dateColumn('issue_date', t('columns.issued'), (row) => row.issue_date, format.date, { noWrap: true }),
    dateColumn('valid_until', t('columns.validUntil'), (row) => row.valid_until, format.date, { noWrap: true }),
    { id: 'status', header: t('columns.status'), render: (row) => <CardStatusChip status={row.status} reason={row.block_reason} /> },
  ];

  const cardActions = (row: CardListItem): RowAction[] => {
    const number = row.card_number;
    const blocked = row.status === 'blocked';
    const list: RowAction[] = [{ id: 'print', label: t('row.print', { number }), icon: <PrintOutlinedIcon fontSize="small" />, onClick: () => actions.print(row) }];
    if (records.can.update) {
      list.push({
        id: 'block',
        label: blocked ? t('row.unblock', { number }) : t('row.block', { number }),
        icon: blocked ? <LockOpenOutlinedIcon fontSize="small" /> : <BlockIcon fontSize="small" />,
        color: blocked ? 'success' : 'warning',
        onClick: () => actions.block(row),
      });
    }
    return list;
  };

  return (
    <>
      <RecordListScreen
        records={records}
        texts={texts}
        columns={columns}
        filters={<CardFilters list={records.list} rows={records.result.data?.items ?? []} />}
        rowName={(row) => t('row.name', { number: row.card_number })}
        addPath={SCREENS.addCard}
        viewPath={(row) => screenPath(SCREENS.viewCard, { id: row.id })}
        editPath={(row) => screenPath(SCREENS.editCard, { id: row.id })}
        extraActions={cardActions}
        onDelete={(row) => actions.remove(row)}
        exportCsv={{ path: CARD_PATHS.exportCsv, filename: `cards-${todayIso()}.csv` }}
        actions={
          <>
            {excel.button}
            <BatchPrintButton query={filtersOnly} total={records.result.data?.total ?? 0} />
          </>
        }
      />
      {excel.progress}
      {actions.dialog}
    </>
  );
}
