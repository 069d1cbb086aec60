/** 2. Roles (/roles): the roles, what each grants and how many users hold it. */
import { PERMISSION } from '@passdesk/contract/access/permissions';
import { Chip } from '@mui/material';
import type { Role, RoleBody } from '@passdesk/contract/access/role-payloads';
import { ROLE_SORTS } from '@passdesk/contract/http/list-sorts';
import { useTranslation } from 'react-i18next';
import { lazyComponent } from '../../../components/chunk-load.ts';
import { dateColumn, primaryColumn, textColumn, TitleCell } from '../../../components/data-table/cells.tsx';
import type { DataColumn } from '../../../components/data-table/DataTable.tsx';
import type { ListStateOptions } from '../../../components/data-table/list-state.ts';
import { RecordListScreen, recordListTexts } from '../../../components/data-table/RecordListScreen.tsx';
import { useRecordList } from '../../../components/data-table/use-record-list.ts';
import { useFormat } from '../../../lib/format.ts';
import { EXPORT_PATHS, ROLE_PATHS } from '../access-api.ts';
import { grantedCount } from './role-grid.ts';

/** The form loads when it opens (components/chunk-load.ts). */
const RoleFormDialog = lazyComponent(() => import('./RoleFormDialog.tsx').then((module) => module.RoleFormDialog));

type Sort = (typeof ROLE_SORTS)[number];
const LIST_OPTIONS: ListStateOptions<Sort, never> = { sorts: ROLE_SORTS, defaultSort: 'name' };

export default function RolesPage() {
  const { t } = useTranslation('access');
  const format = useFormat();
  const records = useRecordList<Role, RoleBody, Sort>({ paths: ROLE_PATHS, permission: PERMISSION.userManagement, listOptions: LIST_OPTIONS });

  const columns: DataColumn<Role, Sort>[] = [
    primaryColumn('name', t('roles.name'), (row) => <TitleCell title={row.name} />),
    textColumn('description', t('roles.description'), (row) => row.description),
    {
      id: 'permissions',
      header: t('roles.permissions'),
      render: (row) => <Chip size="small" variant="outlined" label={t('roles.grantedCount', { count: grantedCount(row.permissions) })} />,
    },
    { id: 'requires_second_factor', header: t('roles.secondFactor'), render: (row) => (row.requires_second_factor ? t('roles.secondFactorRequired') : t('roles.secondFactorOptional')) },
    { id: 'user_count', header: t('roles.users'), sortField: 'user_count', align: 'right', render: (row) => format.number(row.user_count) },
    dateColumn('updated_at', t('roles.updatedAt'), (row) => row.updated_at, format.dateTime),
  ];

  return (
    <RecordListScreen
      records={records}
      columns={columns}
      rowName={(row) => row.name}
      renderForm={(row, close) => <RoleFormDialog role={row} onClose={close} />}
      texts={recordListTexts<Role>(t, (row) => ({ name: row.name }), 'roles.')}
      exportCsv={{ path: EXPORT_PATHS.roles, filename: 'roles.csv' }}
    />
  );
}
