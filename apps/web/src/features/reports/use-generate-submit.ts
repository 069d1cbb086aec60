/** Generate a report from a form: the run is queued (or the identical queued/running one is named), told in a toast; refusals land on the fields. */
import type { ReportType } from '@passdesk/contract/reports/report';
import toast from '../../lib/toast.ts';
import { useTranslation } from 'react-i18next';
import { useGenerateReport, type ReportParametersInput } from './reports-api.ts';

export function useGenerateSubmit(type: ReportType): { send(values: ReportParametersInput): Promise<void>; pending: boolean } {
  const { t } = useTranslation('reports');
  const generate = useGenerateReport(type);
  return {
    pending: generate.isPending,
    send: async (values) => {
      const answer = await generate.mutateAsync(values);
      if (answer.data.existing) toast(t('generate.existing'), { icon: 'ℹ️' });
      else toast.success(t('generate.queued'));
    },
  };
}
