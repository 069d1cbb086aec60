/** Center Management (/center-management): the pass centers and depots cards are issued at. */
import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Typography } from '@mui/material';
import { CENTER_SORTS, type Center, type CenterInput } from '@passdesk/contract/master-data/center';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { DataTable, type DataColumn } from '../../components/data-table/DataTable.tsx';
import { useListState, type ListStateOptions } from '../../components/data-table/list-state.ts';
import { RowActions } from '../../components/data-table/RowActions.tsx';
import { SearchBox } from '../../components/data-table/SearchBox.tsx';
import { StatusFilter } from '../../components/data-table/SelectFilter.tsx';
import { useListQuery } from '../../components/data-table/use-list-query.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { StatusChip } from '../../components/StatusChip.tsx';
import { useCan } from '../../lib/permissions.ts';
import { useRecordWrites } from '../../lib/record-api.ts';
import { CENTER_PATHS, CENTER_PERMISSION, centerInput } from './center-api.ts';
import { CenterFormDialog } from './CenterFormDialog.tsx';

type Sort = (typeof CENTER_SORTS)[number];
const LIST_OPTIONS: ListStateOptions<Sort, 'status' | 'city'> = { sorts: CENTER_SORTS, defaultSort: 'name', filters: ['status', 'city'] };

export default function CentersPage() {
  const { t } = useTranslation('centers');
  const canCreate = useCan(CENTER_PERMISSION, 'create');
  const canUpdate = useCan(CENTER_PERMISSION, 'update');
  const canDelete = useCan(CENTER_PERMISSION, 'delete');
  const list = useListState(LIST_OPTIONS);
  const result = useListQuery<Center>(CENTER_PATHS.list, list.query);
  const { save, remove } = useRecordWrites<Center, CenterInput>(CENTER_PATHS);
  const [editing, setEditing] = useState<Center | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Center | null>(null);

  const toggleStatus = async (center: Center) => {
    const status = center.status === 'active' ? 'inactive' : 'active';
    try {
      await save(center.id, { ...centerInput(center), status });
      toast.success(t(status === 'active' ? 'activated' : 'deactivated', { name: center.name }));
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
    }
  };

  const columns: DataColumn<Center, Sort>[] = [
    {
      id: 'name',
      header: t('fields.name'),
      sortField: 'name',
      primary: true,
      render: (row) => (
        <Box>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {row.name}
          </Typography>
          {row.address ? (
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block', maxWidth: 320 }} noWrap title={row.address}>
              {row.address}
            </Typography>
          ) : null}
        </Box>
      ),
    },
    { id: 'code', header: t('fields.code'), sortField: 'code', render: (row) => <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>{row.code}</Typography> },
    { id: 'city', header: t('fields.city'), sortField: 'city', render: (row) => row.city || '—' },
    { id: 'phone', header: t('fields.phone'), render: (row) => row.phone || '—' },
    { id: 'email', header: t('fields.email'), render: (row) => row.email || '—' },
    { id: 'status', header: t('fields.status'), sortField: 'status', render: (row) => <StatusChip status={row.status} /> },
  ];

  const addButton = canCreate ? (
    <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
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
            <SearchBox icon={false} label={t('fields.city')} value={list.state.filters.city} onSearch={(value) => list.setFilter('city', value)} />
          </>
        }
        rowActions={
          canUpdate || canDelete
            ? (row) => (
                <RowActions
                  name={row.name}
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
      {editing ? <CenterFormDialog center={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t('deleteTitle')}
        message={t('deleteMessage', { name: deleting?.name ?? '' })}
        onConfirm={async () => {
          if (!deleting) return;
          await remove(deleting.id);
          toast.success(t('deleted', { name: deleting.name }));
        }}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
