/** 1. Permissions (/permissions): the named items roles grant flags on. System ones are locked. */
import { PERMISSION } from '@passdesk/contract/access/permissions';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { Chip, Stack, Typography } from '@mui/material';
import type { Permission, PermissionBody, PermissionList } from '@passdesk/contract/access/permission-payloads';
import { PERMISSION_SORTS } from '@passdesk/contract/http/list-sorts';
import { useTranslation } from 'react-i18next';
import { lazyComponent } from '../../../components/chunk-load.ts';
import { primaryColumn, textColumn } from '../../../components/data-table/cells.tsx';
import type { DataColumn } from '../../../components/data-table/DataTable.tsx';
import type { ListStateOptions } from '../../../components/data-table/list-state.ts';
import { RecordListScreen, recordListTexts } from '../../../components/data-table/RecordListScreen.tsx';
import { useRecordList } from '../../../components/data-table/use-record-list.ts';
import { EXPORT_PATHS, PERMISSION_PATHS, permissionListItems } from '../access-api.ts';
import { Hint } from '../../../components/Hint.tsx';

/** The form loads when it opens (components/chunk-load.ts). */
const PermissionFormDialog = lazyComponent(() => import('./PermissionFormDialog.tsx').then((module) => module.PermissionFormDialog));

type Sort = (typeof PERMISSION_SORTS)[number];
const LIST_OPTIONS: ListStateOptions<Sort, never> = { sorts: PERMISSION_SORTS, defaultSort: 'name' };
/** The seeded permissions cannot be deleted (the server refuses too). */
const ROW_RULES = { delete: (row: Permission) => !row.system };

export default function PermissionsPage() {
  const { t } = useTranslation('access');
  const records = useRecordList<Permission, PermissionBody, Sort, never, PermissionList>({
    paths: PERMISSION_PATHS,
    permission: PERMISSION.userManagement,
    listOptions: LIST_OPTIONS,
    rowRules: ROW_RULES,
    selectList: permissionListItems,
  });

  const columns: DataColumn<Permission, Sort>[] = [
    primaryColumn('name', t('permissions.name'), (row) => (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        {row.system ? (
          <Hint title={t('permissions.lockedHint')}>
            <LockOutlinedIcon fontSize="small" color="action" aria-label={t('permissions.locked')} />
          </Hint>
        ) : null}
        <Typography variant="body2" dir="auto" sx={{ fontWeight: 600 }}>
          {row.name}
        </Typography>
      </Stack>
    )),
    textColumn('description', t('permissions.description'), (row) => row.description),
    {
      id: 'system',
      header: t('permissions.kind'),
      sortField: 'system',
      render: (row) => <Chip size="small" variant="outlined" color={row.system ? 'primary' : 'default'} label={row.system ? t('permissions.system') : t('permissions.custom')} />,
    },
  ];

  return (
    <RecordListScreen
      records={records}
      columns={columns}
      rowName={(row) => row.name}
      renderForm={(row, close) => <PermissionFormDialog permission={row} onClose={close} />}
      texts={recordListTexts<Permission>(t, (row) => ({ name: row.name }), 'permissions.')}
      exportCsv={{ path: EXPORT_PATHS.permissions, filename: 'permissions.csv' }}
    />
  );
}
