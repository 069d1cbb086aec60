/**
 * Offences (/card-scan/offences): what inspectors may write a challan for, and each penalty. The
 * server charges a challan the penalty kept here; changes go to the audit trail. Behind the Card
 * Scan permission (docs/api.md "Offences").
 */
import { Button } from '@mui/material';
import { PERMISSION } from '@passdesk/contract/access/permissions';
import { OFFENCE_SORTS } from '@passdesk/contract/http/list-sorts';
import type { Offence, OffenceInput } from '@passdesk/contract/offences/offence';
import { SCREENS } from '@passdesk/contract/navigation/screens';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { lazyComponent } from '../../components/chunk-load.ts';
import { CodeText, primaryColumn, statusColumn } from '../../components/data-table/cells.tsx';
import type { DataColumn } from '../../components/data-table/DataTable.tsx';
import type { ListStateOptions } from '../../components/data-table/list-state.ts';
import { RecordListScreen, recordListTexts } from '../../components/data-table/RecordListScreen.tsx';
import { StatusFilter } from '../../components/data-table/SelectFilter.tsx';
import { statusToggle, useRecordList } from '../../components/data-table/use-record-list.ts';
import { useFormat } from '../../lib/format.ts';
import { OFFENCE_EXPORT_PATH, OFFENCE_PATHS, offenceInput } from './offences-api.ts';

/** The form loads when it opens (components/chunk-load.ts). */
const OffenceFormDialog = lazyComponent(() => import('./OffenceFormDialog.tsx').then((module) => module.OffenceFormDialog));

type Sort = (typeof OFFENCE_SORTS)[number];
const LIST_OPTIONS: ListStateOptions<Sort, 'status'> = { sorts: OFFENCE_SORTS, defaultSort: 'name', filters: ['status'] };

export default function OffencesPage() {
  const { t } = useTranslation('offences');
  const format = useFormat();
  const texts = recordListTexts<Offence>(t, (row) => ({ name: row.name }));
  const records = useRecordList<Offence, OffenceInput, Sort, 'status'>({ paths: OFFENCE_PATHS, permission: PERMISSION.cardScan, listOptions: LIST_OPTIONS, status: statusToggle(offenceInput, texts.statusChanged) });

  const columns: DataColumn<Offence, Sort>[] = [
    primaryColumn('name', t('fields.name'), (row) => row.name),
    { id: 'code', header: t('fields.code'), sortField: 'code', render: (row) => <CodeText>{row.code}</CodeText> },
    { id: 'penalty_amount', header: t('fields.penalty'), sortField: 'penalty_amount', align: 'right', render: (row) => format.money(row.penalty_amount) },
    statusColumn(t('fields.status'), 'status'),
  ];

  return (
    <RecordListScreen
      records={records}
      columns={columns}
      rowName={(row) => row.name}
      filters={<StatusFilter list={records.list} />}
      renderForm={(row, close) => <OffenceFormDialog offence={row} onClose={close} />}
      actions={
        <Button component={Link} to={SCREENS.cardScans} variant="outlined">
          {t('cardScans')}
        </Button>
      }
      texts={texts}
      exportCsv={{ path: OFFENCE_EXPORT_PATH, filename: 'offences.csv' }}
    />
  );
}
