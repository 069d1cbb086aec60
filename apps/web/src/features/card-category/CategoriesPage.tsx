/** Card Category Management (/card-category): the pass types on offer, their fees and validity. */
import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Stack, Typography } from '@mui/material';
import { CATEGORY_SORTS, type Category, type CategoryInput } from '@passdesk/contract/master-data/category';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { DataTable, type DataColumn } from '../../components/data-table/DataTable.tsx';
import { useListState, type ListStateOptions } from '../../components/data-table/list-state.ts';
import { RowActions } from '../../components/data-table/RowActions.tsx';
import { StatusFilter } from '../../components/data-table/SelectFilter.tsx';
import { useListQuery } from '../../components/data-table/use-list-query.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { StatusChip } from '../../components/StatusChip.tsx';
import { useFormat } from '../../lib/format.ts';
import { useCan } from '../../lib/permissions.ts';
import { useRecordWrites } from '../../lib/record-api.ts';
import { CATEGORY_PATHS, CATEGORY_PERMISSION, categoryInput } from './category-api.ts';
import { CategoryFormDialog } from './CategoryFormDialog.tsx';

type Sort = (typeof CATEGORY_SORTS)[number];
const LIST_OPTIONS: ListStateOptions<Sort, 'status'> = { sorts: CATEGORY_SORTS, defaultSort: 'name', filters: ['status'] };

export default function CategoriesPage() {
  const { t } = useTranslation('categories');
  const format = useFormat();
  const canCreate = useCan(CATEGORY_PERMISSION, 'create');
  const canUpdate = useCan(CATEGORY_PERMISSION, 'update');
  const canDelete = useCan(CATEGORY_PERMISSION, 'delete');
  const list = useListState(LIST_OPTIONS);
  const result = useListQuery<Category>(CATEGORY_PATHS.list, list.query);
  const { save, remove } = useRecordWrites<Category, CategoryInput>(CATEGORY_PATHS);
  const [editing, setEditing] = useState<Category | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Category | null>(null);

  const toggleStatus = async (category: Category) => {
    const status = category.status === 'active' ? 'inactive' : 'active';
    try {
      await save(category.id, { ...categoryInput(category), status });
      toast.success(t(status === 'active' ? 'activated' : 'deactivated', { name: category.name }));
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
    }
  };

  const columns: DataColumn<Category, Sort>[] = [
    {
      id: 'name',
      header: t('fields.name'),
      sortField: 'name',
      primary: true,
      render: (row) => (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Box aria-hidden="true" sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: row.colour, flexShrink: 0 }} />
          <Box>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {row.name}
            </Typography>
            {row.description ? (
              <Typography variant="caption" color="text.secondary" sx={{ display: 'block', maxWidth: 240 }} noWrap title={row.description}>
                {row.description}
              </Typography>
            ) : null}
          </Box>
        </Stack>
      ),
    },
    { id: 'code', header: t('fields.code'), sortField: 'code', render: (row) => <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>{row.code}</Typography> },
    { id: 'fee', header: t('fields.fee'), sortField: 'fee', align: 'right', render: (row) => format.money(row.fee) },
    { id: 'renewal_fee', header: t('fields.renewalFee'), sortField: 'renewal_fee', align: 'right', render: (row) => format.money(row.renewal_fee) },
    { id: 'validity_days', header: t('fields.validity'), sortField: 'validity_days', align: 'right', render: (row) => t('validityDays', { count: row.validity_days }) },
    { id: 'route_scope', header: t('fields.routeScope'), render: (row) => <Box component="span" sx={{ whiteSpace: 'nowrap' }}>{t(`scope.${row.route_scope}`)}</Box> },
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
        filters={<StatusFilter value={list.state.filters.status} onChange={(value) => list.setFilter('status', value)} />}
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
      {editing ? <CategoryFormDialog category={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
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
