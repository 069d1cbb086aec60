/** Route Management (/routes): the bus routes passes are valid on, with their stops. Added on /routes/add-route, edited here. */
import { SCREENS } from '@passdesk/contract/navigation/screens';
import { PERMISSION } from '@passdesk/contract/access/permissions';
import EastIcon from '@mui/icons-material/East';
import { Box, Chip, Stack, Typography } from '@mui/material';
import type { Route, RouteInput } from '@passdesk/contract/master-data/route';
import { useTranslation } from 'react-i18next';
import { lazyComponent } from '../../components/chunk-load.ts';
import { primaryColumn, statusColumn } from '../../components/data-table/cells.tsx';
import type { DataColumn } from '../../components/data-table/DataTable.tsx';
import { RecordListScreen, recordListTexts } from '../../components/data-table/RecordListScreen.tsx';
import { SearchBox } from '../../components/data-table/SearchBox.tsx';
import { StatusFilter } from '../../components/data-table/SelectFilter.tsx';
import { statusToggle, useRecordList } from '../../components/data-table/use-record-list.ts';
import { useFormat } from '../../lib/format.ts';
import { ROUTE_EXPORT_PATH, ROUTE_PATHS, routeInput } from './routes-api.ts';
import { ROUTES_LIST_OPTIONS as LIST_OPTIONS, type RouteFilter as Filter, type RouteSort as Sort } from './routes-list.ts';
import { Hint } from '../../components/Hint.tsx';

/** The form loads when it opens (components/chunk-load.ts). */
const RouteFormDialog = lazyComponent(() => import('./RouteFormDialog.tsx').then((module) => module.RouteFormDialog));

const STOPS_SHOWN = 3;

export default function RoutesPage() {
  const { t } = useTranslation('routes');
  const format = useFormat();
  const texts = recordListTexts<Route>(t, (row) => ({ number: row.route_number, name: row.name }));
  const records = useRecordList<Route, RouteInput, Sort, Filter>({ paths: ROUTE_PATHS, permission: PERMISSION.routeManagement, listOptions: LIST_OPTIONS, status: statusToggle(routeInput, texts.statusChanged) });
  const { list } = records;

  const columns: DataColumn<Route, Sort>[] = [
    primaryColumn('route_number', t('fields.routeNumber'), (row) => <Chip label={row.route_number} size="small" color="primary" variant="outlined" sx={{ fontWeight: 700, minWidth: 52 }} />, { width: 110 }),
    { id: 'name', header: t('fields.name'), sortField: 'name', render: (row) => <Typography variant="body2" sx={{ fontWeight: 600 }}>{row.name}</Typography> },
    {
      id: 'origin',
      header: t('fields.origin'),
      sortField: 'origin',
      render: (row) => (
        <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
          <span>{row.origin}</span>
          <EastIcon fontSize="inherit" color="action" aria-label={t('to')} sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }} />
        </Stack>
      ),
    },
    { id: 'destination', header: t('fields.destination'), sortField: 'destination', render: (row) => row.destination },
    {
      id: 'via',
      header: t('fields.via'),
      render: (row) =>
        row.via.length === 0 ? (
          '—'
        ) : (
          <Hint title={row.via.join(' · ')}>
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {row.via.slice(0, STOPS_SHOWN).join(', ')}
              {row.via.length > STOPS_SHOWN ? ` ${t('moreStops', { count: row.via.length - STOPS_SHOWN })}` : ''}
            </Box>
          </Hint>
        ),
    },
    { id: 'distance_km', header: t('fields.distance'), sortField: 'distance_km', align: 'right', render: (row) => t('distanceKm', { distance: format.number(row.distance_km) }) },
    statusColumn(t('fields.status'), 'status'),
  ];

  return (
    <RecordListScreen
      records={records}
      columns={columns}
      rowName={(row) => t('routeName', { number: row.route_number })}
      addPath={SCREENS.addRoute}
      filters={
        <>
          <StatusFilter list={list} />
          <SearchBox icon={false} label={t('fields.origin')} value={list.state.filters.origin} onSearch={(value) => list.setFilter('origin', value)} />
          <SearchBox icon={false} label={t('fields.destination')} value={list.state.filters.destination} onSearch={(value) => list.setFilter('destination', value)} />
        </>
      }
      renderForm={(row, close) => (row ? <RouteFormDialog route={row} onClose={close} /> : null)}
      texts={texts}
      exportCsv={{ path: ROUTE_EXPORT_PATH, filename: 'routes.csv' }}
    />
  );
}
