/** How a run's parameters read on screen ("24 Nov 2026", "1 Nov 2026 – 24 Nov 2026") and its file's name. */
import type { ReportParameters, ReportType } from '@passdesk/contract/reports/report';
import { useCallback } from 'react';
import { useFormat } from '../../lib/format.ts';

/** The name a downloaded workbook is saved under when the server names none. */
export function reportFileName(type: ReportType, parameters: ReportParameters): string {
  const when = parameters.date ?? [parameters.from, parameters.to].filter(Boolean).join('_');
  const center = parameters.center_id ? `-center-${parameters.center_id}` : '';
  return `${type}-report-${when}${center}.xlsx`;
}

export function useParametersText(): (parameters: ReportParameters) => string {
  const format = useFormat();
  return useCallback(
    (parameters) => {
      if (parameters.date) return format.date(parameters.date);
      if (parameters.from && parameters.to) return parameters.from === parameters.to ? format.date(parameters.from) : `${format.date(parameters.from)} – ${format.date(parameters.to)}`;
      return '—';
    },
    [format],
  );
}
