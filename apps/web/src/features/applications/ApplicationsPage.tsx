/**
 * Web Application Card (/application-card): the queue of citizens' applications, in status tabs
 * with their counts (Pending, Approved, Rejected, Expired), under a notice when the public form has
 * stopped taking applications (or nearly), searched by number, name or mobile and filtered
 * by category, preferred center and days submitted; possible duplicates are flagged. Each row opens
 * the review page; the CSV export takes the current tab, search and filters.
 */
import { screenPath, SCREENS } from '@passdesk/contract/navigation/screens';
import ReportProblemOutlinedIcon from '@mui/icons-material/ReportProblemOutlined';
import { Alert, AlertTitle, Box, Button, Chip, Stack, Tab, Tabs, Typography } from '@mui/material';
import {
  APPLICATION_INTAKE_WARNING_SHARE,
  APPLICATION_SORTS,
  APPLICATION_STATUSES,
  type ApplicationIntake,
  type ApplicationListItem,
  type ApplicationListResult,
  type ApplicationStatus,
} from '@passdesk/contract/applications/application';
import { APPLICATION_PATHS } from '@passdesk/contract/applications/applications-paths';
import { useTranslation } from 'react-i18next';
import { memo } from 'react';
import { Link } from 'react-router';
import { dateColumn, primaryColumn, textColumn } from '../../components/data-table/cells.tsx';
import { DataTable, type DataColumn } from '../../components/data-table/DataTable.tsx';
import { DateRangeFilter } from '../../components/data-table/DateRangeFilter.tsx';
import { useListState, type ListStateOptions } from '../../components/data-table/list-state.ts';
import { ChoiceFilter, ListSelectFilter } from '../../components/data-table/SelectFilter.tsx';
import { useListQuery } from '../../components/data-table/use-list-query.ts';
import { formatBytes } from '../../components/files/file-type.ts';
import { useListExport } from '../../components/data-table/ListExport.tsx';
import { CountTabLabel } from '../../components/CountTabLabel.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useFormat } from '../../lib/format.ts';
import { APPLICATIONS_LIST, useFilterOptions } from './applications-api.ts';
import { holderName } from '../../entities/card/holder-name.ts';

type Sort = (typeof APPLICATION_SORTS)[number];
const FILTERS = ['status', 'category_id', 'center_id', 'from', 'to', 'duplicate'] as const;
type Filter = (typeof FILTERS)[number];
const LIST_OPTIONS: ListStateOptions<Sort, Filter> = { sorts: APPLICATION_SORTS, defaultSort: 'submitted_at', defaultOrder: 'desc', filters: FILTERS };

const isStatus = (value: string): value is ApplicationStatus => (APPLICATION_STATUSES as readonly string[]).includes(value);

/**
 * The public form's intake: past the budget for pending applications' files the form answers "try
 * again later", which this says until the queue is worked through; from nine tenths on, a warning.
 */
function IntakeNotice({ intake }: { intake: ApplicationIntake | undefined }) {
  const { t } = useTranslation('applications');
  if (!intake || intake.pending_bytes < intake.budget_bytes * APPLICATION_INTAKE_WARNING_SHARE) return null;
  const values = { used: formatBytes(intake.pending_bytes), budget: formatBytes(intake.budget_bytes) };
  return (
    <Alert severity={intake.paused ? 'error' : 'warning'} sx={{ mb: 2 }} data-testid="intake-notice">
      <AlertTitle>{t(intake.paused ? 'queue.intakePausedTitle' : 'queue.intakeNearlyTitle')}</AlertTitle>
      {t(intake.paused ? 'queue.intakePaused' : 'queue.intakeNearly', values)}
    </Alert>
  );
}

/**
 * The status tabs, drawn again only when the tab, the counts or the list's setters change: MUI's
 * scrollable Tabs measure their tabs and indicator after every render, a forced layout each time
 * the list's answer and its deferred rows re-render the page (docs/performance.md "Panel load").
 */
const StatusTabs = memo(function StatusTabs({ tab, counts, onSelect }: { tab: ApplicationStatus; counts: ApplicationListResult['counts'] | undefined; onSelect: (name: Filter, value: string) => void }) {
  const { t } = useTranslation('applications');
  const format = useFormat();
  return (
    <Tabs value={tab} onChange={(_event, next: ApplicationStatus) => onSelect('status', next)} aria-label={t('queue.tabs')} variant="scrollable" allowScrollButtonsMobile sx={{ mb: 2 }}>
      {APPLICATION_STATUSES.map((status) => (
        <Tab key={status} value={status} id={`applications-tab-${status}`} aria-controls="applications-panel" label={<CountTabLabel label={t(`statuses.${status}`)} count={counts ? format.number(counts[status]) : undefined} />} />
      ))}
    </Tabs>
  );
});

export default function ApplicationsPage() {
  const { t } = useTranslation('applications');
  const format = useFormat();
  const list = useListState(LIST_OPTIONS);
  const { filters } = list.state;
  const tab: ApplicationStatus = isStatus(filters.status) ? filters.status : 'pending';
  const query = { ...list.query, status: tab };
  const result = useListQuery<ApplicationListItem, ApplicationListResult>(APPLICATIONS_LIST, query);
  // The answer carries the tabs' counts beside the page (over the same search and filters).
  const counts = (result.data as ApplicationListResult | undefined)?.counts;
  const intake = (result.data as ApplicationListResult | undefined)?.intake;
  const options = useFilterOptions().data;
  const csv = useListExport({ path: APPLICATION_PATHS.exportCsv, filename: 'applications.csv' }, query);

  const columns: DataColumn<ApplicationListItem, Sort>[] = [
    primaryColumn('application_number', t('fields.applicationNumber'), (row) => (
      <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="body2" sx={{ fontFamily: 'monospace', fontWeight: 600, whiteSpace: 'nowrap' }} dir="ltr">
          {row.application_number}
        </Typography>
        {row.possible_duplicate ? <Chip size="small" color="warning" icon={<ReportProblemOutlinedIcon />} label={t('duplicate.flag')} /> : null}
      </Stack>
    )),
    {
      id: 'name',
      header: t('fields.applicant'),
      sortField: 'name',
      render: (row) => (
        <Stack>
          <span>{holderName(row)}</span>
          <Typography variant="caption" color="textSecondary">
            {row.mobile} · {format.date(row.date_of_birth)}
          </Typography>
        </Stack>
      ),
    },
    { id: 'category', header: t('fields.category'), render: (row) => (row.route_number ? `${row.category.name} · ${row.route_number}` : row.category.name) },
    textColumn('center', t('fields.center'), (row) => row.center.name),
    dateColumn('submitted_at', t('fields.submittedAt'), (row) => row.submitted_at, format.dateTime),
    ...(tab === 'pending'
      ? []
      : [
          {
            id: 'reviewed_at',
            header: t('fields.reviewedAt'),
            sortField: 'reviewed_at' as const,
            render: (row: ApplicationListItem) => (
              <Stack>
                <span>{row.reviewed_at ? format.dateTime(row.reviewed_at) : '—'}</span>
                {row.card_number && row.card_id !== null ? (
                  <Typography variant="caption" component={Link} to={screenPath(SCREENS.viewCard, { id: row.card_id })} color="primary">
                    {row.card_number}
                  </Typography>
                ) : null}
              </Stack>
            ),
          },
        ]),
  ];

  return (
    <>
      <PageHeader title={t('queue.title')} subtitle={t('queue.subtitle')} />
      {csv.progress}
      <IntakeNotice intake={intake} />
      <StatusTabs tab={tab} counts={counts} onSelect={list.setFilter} />
      <Box id="applications-panel" role="tabpanel" aria-labelledby={`applications-tab-${tab}`}>
        <DataTable
          label={t(`statuses.${tab}`)}
          columns={columns}
          list={list}
          result={result}
          searchLabel={t('queue.search')}
          tools={csv.button}
          filters={
            <>
              <ChoiceFilter list={list} name="category_id" label={t('fields.category')} choices={options?.categories} />
              <ChoiceFilter list={list} name="center_id" label={t('fields.center')} choices={options?.centers} />
              <DateRangeFilter label={t('fields.submittedAt')} from={filters.from} to={filters.to} onChange={(from, to) => list.setFilters({ from, to })} />
              <ListSelectFilter
                list={list}
                name="duplicate"
                label={t('duplicate.filter')}
                options={[
                  { value: 'yes', label: t('duplicate.yes') },
                  { value: 'no', label: t('duplicate.no') },
                ]}
              />
            </>
          }
          rowActions={(row) => (
            <Button size="small" variant={tab === 'pending' ? 'contained' : 'outlined'} component={Link} to={screenPath(SCREENS.reviewApplication, { id: row.id })} aria-label={t('queue.reviewNamed', { number: row.application_number })}>
              {tab === 'pending' ? t('queue.review') : t('queue.view')}
            </Button>
          )}
          empty={{ title: t('queue.emptyTitle'), description: t('queue.emptyHint') }}
        />
      </Box>
    </>
  );
}
