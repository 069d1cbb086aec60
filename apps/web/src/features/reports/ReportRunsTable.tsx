/**
 * The generated reports of one type, newest first, with their status as it changes (queued,
 * running with its progress, done, failed with the reason) — the list asks again every few
 * seconds while any run on it is queued or running — and Download for a finished one (streamed).
 */
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { Button, LinearProgress, Stack, Typography } from '@mui/material';
import { REPORT_SORTS, REPORT_STATUSES, type ReportRun, type ReportType } from '@passdesk/contract/reports/report';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataColumn } from '../../components/data-table/DataTable.tsx';
import { useListState, type ListStateOptions } from '../../components/data-table/list-state.ts';
import { SelectFilter } from '../../components/data-table/SelectFilter.tsx';
import { DownloadProgress } from '../../components/files/DownloadProgress.tsx';
import { formatBytes } from '../../components/files/file-type.ts';
import { useDownload } from '../../components/files/use-download.ts';
import { StatusChip } from '../../components/StatusChip.tsx';
import { useFormat } from '../../lib/format.ts';
import { reportDownloadPath, useReportRuns } from './reports-api.ts';
import { reportFileName, useParametersText } from './report-parameters.ts';

type Sort = (typeof REPORT_SORTS)[number];
const LIST_OPTIONS: ListStateOptions<Sort, 'status'> = { sorts: REPORT_SORTS, defaultSort: 'created_at', defaultOrder: 'desc', filters: ['status'] };

function RunStatus({ run }: { run: ReportRun }) {
  const { t } = useTranslation('reports');
  return (
    <Stack spacing={0.5} sx={{ minWidth: 140, alignItems: 'flex-start' }}>
      <StatusChip status={run.status} />
      {run.status === 'running' ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', width: '100%' }}>
          <LinearProgress variant="determinate" value={run.progress} sx={{ flex: 1, minWidth: 80 }} aria-label={t('runs.progress', { percent: run.progress })} />
          <Typography variant="caption">{run.progress}%</Typography>
        </Stack>
      ) : null}
      {run.error ? (
        <Typography variant="caption" color={run.status === 'failed' ? 'error' : 'textSecondary'} sx={{ maxWidth: 280 }}>
          {run.status === 'failed' ? t('runs.failedBecause', { reason: run.error }) : t('runs.retrying', { reason: run.error })}
        </Typography>
      ) : null}
    </Stack>
  );
}

export function ReportRunsTable({ type }: { type: ReportType }) {
  const { t } = useTranslation('reports');
  const format = useFormat();
  const parametersText = useParametersText();
  const list = useListState(LIST_OPTIONS);
  const result = useReportRuns(type, list.query);
  const download = useDownload();

  const columns: DataColumn<ReportRun, Sort>[] = [
    {
      id: 'parameters',
      header: t('runs.parameters'),
      primary: true,
      render: (run) => (
        <Stack spacing={0.25}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {parametersText(run.parameters)}
          </Typography>
          {type === 'daily' ? null : (
            <Typography variant="caption" color="textSecondary">
              {run.center_name ?? t('form.allCenters')}
            </Typography>
          )}
        </Stack>
      ),
    },
    { id: 'status', header: t('runs.status'), render: (run) => <RunStatus run={run} /> },
    {
      id: 'created_at',
      header: t('runs.requested'),
      sortField: 'created_at',
      render: (run) => (
        <Stack spacing={0.25}>
          <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
            {format.dateTime(run.created_at)}
          </Typography>
          {run.requested_by_name ? (
            <Typography variant="caption" color="textSecondary">
              {run.requested_by_name}
            </Typography>
          ) : null}
        </Stack>
      ),
    },
    {
      id: 'finished_at',
      header: t('runs.finished'),
      render: (run) => (run.finished_at ? <span style={{ whiteSpace: 'nowrap' }}>{format.dateTime(run.finished_at)}</span> : '—'),
    },
    { id: 'file_size', header: t('runs.size'), align: 'right', render: (run) => (run.file_size === null ? '—' : formatBytes(run.file_size, format.locale)) },
  ];

  return (
    <>
      <DownloadProgress download={download} label={t('runs.downloading')} />
      <DataTable
        label={t(`runs.title.${type}`)}
        columns={columns}
        rowKey={(run) => run.id}
        list={list}
        result={result}
        filters={
          <SelectFilter
            label={t('runs.status')}
            value={list.state.filters.status}
            onChange={(value) => list.setFilter('status', value)}
            options={REPORT_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`, { ns: 'common-table' }) }))}
          />
        }
        rowActions={(run) => (
          <Button
            size="small"
            variant="outlined"
            startIcon={<FileDownloadOutlinedIcon />}
            disabled={run.status !== 'done' || download.state.status === 'running'}
            onClick={() => download.start(reportDownloadPath(type, run.id), {}, reportFileName(type, run.parameters))}
            aria-label={t('runs.downloadOne', { name: parametersText(run.parameters) })}
          >
            {t('runs.download')}
          </Button>
        )}
        empty={{ title: t('runs.emptyTitle'), description: t('runs.emptyHint') }}
      />
    </>
  );
}
