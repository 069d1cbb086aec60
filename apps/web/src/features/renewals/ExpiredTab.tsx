/** The Expired tab: cards that may be renewed, searched by number, name or mobile, filtered by category, center and how long ago they expired; Export CSV of the same. */
import { screenPath, SCREENS } from '@passdesk/contract/navigation/screens';
import { PERMISSION } from '@passdesk/contract/access/permissions';
import AutorenewIcon from '@mui/icons-material/Autorenew';
import { Avatar, Button, Stack, Typography } from '@mui/material';
import { EXPIRED_SINCE, EXPIRED_SORTS, type RenewalCard } from '@passdesk/contract/renewals/renewal';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type DataColumn } from '../../components/data-table/DataTable.tsx';
import type { ListStateOptions } from '../../components/data-table/list-state.ts';
import { useListExport } from '../../components/data-table/ListExport.tsx';
import { primaryColumn, textColumn } from '../../components/data-table/cells.tsx';
import { ChoiceFilter, ListSelectFilter } from '../../components/data-table/SelectFilter.tsx';
import { useFormat } from '../../lib/format.ts';
import { useCan } from '../../session/permissions.ts';
import { EXPIRED_PATH, EXPORT_PATHS } from './renewals-api.ts';
import { useRenewalTab } from './renewal-tab.ts';
import { holderName } from '../../entities/card/holder-name.ts';

type Sort = (typeof EXPIRED_SORTS)[number];
type Filter = 'category_id' | 'center_id' | 'expired';
const LIST_OPTIONS: ListStateOptions<Sort, Filter> = { sorts: EXPIRED_SORTS, defaultSort: 'valid_until', defaultOrder: 'desc', filters: ['category_id', 'center_id', 'expired'] };

export function ExpiredTab() {
  const { t } = useTranslation('renewals');
  const format = useFormat();
  const canRenew = useCan(PERMISSION.renewCard, 'create');
  const { list, result, options } = useRenewalTab<RenewalCard, Sort, Filter>(EXPIRED_PATH, LIST_OPTIONS);
  const csv = useListExport({ path: EXPORT_PATHS.expired, filename: 'expired-cards.csv' }, list.query);

  const columns: DataColumn<RenewalCard, Sort>[] = [
    primaryColumn('card_number', t('fields.card'), (row) => (
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Avatar src={row.photo_url ?? undefined} alt="" variant="rounded" sx={{ width: 36, height: 46 }} />
        <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
          {row.card_number}
        </Typography>
      </Stack>
    )),
    {
      id: 'holder',
      header: t('fields.holder'),
      sortField: 'first_name',
      render: (row) => (
        <Stack>
          <span>{holderName(row)}</span>
          <Typography variant="caption" color="textSecondary">
            {row.mobile}
          </Typography>
        </Stack>
      ),
    },
    { id: 'category', header: t('fields.category'), sortField: 'category', render: (row) => row.category_name },
    textColumn('center', t('fields.center'), (row) => row.center_name, 'center'),
    {
      id: 'valid_until',
      header: t('fields.expiredOn'),
      sortField: 'valid_until',
      render: (row) => (
        <Stack>
          <span>{format.date(row.valid_until)}</span>
          <Typography variant="caption" color="warning">
            {t('daysAgo', { count: row.days_expired })}
          </Typography>
        </Stack>
      ),
    },
  ];

  return (
    <>
      {csv.progress}
      <DataTable
        label={t('tabs.expired')}
        columns={columns}
        list={list}
        result={result}
        searchLabel={t('searchExpired')}
        tools={csv.button}
        filters={
          <>
            <ChoiceFilter list={list} name="category_id" label={t('fields.category')} choices={options?.categories} />
            <ChoiceFilter list={list} name="center_id" label={t('fields.center')} choices={options?.centers} />
            <ListSelectFilter list={list} name="expired" label={t('fields.expired')} options={EXPIRED_SINCE.map((since) => ({ value: since, label: t(`expiredSince.${since}`) }))} />
          </>
        }
        rowActions={
          canRenew
            ? (row) => (
                <Button size="small" variant="contained" startIcon={<AutorenewIcon />} component={Link} to={screenPath(SCREENS.renewCard, { id: row.id })} aria-label={t('renewCardNamed', { number: row.card_number })}>
                  {t('renew')}
                </Button>
              )
            : undefined
        }
        empty={{ title: t('emptyExpiredTitle'), description: t('emptyExpiredHint') }}
      />
    </>
  );
}
