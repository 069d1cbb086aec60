/** Card Category Management (/card-category): the pass types on offer, their fees and validity. */
import { PERMISSION } from '@passdesk/contract/access/permissions';
import { Box, Stack } from '@mui/material';
import { CATEGORY_SORTS } from '@passdesk/contract/http/list-sorts';
import type { Category, CategoryInput } from '@passdesk/contract/master-data/category';
import { useTranslation } from 'react-i18next';
import { lazyComponent } from '../../components/chunk-load.ts';
import { CodeText, primaryColumn, statusColumn, TitleCell } from '../../components/data-table/cells.tsx';
import type { DataColumn } from '../../components/data-table/DataTable.tsx';
import type { ListStateOptions } from '../../components/data-table/list-state.ts';
import { RecordListScreen, recordListTexts } from '../../components/data-table/RecordListScreen.tsx';
import { StatusFilter } from '../../components/data-table/SelectFilter.tsx';
import { statusToggle, useRecordList } from '../../components/data-table/use-record-list.ts';
import { useFormat } from '../../lib/format.ts';
import { CATEGORY_EXPORT_PATH, CATEGORY_PATHS, categoryInput } from './categories-api.ts';

/** The form loads when it opens (components/chunk-load.ts). */
const CategoryFormDialog = lazyComponent(() => import('./CategoryFormDialog.tsx').then((module) => module.CategoryFormDialog));

type Sort = (typeof CATEGORY_SORTS)[number];
const LIST_OPTIONS: ListStateOptions<Sort, 'status'> = { sorts: CATEGORY_SORTS, defaultSort: 'name', filters: ['status'] };

export default function CategoriesPage() {
  const { t } = useTranslation('categories');
  const format = useFormat();
  const texts = recordListTexts<Category>(t, (row) => ({ name: row.name }));
  const records = useRecordList<Category, CategoryInput, Sort, 'status'>({ paths: CATEGORY_PATHS, permission: PERMISSION.cardCategoryManagement, listOptions: LIST_OPTIONS, status: statusToggle(categoryInput, texts.statusChanged) });

  const columns: DataColumn<Category, Sort>[] = [
    primaryColumn('name', t('fields.name'), (row) => (
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Box aria-hidden="true" sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: row.colour, flexShrink: 0 }} />
        <TitleCell title={row.name} detail={row.description} detailWidth={240} />
      </Stack>
    )),
    { id: 'code', header: t('fields.code'), sortField: 'code', render: (row) => <CodeText>{row.code}</CodeText> },
    { id: 'fee', header: t('fields.fee'), sortField: 'fee', align: 'right', render: (row) => format.money(row.fee) },
    { id: 'renewal_fee', header: t('fields.renewalFee'), sortField: 'renewal_fee', align: 'right', render: (row) => format.money(row.renewal_fee) },
    { id: 'validity_days', header: t('fields.validity'), sortField: 'validity_days', align: 'right', render: (row) => t('validityDays', { count: row.validity_days }) },
    { id: 'route_scope', header: t('fields.routeScope'), render: (row) => <Box component="span" sx={{ whiteSpace: 'nowrap' }}>{t(`scope.${row.route_scope}`)}</Box> },
    statusColumn(t('fields.status'), 'status'),
  ];

  return (
    <RecordListScreen
      records={records}
      columns={columns}
      rowName={(row) => row.name}
      filters={<StatusFilter list={records.list} />}
      renderForm={(row, close) => <CategoryFormDialog category={row} onClose={close} />}
      texts={texts}
      exportCsv={{ path: CATEGORY_EXPORT_PATH, filename: 'card-categories.csv' }}
    />
  );
}
