/**
 * The report calls (daily, center and overall; docs/api.md "Dashboard and reports"): a type's run
 * list — polled while any run on it is queued or running, so statuses change on screen without a
 * reload — generate, download of a finished run, and the center report's preview.
 */
import type { CardOptions } from '@passdesk/contract/cards/card-options';
import { CARD_PATHS } from '@passdesk/contract/cards/cards-paths';
import type { ListResult } from '@passdesk/contract/http/list';
import { REPORT_PATHS, reportPath } from '@passdesk/contract/reports/reports-paths';
import {
  REPORT_PERMISSIONS,
  REPORT_TYPE_PATHS,
  isReportPending,
  type CenterReportPreview,
  type PeriodReportInput,
  type ReportRun,
  type ReportType,
} from '@passdesk/contract/reports/report';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listQueryKey } from '../../components/data-table/use-list-query.ts';
import { request, requestData, type QueryValue } from '../../lib/api.ts';

export { REPORT_PERMISSIONS };

/** How often a list with a queued or running run asks again. */
export const REPORT_POLL_MS = 2_000;

export const reportListPath = (type: ReportType): string => REPORT_PATHS[REPORT_TYPE_PATHS[type].list];

export const reportDownloadPath = (type: ReportType, id: number): string => reportPath(REPORT_TYPE_PATHS[type].download, { id });

/** Whether a page of runs is still changing (then it is asked for again). */
export const anyPending = (runs: readonly Pick<ReportRun, 'status'>[] | undefined): boolean => (runs ?? []).some(isReportPending);

export function useReportRuns(type: ReportType, query: Record<string, QueryValue>) {
  const path = reportListPath(type);
  return useQuery({
    queryKey: listQueryKey(path, query),
    queryFn: ({ signal }) => requestData<ListResult<ReportRun>>(path, { query, signal, toastErrors: false }),
    placeholderData: keepPreviousData,
    refetchInterval: (current) => (anyPending(current.state.data?.items) ? REPORT_POLL_MS : false),
  });
}

export interface GeneratedReport {
  message: string;
  data: ReportRun & { existing: boolean };
}

export type ReportParametersInput = { date: string } | PeriodReportInput;

/** POST generate: the new run, or the identical one already queued or running (`existing`). */
export function useGenerateReport(type: ReportType) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ReportParametersInput) => request<GeneratedReport>(REPORT_PATHS[REPORT_TYPE_PATHS[type].generate], { method: 'POST', body, toastErrors: false }),
    onSuccess: () => client.invalidateQueries({ queryKey: listQueryKey(reportListPath(type)) }),
  });
}

/** GET reports/preview/centers for a period (and a center); nothing is asked until there is a period. */
export function useCenterPreview(params: Record<string, QueryValue> | null) {
  return useQuery({
    queryKey: [REPORT_PATHS.centerPreview, params],
    queryFn: ({ signal }) => requestData<CenterReportPreview>(REPORT_PATHS.centerPreview, { query: params ?? {}, signal, toastErrors: false }),
    enabled: params !== null,
  });
}

/** The centers a report may be narrowed to (the card form's choices, open to Reports readers too). */
export function useReportCenters() {
  return useQuery({
    queryKey: [CARD_PATHS.options, 'report-centers'],
    queryFn: ({ signal }) => requestData<CardOptions>(CARD_PATHS.options, { signal, toastErrors: false }),
    select: (options) => options.centers,
    staleTime: 5 * 60_000,
  });
}
