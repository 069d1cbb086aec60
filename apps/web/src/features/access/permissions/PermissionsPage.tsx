/** 1. Permissions (/permissions): the named items roles grant flags on. System ones are locked. */
import AddIcon from '@mui/icons-material/Add';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { Button, Chip, Stack, Tooltip, Typography } from '@mui/material';
import { PERMISSION_SORTS, type Permission } from '@passdesk/contract/access/permission-payloads';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { DataTable, type DataColumn } from '../../../components/data-table/DataTable.tsx';
import { useListState, type ListStateOptions } from '../../../components/data-table/list-state.ts';
import { RowActions } from '../../../components/data-table/RowActions.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { useCan } from '../../../lib/permissions.ts';
import { useAccessWrites, usePermissionList } from '../access-api.ts';
import { USER_MANAGEMENT } from '../module.ts';
import { PermissionFormDialog } from './PermissionFormDialog.tsx';

type Sort = (typeof PERMISSION_SORTS)[number];
const LIST_OPTIONS: ListStateOptions<Sort, never> = { sorts: PERMISSION_SORTS, defaultSort: 'name' };

export default function PermissionsPage() {
  const { t } = useTranslation('access');
  const canCreate = useCan(USER_MANAGEMENT, 'create');
  const canUpdate = useCan(USER_MANAGEMENT, 'update');
  const canDelete = useCan(USER_MANAGEMENT, 'delete');
  const list = useListState(LIST_OPTIONS);
  const result = usePermissionList(list.query);
  const { deletePermission } = useAccessWrites();
  const [editing, setEditing] = useState<Permission | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Permission | null>(null);

  const columns: DataColumn<Permission, Sort>[] = [
    {
      id: 'name',
      header: t('permissions.name'),
      sortField: 'name',
      primary: true,
      render: (row) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          {row.system ? (
            <Tooltip title={t('permissions.lockedHint')}>
              <LockOutlinedIcon fontSize="small" color="action" aria-label={t('permissions.locked')} />
            </Tooltip>
          ) : null}
          <Typography variant="body2" dir="auto" sx={{ fontWeight: 600 }}>
            {row.name}
          </Typography>
        </Stack>
      ),
    },
    { id: 'description', header: t('permissions.description'), render: (row) => row.description || '—' },
    {
      id: 'system',
      header: t('permissions.kind'),
      sortField: 'system',
      render: (row) => <Chip size="small" variant="outlined" color={row.system ? 'primary' : 'default'} label={row.system ? t('permissions.system') : t('permissions.custom')} />,
    },
  ];
  const showActions = canUpdate || canDelete;

  return (
    <>
      <PageHeader
        title={t('permissions.title')}
        subtitle={t('permissions.subtitle')}
        actions={
          canCreate ? (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')} sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
              {t('permissions.add')}
            </Button>
          ) : undefined
        }
      />
      <DataTable
        label={t('permissions.title')}
        columns={columns}
        rowKey={(row) => row.id}
        list={list}
        result={result}
        searchLabel={t('permissions.search')}
        rowActions={
          showActions
            ? (row) => (
                <RowActions
                  name={row.name}
                  onEdit={canUpdate ? () => setEditing(row) : undefined}
                  onDelete={canDelete && !row.system ? () => setDeleting(row) : undefined}
                />
              )
            : undefined
        }
        empty={{
          title: t('permissions.emptyTitle'),
          description: t('permissions.emptyHint'),
          action: canCreate ? <Button variant="contained" onClick={() => setEditing('new')}>{t('permissions.add')}</Button> : undefined,
        }}
      />
      {editing ? <PermissionFormDialog permission={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t('permissions.deleteTitle')}
        message={t('permissions.deleteMessage', { name: deleting?.name ?? '' })}
        onConfirm={async () => {
          if (!deleting) return;
          await deletePermission(deleting.id);
          toast.success(t('permissions.deleted'));
        }}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
