/** The Renewed tab: renewals with date range, center and staff filters; view, receipt and history correction per row; Export CSV of the same. */
import { screenPath, SCREENS } from '@passdesk/contract/navigation/screens';
import { PERMISSION } from '@passdesk/contract/access/permissions';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import { Stack, Typography } from '@mui/material';
import { RENEWED_SORTS, type Renewal } from '@passdesk/contract/renewals/renewal';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataColumn } from '../../components/data-table/DataTable.tsx';
import { dateColumn, primaryColumn, textColumn } from '../../components/data-table/cells.tsx';
import { DateRangeFilter } from '../../components/data-table/DateRangeFilter.tsx';
import type { ListStateOptions } from '../../components/data-table/list-state.ts';
import { useListExport } from '../../components/data-table/ListExport.tsx';
import { rowAction, RowActions, type RowAction } from '../../components/data-table/RowActions.tsx';
import { ChoiceFilter } from '../../components/data-table/SelectFilter.tsx';
import { useFormat } from '../../lib/format.ts';
import { useCan } from '../../session/permissions.ts';
import { DeleteRenewalDialog } from './DeleteRenewalDialog.tsx';
import { EXPORT_PATHS, RENEWED_PATH } from './renewals-api.ts';
import { useRenewalTab } from './renewal-tab.ts';
import { useOpenReceipt } from './use-open-receipt.ts';

type Sort = (typeof RENEWED_SORTS)[number];
type Filter = 'from' | 'to' | 'center_id' | 'renewed_by';
const LIST_OPTIONS: ListStateOptions<Sort, Filter> = { sorts: RENEWED_SORTS, defaultSort: 'renewed_at', defaultOrder: 'desc', filters: ['from', 'to', 'center_id', 'renewed_by'] };

export function RenewedTab() {
  const { t } = useTranslation('renewals');
  const { t: tTable } = useTranslation('common-table');
  const format = useFormat();
  const canDelete = useCan(PERMISSION.cardManagement, 'delete');
  const { list, result, options } = useRenewalTab<Renewal, Sort, Filter>(RENEWED_PATH, LIST_OPTIONS);
  const csv = useListExport({ path: EXPORT_PATHS.renewed, filename: 'renewals.csv' }, list.query);
  const openReceipt = useOpenReceipt();
  const [deleting, setDeleting] = useState<Renewal | null>(null);

  const columns: DataColumn<Renewal, Sort>[] = [
    primaryColumn('card_number', t('fields.card'), (row) => (
      <Stack>
        <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
          {row.card_number}
        </Typography>
        <Typography variant="caption" color="textSecondary">
          {row.holder_name}
        </Typography>
      </Stack>
    )),
    {
      id: 'valid_until',
      header: t('fields.newValidity'),
      sortField: 'valid_until',
      render: (row) => <span style={{ whiteSpace: 'nowrap' }}>{`${format.date(row.valid_from)} – ${format.date(row.valid_until)}`}</span>,
    },
    {
      id: 'fee_paid',
      header: t('fields.fee'),
      sortField: 'fee_paid',
      align: 'right',
      render: (row) => (
        <Stack sx={{ alignItems: 'flex-end' }}>
          <span>{format.money(row.fee_paid)}</span>
          <Typography variant="caption" color="textSecondary">
            {t(`paymentMode.${row.payment_mode}`)}
            {row.receipt_number ? ` · ${row.receipt_number}` : ''}
          </Typography>
        </Stack>
      ),
    },
    textColumn('center', t('fields.center'), (row) => row.center_name),
    textColumn('renewed_by', t('fields.renewedBy'), (row) => row.renewed_by_name),
    dateColumn('renewed_at', t('fields.renewedAt'), (row) => row.renewed_at, format.dateTime),
  ];

  const actionsOf = (row: Renewal): RowAction[] => {
    const name = t('renewalOf', { number: row.card_number });
    const actions: RowAction[] = [
      rowAction.view(tTable, name, screenPath(SCREENS.viewRenewal, { id: row.id })),
      { id: 'receipt', label: t('receiptFor', { name }), icon: <ReceiptLongOutlinedIcon fontSize="small" />, onClick: () => openReceipt(row) },
    ];
    if (canDelete) actions.push({ id: 'delete', label: t('deleteEntryFor', { name }), icon: <DeleteOutlineIcon fontSize="small" />, color: 'error', onClick: () => setDeleting(row) });
    return actions;
  };

  return (
    <>
      {csv.progress}
      <DataTable
        label={t('tabs.renewed')}
        columns={columns}
        list={list}
        result={result}
        searchLabel={t('searchRenewed')}
        tools={csv.button}
        filters={
          <>
            <DateRangeFilter label={t('fields.renewed')} from={list.state.filters.from} to={list.state.filters.to} onChange={(from, to) => list.setFilters({ from, to })} />
            <ChoiceFilter list={list} name="center_id" label={t('fields.center')} choices={options?.centers} />
            <ChoiceFilter list={list} name="renewed_by" label={t('fields.renewedBy')} choices={options?.staff} />
          </>
        }
        rowActions={(row) => <RowActions actions={actionsOf(row)} />}
        empty={{ title: t('emptyRenewedTitle'), description: t('emptyRenewedHint') }}
      />
      {deleting ? <DeleteRenewalDialog renewal={deleting} onClose={() => setDeleting(null)} /> : null}
    </>
  );
}
