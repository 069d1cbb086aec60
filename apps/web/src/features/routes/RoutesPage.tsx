/** Route Management (/routes): the bus routes passes are valid on, with their stops. */
import AddIcon from '@mui/icons-material/Add';
import EastIcon from '@mui/icons-material/East';
import { Box, Button, Chip, Stack, Tooltip, Typography } from '@mui/material';
import { ROUTE_SORTS, type Route, type RouteInput } from '@passdesk/contract/master-data/route';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { DataTable, type DataColumn } from '../../components/data-table/DataTable.tsx';
import { useListState, type ListStateOptions } from '../../components/data-table/list-state.ts';
import { RowActions } from '../../components/data-table/RowActions.tsx';
import { SearchBox } from '../../components/data-table/SearchBox.tsx';
import { StatusFilter } from '../../components/data-table/SelectFilter.tsx';
import { useListQuery } from '../../components/data-table/use-list-query.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { StatusChip } from '../../components/StatusChip.tsx';
import { useFormat } from '../../lib/format.ts';
import { useCan } from '../../lib/permissions.ts';
import { useRecordWrites } from '../../lib/record-api.ts';
import { ROUTE_PATHS, ROUTE_PERMISSION, routeInput } from './route-api.ts';
import { RouteFormDialog } from './RouteFormDialog.tsx';

type Sort = (typeof ROUTE_SORTS)[number];
type Filter = 'status' | 'origin' | 'destination';
const LIST_OPTIONS: ListStateOptions<Sort, Filter> = { sorts: ROUTE_SORTS, defaultSort: 'route_number', filters: ['status', 'origin', 'destination'] };
const STOPS_SHOWN = 3;

export default function RoutesPage() {
  const { t } = useTranslation('routes');
  const format = useFormat();
  const canCreate = useCan(ROUTE_PERMISSION, 'create');
  const canUpdate = useCan(ROUTE_PERMISSION, 'update');
  const canDelete = useCan(ROUTE_PERMISSION, 'delete');
  const list = useListState(LIST_OPTIONS);
  const result = useListQuery<Route>(ROUTE_PATHS.list, list.query);
  const { save, remove } = useRecordWrites<Route, RouteInput>(ROUTE_PATHS);
  const [editing, setEditing] = useState<Route | null>(null);
  const [deleting, setDeleting] = useState<Route | null>(null);

  const toggleStatus = async (route: Route) => {
    const status = route.status === 'active' ? 'inactive' : 'active';
    try {
      await save(route.id, { ...routeInput(route), status });
      toast.success(t(status === 'active' ? 'activated' : 'deactivated', { number: route.route_number }));
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
    }
  };

  const columns: DataColumn<Route, Sort>[] = [
    {
      id: 'route_number',
      header: t('fields.routeNumber'),
      sortField: 'route_number',
      primary: true,
      width: 110,
      render: (row) => <Chip label={row.route_number} size="small" color="primary" variant="outlined" sx={{ fontWeight: 700, minWidth: 52 }} />,
    },
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
          <Tooltip title={row.via.join(' · ')}>
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {row.via.slice(0, STOPS_SHOWN).join(', ')}
              {row.via.length > STOPS_SHOWN ? ` ${t('moreStops', { count: row.via.length - STOPS_SHOWN })}` : ''}
            </Box>
          </Tooltip>
        ),
    },
    { id: 'distance_km', header: t('fields.distance'), sortField: 'distance_km', align: 'right', render: (row) => t('distanceKm', { distance: format.number(row.distance_km) }) },
    { id: 'status', header: t('fields.status'), sortField: 'status', render: (row) => <StatusChip status={row.status} /> },
  ];

  const addButton = canCreate ? (
    <Button component={Link} to="/routes/add-route" variant="contained" startIcon={<AddIcon />}>
      {t('add')}
    </Button>
  ) : undefined;

  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} actions={addButton} />
      <DataTable
        label={t('title')}
        columns={columns}
        rowKey={(row) => row.id}
        list={list}
        result={result}
        searchLabel={t('search')}
        filters={
          <>
            <StatusFilter value={list.state.filters.status} onChange={(value) => list.setFilter('status', value)} />
            <SearchBox icon={false} label={t('fields.origin')} value={list.state.filters.origin} onSearch={(value) => list.setFilter('origin', value)} />
            <SearchBox icon={false} label={t('fields.destination')} value={list.state.filters.destination} onSearch={(value) => list.setFilter('destination', value)} />
          </>
        }
        rowActions={
          canUpdate || canDelete
            ? (row) => (
                <RowActions
                  name={t('routeName', { number: row.route_number })}
                  status={row.status}
                  onEdit={canUpdate ? () => setEditing(row) : undefined}
                  onToggleStatus={canUpdate ? () => void toggleStatus(row) : undefined}
                  onDelete={canDelete ? () => setDeleting(row) : undefined}
                />
              )
            : undefined
        }
        empty={{ title: t('emptyTitle'), description: t('emptyHint'), action: addButton }}
      />
      {editing ? <RouteFormDialog route={editing} onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t('deleteTitle')}
        message={t('deleteMessage', { number: deleting?.route_number ?? '', name: deleting?.name ?? '' })}
        onConfirm={async () => {
          if (!deleting) return;
          await remove(deleting.id);
          toast.success(t('deleted', { number: deleting.route_number }));
        }}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
