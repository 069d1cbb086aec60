/** Center Management (/center-management): the pass centers and depots cards are issued at. */
import { PERMISSION } from '@passdesk/contract/access/permissions';
import { CENTER_SORTS } from '@passdesk/contract/http/list-sorts';
import type { Center, CenterInput } from '@passdesk/contract/master-data/center';
import { useTranslation } from 'react-i18next';
import { lazyComponent } from '../../components/chunk-load.ts';
import { CodeText, primaryColumn, statusColumn, textColumn, TitleCell } from '../../components/data-table/cells.tsx';
import type { DataColumn } from '../../components/data-table/DataTable.tsx';
import type { ListStateOptions } from '../../components/data-table/list-state.ts';
import { RecordListScreen, recordListTexts } from '../../components/data-table/RecordListScreen.tsx';
import { SearchBox } from '../../components/data-table/SearchBox.tsx';
import { StatusFilter } from '../../components/data-table/SelectFilter.tsx';
import { statusToggle, useRecordList } from '../../components/data-table/use-record-list.ts';
import { CENTER_EXPORT_PATH, CENTER_PATHS, centerInput } from './centers-api.ts';

/** The form loads when it opens (components/chunk-load.ts). */
const CenterFormDialog = lazyComponent(() => import('./CenterFormDialog.tsx').then((module) => module.CenterFormDialog));

type Sort = (typeof CENTER_SORTS)[number];
type Filter = 'status' | 'city';
const LIST_OPTIONS: ListStateOptions<Sort, Filter> = { sorts: CENTER_SORTS, defaultSort: 'name', filters: ['status', 'city'] };

export default function CentersPage() {
  const { t } = useTranslation('centers');
  const texts = recordListTexts<Center>(t, (row) => ({ name: row.name }));
  const records = useRecordList<Center, CenterInput, Sort, Filter>({ paths: CENTER_PATHS, permission: PERMISSION.centerManagement, listOptions: LIST_OPTIONS, status: statusToggle(centerInput, texts.statusChanged) });
  const { list } = records;

  const columns: DataColumn<Center, Sort>[] = [
    primaryColumn('name', t('fields.name'), (row) => <TitleCell title={row.name} detail={row.address} />),
    { id: 'code', header: t('fields.code'), sortField: 'code', render: (row) => <CodeText>{row.code}</CodeText> },
    textColumn('city', t('fields.city'), (row) => row.city, 'city'),
    textColumn('phone', t('fields.phone'), (row) => row.phone),
    textColumn('email', t('fields.email'), (row) => row.email),
    statusColumn(t('fields.status'), 'status'),
  ];

  return (
    <RecordListScreen
      records={records}
      columns={columns}
      rowName={(row) => row.name}
      filters={
        <>
          <StatusFilter list={list} />
          <SearchBox icon={false} label={t('fields.city')} value={list.state.filters.city} onSearch={(value) => list.setFilter('city', value)} />
        </>
      }
      renderForm={(row, close) => <CenterFormDialog center={row} onClose={close} />}
      texts={texts}
      exportCsv={{ path: CENTER_EXPORT_PATH, filename: 'centers.csv' }}
    />
  );
}
