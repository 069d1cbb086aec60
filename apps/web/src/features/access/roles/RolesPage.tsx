/** 2. Roles (/roles): the roles, what each grants and how many users hold it. */
import AddIcon from '@mui/icons-material/Add';
import { Button, Chip, Typography } from '@mui/material';
import { ROLE_SORTS, type Role } from '@passdesk/contract/access/role-payloads';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { DataTable, type DataColumn } from '../../../components/data-table/DataTable.tsx';
import { useListState, type ListStateOptions } from '../../../components/data-table/list-state.ts';
import { RowActions } from '../../../components/data-table/RowActions.tsx';
import { useListQuery } from '../../../components/data-table/use-list-query.ts';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { useFormat } from '../../../lib/format.ts';
import { useCan } from '../../../lib/permissions.ts';
import { ROLES_PATH, useAccessWrites } from '../access-api.ts';
import { USER_MANAGEMENT } from '../module.ts';
import { grantedCount } from './role-grid.ts';
import { RoleFormDialog } from './RoleFormDialog.tsx';

type Sort = (typeof ROLE_SORTS)[number];
const LIST_OPTIONS: ListStateOptions<Sort, never> = { sorts: ROLE_SORTS, defaultSort: 'name' };

export default function RolesPage() {
  const { t } = useTranslation('access');
  const format = useFormat();
  const canCreate = useCan(USER_MANAGEMENT, 'create');
  const canUpdate = useCan(USER_MANAGEMENT, 'update');
  const canDelete = useCan(USER_MANAGEMENT, 'delete');
  const list = useListState(LIST_OPTIONS);
  const result = useListQuery<Role>(ROLES_PATH, list.query);
  const { deleteRole } = useAccessWrites();
  const [editing, setEditing] = useState<Role | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Role | null>(null);

  const columns: DataColumn<Role, Sort>[] = [
    {
      id: 'name',
      header: t('roles.name'),
      sortField: 'name',
      primary: true,
      render: (row) => (
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {row.name}
        </Typography>
      ),
    },
    { id: 'description', header: t('roles.description'), render: (row) => row.description || '—' },
    {
      id: 'permissions',
      header: t('roles.permissions'),
      render: (row) => <Chip size="small" variant="outlined" label={t('roles.grantedCount', { count: grantedCount(row.permissions) })} />,
    },
    { id: 'user_count', header: t('roles.users'), sortField: 'user_count', align: 'right', render: (row) => format.number(row.user_count) },
    { id: 'updated_at', header: t('roles.updatedAt'), sortField: 'updated_at', render: (row) => format.dateTime(row.updated_at) },
  ];

  return (
    <>
      <PageHeader
        title={t('roles.title')}
        subtitle={t('roles.subtitle')}
        actions={
          canCreate ? (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')} sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
              {t('roles.add')}
            </Button>
          ) : undefined
        }
      />
      <DataTable
        label={t('roles.title')}
        columns={columns}
        rowKey={(row) => row.id}
        list={list}
        result={result}
        searchLabel={t('roles.search')}
        rowActions={
          canUpdate || canDelete
            ? (row) => (
                <RowActions name={row.name} onEdit={canUpdate ? () => setEditing(row) : undefined} onDelete={canDelete ? () => setDeleting(row) : undefined} />
              )
            : undefined
        }
        empty={{
          title: t('roles.emptyTitle'),
          description: t('roles.emptyHint'),
          action: canCreate ? <Button variant="contained" onClick={() => setEditing('new')}>{t('roles.add')}</Button> : undefined,
        }}
      />
      {editing ? <RoleFormDialog role={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t('roles.deleteTitle')}
        message={t('roles.deleteMessage', { name: deleting?.name ?? '' })}
        onConfirm={async () => {
          if (!deleting) return;
          await deleteRole(deleting.id);
          toast.success(t('roles.deleted'));
        }}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
