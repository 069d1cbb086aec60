/**
 * Reports (/reports, and /report as the route guard allows it): two tabs, in the URL as `?tab=`.
 * Center reports — a period and optionally a center: the figures on screen (preview), straight to
 * Excel, or generated on the job queue — and overall reports (generated). Each tab lists its runs
 * with their live status and downloads.
 */
import { Box, Tab, Tabs } from '@mui/material';
import { REPORT_PATHS } from '@passdesk/contract/reports/reports-paths';
import type { PeriodReportInput } from '@passdesk/contract/reports/report';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DownloadProgress } from '../../components/files/DownloadProgress.tsx';
import { useDownload } from '../../components/files/use-download.ts';
import { ErrorState } from '../../components/ErrorState.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { PageLoader } from '../../components/PageLoader.tsx';
import type { QueryValue } from '../../lib/api.ts';
import { useCan } from '../../session/permissions.ts';
import { CenterPreviewTable } from './CenterPreviewTable.tsx';
import { PeriodReportForm } from './PeriodReportForm.tsx';
import { REPORT_PERMISSIONS, useCenterPreview } from './reports-api.ts';
import { reportFileName } from './report-parameters.ts';
import { ReportRunsTable } from './ReportRunsTable.tsx';

type TabName = 'center' | 'overall';

const asQuery = (values: PeriodReportInput): Record<string, QueryValue> => ({ from: values.from, to: values.to, center_id: values.center_id });

function CenterReports() {
  const { t } = useTranslation('reports');
  const canGenerate = useCan(REPORT_PERMISSIONS.center, 'create');
  const [previewOf, setPreviewOf] = useState<Record<string, QueryValue> | null>(null);
  const preview = useCenterPreview(previewOf);
  const download = useDownload();

  return (
    <>
      <PeriodReportForm
        type="center"
        canGenerate={canGenerate}
        onPreview={(values) => setPreviewOf(asQuery(values))}
        onExcel={(values) => download.start(REPORT_PATHS.centerExcel, asQuery(values), reportFileName('center', values))}
        excelBusy={download.state.status === 'running'}
      />
      <DownloadProgress download={download} label={t('form.excel')} />
      {previewOf === null ? null : preview.isPending ? (
        <PageLoader />
      ) : preview.isError ? (
        <ErrorState title={t('preview.failed')} message={preview.error.message} onRetry={() => void preview.refetch()} retrying={preview.isFetching} />
      ) : (
        <CenterPreviewTable preview={preview.data} />
      )}
      <ReportRunsTable type="center" />
    </>
  );
}

function OverallReports() {
  const canGenerate = useCan(REPORT_PERMISSIONS.overall, 'create');
  return (
    <>
      <PeriodReportForm type="overall" canGenerate={canGenerate} />
      <ReportRunsTable type="overall" />
    </>
  );
}

export default function ReportsPage() {
  const { t } = useTranslation('reports');
  const [params, setParams] = useSearchParams();
  const tab: TabName = params.get('tab') === 'overall' ? 'overall' : 'center';

  return (
    <>
      <PageHeader title={t('reports.title')} subtitle={t('reports.subtitle')} />
      <Tabs value={tab} onChange={(_event, next: TabName) => setParams(next === 'center' ? {} : { tab: next })} aria-label={t('reports.tabs')} sx={{ mb: 2 }}>
        <Tab value="center" id="reports-tab-center" aria-controls="reports-panel" label={t('reports.center')} />
        <Tab value="overall" id="reports-tab-overall" aria-controls="reports-panel" label={t('reports.overall')} />
      </Tabs>
      <Box id="reports-panel" role="tabpanel" aria-labelledby={`reports-tab-${tab}`}>
        {tab === 'center' ? <CenterReports key="center" /> : <OverallReports key="overall" />}
      </Box>
    </>
  );
}
