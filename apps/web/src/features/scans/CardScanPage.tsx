/** Card Scan (/card-scan): every check inspectors made, with its verdict and challan; CSV of the current filters. */
import { SCREENS } from '@passdesk/contract/navigation/screens';
import { Box, Button, Typography } from '@mui/material';
import { PERMISSION } from '@passdesk/contract/access/permissions';
import { useQuery } from '@tanstack/react-query';
import { CARD_SCAN_PATHS } from '@passdesk/contract/scans/scans-paths';
import { CARD_SCAN_SORTS, SCAN_RESULTS, type CardScan } from '@passdesk/contract/scans/scan';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dateColumn, primaryColumn, textColumn } from '../../components/data-table/cells.tsx';
import { DataTable, type DataColumn } from '../../components/data-table/DataTable.tsx';
import { DateRangeFilter } from '../../components/data-table/DateRangeFilter.tsx';
import type { ListStateOptions } from '../../components/data-table/list-state.ts';
import { SearchBox } from '../../components/data-table/SearchBox.tsx';
import { ListSelectFilter } from '../../components/data-table/SelectFilter.tsx';
import { useListTable } from '../../components/data-table/use-list-query.ts';
import { useListExport } from '../../components/data-table/ListExport.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ScanResultChip } from '../../components/ScanResultChip.tsx';
import { requestData } from '../../lib/api.ts';
import { CardReference } from '../../entities/card/CardReference.tsx';
import { useFormat } from '../../lib/format.ts';
import { useCan } from '../../session/permissions.ts';

type Sort = (typeof CARD_SCAN_SORTS)[number];
const FILTERS = ['result', 'from', 'to', 'mobile_user_id', 'route_id', 'card_number'] as const;
type Filter = (typeof FILTERS)[number];
const LIST_OPTIONS: ListStateOptions<Sort, Filter> = { sorts: CARD_SCAN_SORTS, defaultSort: 'scanned_at', defaultOrder: 'desc', filters: FILTERS };

interface Options {
  inspectors: Array<{ id: number; name: string; employee_code: string }>;
  routes: Array<{ id: number; route_number: string; name: string }>;
}

export default function CardScanPage() {
  const { t } = useTranslation('scans');
  const format = useFormat();
  const { list, result } = useListTable<CardScan, Sort, Filter>(CARD_SCAN_PATHS.list, LIST_OPTIONS);
  const csv = useListExport({ path: CARD_SCAN_PATHS.exportCsv, filename: 'card-scans.csv' }, list.query);
  const options = useQuery({ queryKey: [CARD_SCAN_PATHS.options], queryFn: () => requestData<Options>(CARD_SCAN_PATHS.options) });
  const { filters } = list.state;
  // The offence table is kept behind the Card Scan permission (docs/api.md "Offences").
  const mayReadOffences = useCan(PERMISSION.cardScan, 'read');

  const columns: DataColumn<CardScan, Sort>[] = [
    dateColumn('scanned_at', t('fields.scannedAt'), (row) => row.scanned_at, format.dateTime),
    {
      id: 'result',
      header: t('fields.result'),
      sortField: 'result',
      render: (row) => <ScanResultChip result={row.result} />,
    },
    primaryColumn('card_number', t('fields.card'), (row) => <CardReference cardId={row.card_id} cardNumber={row.card_number} holder={row.holder_name} />),
    {
      id: 'inspector',
      header: t('fields.inspector'),
      render: (row) => (
        <Box>
          <Typography variant="body2">{row.inspector_name}</Typography>
          <Typography variant="caption" color="textSecondary">
            {row.employee_code} · {t(`mode.${row.mode}`)}
          </Typography>
        </Box>
      ),
    },
    textColumn('route', t('fields.route'), (row) => [row.route_number, row.bus_number].filter(Boolean).join(' · ')),
    {
      id: 'challan',
      header: t('fields.challan'),
      render: (row) =>
        row.challan ? (
          <Box>
            <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
              {row.challan.challan_number}
            </Typography>
            <Typography variant="caption" color="textSecondary">
              {format.money(row.challan.penalty_amount)} · {t(`payment.${row.challan.payment_mode}`)} · {row.challan.offence}
            </Typography>
          </Box>
        ) : (
          '—'
        ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          <>
            {mayReadOffences ? (
              <Button component={Link} to={SCREENS.offences} variant="outlined">
                {t('offences')}
              </Button>
            ) : null}
            {csv.button}
          </>
        }
      />
      {csv.progress}
      <DataTable
        label={t('title')}
        columnsId={CARD_SCAN_PATHS.list}
        columns={columns}
        list={list}
        result={result}
        searchLabel={t('search')}
        filters={
          <>
            <ListSelectFilter list={list} name="result" label={t('fields.result')} options={SCAN_RESULTS.map((value) => ({ value, label: t(`result.${value}`) }))} />
            <DateRangeFilter
              label={t('fields.scannedAt')}
              from={filters.from}
              to={filters.to}
              onChange={(from, to) => list.setFilters({ from, to })}
            />
            <ListSelectFilter
              list={list}
              name="mobile_user_id"
              label={t('fields.inspector')}
              options={(options.data?.inspectors ?? []).map((inspector) => ({ value: String(inspector.id), label: `${inspector.name} (${inspector.employee_code})` }))}
            />
            <ListSelectFilter
              list={list}
              name="route_id"
              label={t('fields.route')}
              options={(options.data?.routes ?? []).map((route) => ({ value: String(route.id), label: `${route.route_number} · ${route.name}` }))}
            />
            <SearchBox icon={false} label={t('fields.cardNumber')} value={filters.card_number} onSearch={(value) => list.setFilter('card_number', value)} />
          </>
        }
        empty={{ title: t('emptyTitle'), description: t('emptyHint') }}
      />
    </>
  );
}
