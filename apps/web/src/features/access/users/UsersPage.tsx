/** 3. User (/user): staff accounts with their roles, center, type and status. */
import AddIcon from '@mui/icons-material/Add';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { Button, Chip, IconButton, Link, Stack, Tooltip, Typography } from '@mui/material';
import { ADMIN_USER_SORTS, USER_TYPES, type AdminUser } from '@passdesk/contract/access/admin-user-payloads';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { DataTable, type DataColumn } from '../../../components/data-table/DataTable.tsx';
import { useListState, type ListStateOptions } from '../../../components/data-table/list-state.ts';
import { RowActions } from '../../../components/data-table/RowActions.tsx';
import { SelectFilter, StatusFilter } from '../../../components/data-table/SelectFilter.tsx';
import { useListQuery } from '../../../components/data-table/use-list-query.ts';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { StatusChip } from '../../../components/StatusChip.tsx';
import { useFormat } from '../../../lib/format.ts';
import { useAccessWrites, USERS_PATH, useUserOptions } from '../access-api.ts';
import { fullName } from './user-display.ts';
import { UserFormDialog } from './UserFormDialog.tsx';
import { useUserPermissions } from './useUserPermissions.ts';

type Sort = (typeof ADMIN_USER_SORTS)[number];
type Filter = 'role_id' | 'status' | 'user_type';
const LIST_OPTIONS: ListStateOptions<Sort, Filter> = { sorts: ADMIN_USER_SORTS, defaultSort: 'first_name', filters: ['role_id', 'status', 'user_type'] };

export default function UsersPage() {
  const { t } = useTranslation('access');
  const format = useFormat();
  const may = useUserPermissions();
  const list = useListState(LIST_OPTIONS);
  const result = useListQuery<AdminUser>(USERS_PATH, list.query);
  const options = useUserOptions();
  const { deleteUser } = useAccessWrites();
  const [editing, setEditing] = useState<AdminUser | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminUser | null>(null);

  const columns: DataColumn<AdminUser, Sort>[] = [
    {
      id: 'name',
      header: t('users.user'),
      sortField: 'first_name',
      primary: true,
      render: (row) => (
        <Stack spacing={0.25}>
          <Link component={RouterLink} to={`/user/${row.id}`} underline="hover" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
            {fullName(row)}
          </Link>
          <Typography variant="body2" color="text.secondary">
            {row.email}
          </Typography>
        </Stack>
      ),
    },
    {
      id: 'roles',
      header: t('users.roles'),
      render: (row) =>
        row.roles.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('users.noRoles')}
          </Typography>
        ) : (
          <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {row.roles.map((role, index) => (
              <Chip key={role.id} size="small" variant={index === 0 ? 'filled' : 'outlined'} label={role.name} />
            ))}
          </Stack>
        ),
    },
    { id: 'center', header: t('users.center'), render: (row) => row.center_name ?? '—' },
    { id: 'user_type', header: t('users.userType'), sortField: 'user_type', render: (row) => t(`users.type.${row.user_type}`) },
    { id: 'status', header: t('users.status'), sortField: 'status', render: (row) => <StatusChip status={row.status} /> },
    {
      id: 'last_login_at',
      header: t('users.lastLogin'),
      sortField: 'last_login_at',
      render: (row) => (row.last_login_at ? format.date(row.last_login_at) : t('users.never')),
    },
  ];

  const filters = (
    <>
      <SelectFilter
        label={t('users.role')}
        value={list.state.filters.role_id}
        onChange={(value) => list.setFilter('role_id', value)}
        options={(options.data?.roles ?? []).map((role) => ({ value: String(role.id), label: role.name }))}
      />
      <StatusFilter value={list.state.filters.status} onChange={(value) => list.setFilter('status', value)} />
      <SelectFilter
        label={t('users.userType')}
        value={list.state.filters.user_type}
        onChange={(value) => list.setFilter('user_type', value)}
        options={USER_TYPES.map((type) => ({ value: type, label: t(`users.type.${type}`) }))}
      />
    </>
  );

  return (
    <>
      <PageHeader
        title={t('users.title')}
        subtitle={t('users.subtitle')}
        actions={
          may.canCreate ? (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')} sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
              {t('users.add')}
            </Button>
          ) : undefined
        }
      />
      <DataTable
        label={t('users.title')}
        columns={columns}
        rowKey={(row) => row.id}
        list={list}
        result={result}
        searchLabel={t('users.search')}
        filters={filters}
        rowActions={(row) => (
          <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
            <Tooltip title={t('users.view', { name: fullName(row) })}>
              <IconButton size="small" component={RouterLink} to={`/user/${row.id}`} aria-label={t('users.view', { name: fullName(row) })}>
                <VisibilityOutlinedIcon fontSize="small" />
              </IconButton>
            </Tooltip>
            <RowActions
              name={fullName(row)}
              onEdit={may.canEdit(row) ? () => setEditing(row) : undefined}
              onDelete={may.canDelete(row) ? () => setDeleting(row) : undefined}
            />
          </Stack>
        )}
        empty={{
          title: t('users.emptyTitle'),
          description: t('users.emptyHint'),
          action: may.canCreate ? <Button variant="contained" onClick={() => setEditing('new')}>{t('users.add')}</Button> : undefined,
        }}
      />
      {editing ? <UserFormDialog user={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t('users.deleteTitle')}
        message={t('users.deleteMessage', { name: deleting ? fullName(deleting) : '' })}
        onConfirm={async () => {
          if (!deleting) return;
          await deleteUser(deleting.id);
          toast.success(t('users.deleted'));
        }}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
