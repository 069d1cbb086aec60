/** Mobile App User (/mobile-user): inspectors who sign in to the Android app. */
import { PERMISSION } from '@passdesk/contract/access/permissions';
import { MOBILE_USER_SORTS } from '@passdesk/contract/http/list-sorts';
import type { MobileUser } from '@passdesk/contract/mobile-users/mobile-user';
import { useTranslation } from 'react-i18next';
import { lazyComponent } from '../../components/chunk-load.ts';
import { dateColumn, primaryColumn, statusColumn, textColumn, TitleCell } from '../../components/data-table/cells.tsx';
import type { DataColumn } from '../../components/data-table/DataTable.tsx';
import type { ListStateOptions } from '../../components/data-table/list-state.ts';
import { RecordListScreen, recordListTexts } from '../../components/data-table/RecordListScreen.tsx';
import { StatusFilter } from '../../components/data-table/SelectFilter.tsx';
import { statusToggle, useRecordList } from '../../components/data-table/use-record-list.ts';
import { useFormat } from '../../lib/format.ts';
import { MOBILE_USER_EXPORT_PATH, MOBILE_USER_PATHS, mobileUserInput, type MobileUserInput } from './mobile-users-api.ts';

/** The form loads when it opens (components/chunk-load.ts). */
const MobileUserFormDialog = lazyComponent(() => import('./MobileUserFormDialog.tsx').then((module) => module.MobileUserFormDialog));

type Sort = (typeof MOBILE_USER_SORTS)[number];
type Filter = 'status';
const LIST_OPTIONS: ListStateOptions<Sort, Filter> = { sorts: MOBILE_USER_SORTS, defaultSort: 'name', filters: ['status'] };

export default function MobileUsersPage() {
  const { t } = useTranslation('mobile-users');
  const format = useFormat();
  const texts = recordListTexts<MobileUser>(t, (row) => ({ name: row.name }));
  const records = useRecordList<MobileUser, MobileUserInput, Sort, Filter>({ paths: MOBILE_USER_PATHS, permission: PERMISSION.mobileAppManagement, listOptions: LIST_OPTIONS, status: statusToggle(mobileUserInput, texts.statusChanged) });
  const { list } = records;

  const columns: DataColumn<MobileUser, Sort>[] = [
    primaryColumn('name', t('fields.name'), (row) => <TitleCell title={row.name} detail={row.employee_code} monospaceDetail />),
    { id: 'mobile', header: t('fields.mobile'), sortField: 'mobile', render: (row) => row.mobile },
    textColumn('depot', t('fields.depot'), (row) => row.center_name),
    dateColumn('last_seen_at', t('fields.lastSeen'), (row) => row.last_seen_at, format.dateTime, { empty: t('never') }),
    { id: 'phones', header: t('fields.phones'), align: 'right', render: (row) => format.number(row.active_sessions) },
    statusColumn(t('fields.status'), 'status'),
  ];

  return (
    <RecordListScreen
      records={records}
      columns={columns}
      rowName={(row) => row.name}
      filters={<StatusFilter list={list} />}
      exportCsv={{ path: MOBILE_USER_EXPORT_PATH, filename: 'mobile-users.csv' }}
      renderForm={(row, close) => <MobileUserFormDialog user={row} onClose={close} />}
      texts={texts}
    />
  );
}
