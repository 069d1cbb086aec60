/**
 * Card Management → Daily Report (/daily-reports): pick a day and Generate queues the report on
 * the job queue (the same day while one is queued or running names that one instead); the list
 * below shows every run's status as it changes and downloads the finished XLSX.
 */
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useCan } from '../../session/permissions.ts';
import { DailyReportForm } from './DailyReportForm.tsx';
import { REPORT_PERMISSIONS } from './reports-api.ts';
import { ReportRunsTable } from './ReportRunsTable.tsx';

export default function DailyReportsPage() {
  const { t } = useTranslation('reports');
  const canGenerate = useCan(REPORT_PERMISSIONS.daily, 'create');
  return (
    <>
      <PageHeader title={t('daily.title')} subtitle={t('daily.subtitle')} />
      {canGenerate ? <DailyReportForm /> : null}
      <ReportRunsTable type="daily" />
    </>
  );
}
