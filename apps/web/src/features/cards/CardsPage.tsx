/**
 * Card Management → Create Card (/card-management): every live card, searched by number, name or
 * mobile, filtered, sorted and paged on the server; row actions; Excel export of the current
 * filters (with progress and cancel) and batch printing.
 */
import AddIcon from '@mui/icons-material/Add';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { Avatar, Box, Button, Stack, Typography } from '@mui/material';
import { CARD_SORTS, type CardListResult, type CardSort } from '@passdesk/contract/cards/card-list';
import { CARD_PATHS } from '@passdesk/contract/cards/card-paths';
import type { CardListItem } from '@passdesk/contract/cards/card';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type DataColumn } from '../../components/data-table/DataTable.tsx';
import { useListState, type ListStateOptions } from '../../components/data-table/list-state.ts';
import { listQueryKey } from '../../components/data-table/use-list-query.ts';
import { DownloadProgress } from '../../components/files/DownloadProgress.tsx';
import { useDownload } from '../../components/files/use-download.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { requestData } from '../../lib/api.ts';
import { todayIso, useFormat } from '../../lib/format.ts';
import { useCan } from '../../session/permissions.ts';
import { BatchPrintButton } from './BatchPrintButton.tsx';
import { CARD_PERMISSION, CARDS_LIST } from './card-api.ts';
import { CardStatusChip } from './CardStatusChip.tsx';
import { CARD_FILTERS, CardFilters, type CardFilter } from './CardFilters.tsx';
import { CardRowActions } from './CardRowActions.tsx';
import { holderName, useCardActions } from './use-card-actions.tsx';

const LIST_OPTIONS: ListStateOptions<CardSort, CardFilter> = { sorts: CARD_SORTS, defaultSort: 'issue_date', defaultOrder: 'desc', filters: CARD_FILTERS };

export default function CardsPage() {
  const { t } = useTranslation('cards');
  const format = useFormat();
  const canCreate = useCan(CARD_PERMISSION, 'create');
  const list = useListState(LIST_OPTIONS);
  const result = useQuery({
    queryKey: listQueryKey(CARDS_LIST, list.query),
    queryFn: ({ signal }) => requestData<CardListResult>(CARDS_LIST, { query: list.query, signal, toastErrors: false }),
    placeholderData: keepPreviousData,
  });
  const actions = useCardActions();
  const download = useDownload();
  const { page: _page, limit: _limit, ...filtersOnly } = list.query;

  const columns: DataColumn<CardListItem, CardSort>[] = [
    {
      id: 'card',
      header: t('columns.card'),
      sortField: 'card_number',
      primary: true,
      render: (row) => (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 200 }}>
          <Avatar src={row.photo_url} alt="" variant="rounded" sx={{ width: 36, height: 46 }} />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" component={Link} to={`/card-management/${row.id}`} sx={{ fontWeight: 600, fontFamily: 'monospace', color: 'text.primary', textDecoration: 'none', '&:hover': { textDecoration: 'underline' } }}>
              {row.card_number}
            </Typography>
            <Typography variant="body2" noWrap>
              {holderName(row)}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {row.mobile}
            </Typography>
          </Box>
        </Stack>
      ),
    },
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
    { id: 'center', header: t('columns.center'), render: (row) => row.center.name },
    { id: 'issue_date', header: t('columns.issued'), sortField: 'issue_date', render: (row) => <Box component="span" sx={{ whiteSpace: 'nowrap' }}>{format.date(row.issue_date)}</Box> },
    { id: 'valid_until', header: t('columns.validUntil'), sortField: 'valid_until', render: (row) => <Box component="span" sx={{ whiteSpace: 'nowrap' }}>{format.date(row.valid_until)}</Box> },
    { id: 'status', header: t('columns.status'), render: (row) => <CardStatusChip status={row.status} reason={row.block_reason} /> },
  ];

  return (
    <>
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }} useFlexGap>
            <Button
              variant="outlined"
              startIcon={<FileDownloadOutlinedIcon />}
              onClick={() => download.start(CARD_PATHS.exportExcel, filtersOnly, `cards-${todayIso()}.xlsx`)}
              disabled={download.state.status === 'running'}
            >
              {t('export.button')}
            </Button>
            <BatchPrintButton query={filtersOnly} total={result.data?.total ?? 0} />
            {canCreate ? (
              <Button variant="contained" startIcon={<AddIcon />} component={Link} to="/card-management/add-card">
                {t('add')}
              </Button>
            ) : null}
          </Stack>
        }
      />
      <DownloadProgress download={download} label={t('export.label')} />
      <DataTable
        label={t('title')}
        columns={columns}
        rowKey={(row) => row.id}
        list={list}
        result={result}
        searchLabel={t('search')}
        filters={<CardFilters list={list} rows={result.data?.items ?? []} />}
        rowActions={(row) => <CardRowActions card={row} actions={actions} />}
        empty={{
          title: t('empty.title'),
          description: t('empty.hint'),
          action: canCreate ? (
            <Button variant="contained" startIcon={<AddIcon />} component={Link} to="/card-management/add-card">
              {t('add')}
            </Button>
          ) : undefined,
        }}
      />
      {actions.dialog}
    </>
  );
}
