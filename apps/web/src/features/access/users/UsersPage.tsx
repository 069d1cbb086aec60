/** 3. User (/user): staff accounts with their roles, center, type and status. */
import { screenPath, SCREENS } from '@passdesk/contract/navigation/screens';
import { PERMISSION } from '@passdesk/contract/access/permissions';
import { Chip, Link, Stack, Typography } from '@mui/material';
import type { AdminUser, AdminUserCreate, AdminUserUpdate } from '@passdesk/contract/access/admin-user-payloads';
import { USER_TYPES } from '@passdesk/contract/auth/user-types';
import { ADMIN_USER_SORTS } from '@passdesk/contract/http/list-sorts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { lazyComponent } from '../../../components/chunk-load.ts';
import { dateColumn, primaryColumn, statusColumn, textColumn } from '../../../components/data-table/cells.tsx';
import type { DataColumn } from '../../../components/data-table/DataTable.tsx';
import type { ListStateOptions } from '../../../components/data-table/list-state.ts';
import { RecordListScreen, recordListTexts } from '../../../components/data-table/RecordListScreen.tsx';
import { ListSelectFilter, StatusFilter } from '../../../components/data-table/SelectFilter.tsx';
import { useRecordList } from '../../../components/data-table/use-record-list.ts';
import { useFormat } from '../../../lib/format.ts';
import { EXPORT_PATHS, USER_PATHS } from '../access-api.ts';
import { RoleFilter } from './RoleFilter.tsx';
import { fullName } from './user-display.ts';
import { useUserPermissions } from './useUserPermissions.ts';

/** The form loads when it opens (components/chunk-load.ts). */
const UserFormDialog = lazyComponent(() => import('./UserFormDialog.tsx').then((module) => module.UserFormDialog));

type Sort = (typeof ADMIN_USER_SORTS)[number];
type Filter = 'role_id' | 'status' | 'user_type';
const LIST_OPTIONS: ListStateOptions<Sort, Filter> = { sorts: ADMIN_USER_SORTS, defaultSort: 'first_name', filters: ['role_id', 'status', 'user_type'] };

export default function UsersPage() {
  const { t } = useTranslation('access');
  const format = useFormat();
  const may = useUserPermissions();
  const records = useRecordList<AdminUser, AdminUserCreate | AdminUserUpdate, Sort, Filter>({
    paths: USER_PATHS,
    permission: PERMISSION.userManagement,
    listOptions: LIST_OPTIONS,
    rowRules: { update: may.canEdit, delete: may.canDelete },
  });
  const { list } = records;

  const columns: DataColumn<AdminUser, Sort>[] = [
    primaryColumn(
      'first_name',
      t('users.user'),
      (row) => (
        <Stack spacing={0.25}>
          <Link component={RouterLink} to={screenPath(SCREENS.viewUser, { id: row.id })} underline="hover" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
            {fullName(row)}
          </Link>
          <Typography variant="body2" color="textSecondary">
            {row.email}
          </Typography>
        </Stack>
      ),
      { id: 'name' },
    ),
    {
      id: 'roles',
      header: t('users.roles'),
      render: (row) =>
        row.roles.length === 0 ? (
          <Typography variant="body2" color="textSecondary">
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
    textColumn('center', t('users.center'), (row) => row.center_name),
    { id: 'user_type', header: t('users.userType'), sortField: 'user_type', render: (row) => t(`users.type.${row.user_type}`) },
    statusColumn(t('users.status'), 'status'),
    dateColumn('last_login_at', t('users.lastLogin'), (row) => row.last_login_at, format.date, { empty: t('users.never') }),
  ];

  const filters = (
    <>
      <RoleFilter list={list} />
      <StatusFilter list={list} />
      <ListSelectFilter list={list} name="user_type" label={t('users.userType')} options={USER_TYPES.map((type) => ({ value: type, label: t(`users.type.${type}`) }))} />
    </>
  );

  return (
    <RecordListScreen
      records={records}
      columns={columns}
      rowName={(row) => fullName(row)}
      filters={filters}
      viewPath={(row) => screenPath(SCREENS.viewUser, { id: row.id })}
      renderForm={(row, close) => <UserFormDialog user={row} onClose={close} />}
      texts={recordListTexts<AdminUser>(t, (row) => ({ name: fullName(row) }), 'users.')}
      exportCsv={{ path: EXPORT_PATHS.users, filename: 'users.csv' }}
    />
  );
}
