/**
 * Reports (docs/domain.md "Reports and dashboard"): the parameters of each report type, a report
 * run as the lists show it, and the figures of the daily and center reports — for server and panel.
 */
import { z } from 'zod';
import { PERMISSION, type PermissionName } from '../access/permissions.ts';
import { addDays, formId, isoDate } from '../cards/card-fields.ts';
import { idParamSchema } from '../http/ids.ts';
import { enumFilter, listQuerySchemaFor } from '../http/list-query.ts';
import { listResultSchema } from '../http/list.ts';
import type { ReportPathName } from './reports-paths.ts';
import { REPORT_SORTS } from '../http/list-sorts.ts';

export { REPORT_SORTS } from '../http/list-sorts.ts';

export const REPORT_TYPES = ['daily', 'center', 'overall'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];
export const REPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/**
 * Whose permission each report type is: daily reports follow their page's module (/daily-reports
 * is in Card Management's menu group), center and overall reports are Reports' (docs/api.md).
 * Reading the runs needs read, generating needs create.
 */
export const REPORT_PERMISSIONS: Record<ReportType, PermissionName> = { daily: PERMISSION.cardManagement, center: PERMISSION.reports, overall: PERMISSION.reports };

/** A period report covers at most this many days (a year, leap day included). */
export const REPORT_PERIOD_MAX_DAYS = 366;

export const REPORT_MESSAGES = {
  periodOrder: 'To date must be on or after the from date',
  periodTooLong: `A report covers at most ${REPORT_PERIOD_MAX_DAYS} days`,
  future: 'The date cannot be in the future',
  notFound: 'Report not found',
  notReady: 'The report is not ready yet',
  failed: 'The report failed; generate it again',
  fileGone: 'The report file is no longer kept; generate it again',
  centerNotFound: 'Center not found',
} as const;

/** Daily report: one calendar day (in the configured time zone). */
export const dailyReportInputSchema = z.object({ date: isoDate('Date') });
export type DailyReportInput = z.output<typeof dailyReportInputSchema>;

const periodShape = {
  from: isoDate('From date'),
  to: isoDate('To date'),
  /** Optional: no center (left out, empty or null, as a form's "All centers" sends it) is every center. */
  center_id: z.preprocess((value) => (value === '' || value === null ? undefined : value), formId('Center').optional()),
};

/** A real `YYYY-MM-DD` day (the object's rules also run when a field already failed, on its raw value). */
const isDay = (value: unknown): value is string => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

function periodRules(input: { from: string; to: string }, context: z.RefinementCtx): void {
  // A field that failed has its own message already; comparing it would only throw (the fuzz test found a 500 there).
  if (!isDay(input.from) || !isDay(input.to)) return;
  if (input.to < input.from) context.addIssue({ code: 'custom', path: ['to'], message: REPORT_MESSAGES.periodOrder });
  else if (addDays(input.from, REPORT_PERIOD_MAX_DAYS - 1) < input.to) context.addIssue({ code: 'custom', path: ['to'], message: REPORT_MESSAGES.periodTooLong });
}

/** Center and overall reports: a period (from–to, both included) and optionally one center. */
export const periodReportInputSchema = z.object(periodShape).superRefine(periodRules);
export type PeriodReportInput = z.output<typeof periodReportInputSchema>;
export type PeriodReportFormValues = z.input<typeof periodReportInputSchema>;

/** The same parameters in a query string (preview and direct Excel export). */
export const periodReportQuerySchema = z.strictObject({ ...periodShape, center_id: idParamSchema('center_id').optional() }).superRefine(periodRules);

/** The parameters a run was generated with. */
export const reportParametersSchema = z.object({
  date: z.string().optional(),
  from: z.string().optional(),
  to: z.string().optional(),
  center_id: z.number().int().optional(),
});
export type ReportParameters = z.infer<typeof reportParametersSchema>;

/** One report run as the lists show it. */
export const reportRunSchema = z.object({
  id: z.number().int(),
  type: z.enum(REPORT_TYPES),
  parameters: reportParametersSchema,
  center_name: z.string().nullable(),
  status: z.enum(REPORT_STATUSES),
  /** 0–100 while running. */
  progress: z.number().int(),
  /** Why it failed (failed), or the last error of an attempt that will be retried (queued). */
  error: z.string().nullable(),
  file_size: z.number().int().nullable(),
  requested_by: z.number().int().nullable(),
  requested_by_name: z.string().nullable(),
  created_at: z.string(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
});
export type ReportRun = z.infer<typeof reportRunSchema>;

/** The answer of generate: the run, and whether an identical queued or running one was returned. */
export const generatedReportSchema = reportRunSchema.extend({ existing: z.boolean() });

export const reportListQuerySchema = listQuerySchemaFor({
  sort: REPORT_SORTS,
  defaultSort: 'created_at',
  defaultOrder: 'desc',
  filters: { status: enumFilter('status', REPORT_STATUSES) },
});
export type ReportListQuery = z.output<typeof reportListQuerySchema>;
export const reportListResultSchema = listResultSchema(reportRunSchema);

/** A list is still changing while any of its runs is queued or running: the panel polls then. */
export const isReportPending = (run: Pick<ReportRun, 'status'>): boolean => run.status === 'queued' || run.status === 'running';

/** Counts and amounts (minor units) of one center and category, or of a total. */
export const reportFiguresSchema = z.object({
  new_count: z.number().int(),
  new_amount: z.number().int(),
  renewed_count: z.number().int(),
  renewed_amount: z.number().int(),
});
export type ReportFigures = z.infer<typeof reportFiguresSchema>;

/** GET reports/preview/centers: per center and category, per-center totals and the grand total. */
export const centerReportPreviewSchema = z.object({
  from: z.string(),
  to: z.string(),
  currency: z.string(),
  centers: z.array(
    z.object({
      center_id: z.number().int(),
      center_name: z.string(),
      categories: z.array(reportFiguresSchema.extend({ category_id: z.number().int(), category_name: z.string() })),
      total: reportFiguresSchema,
    }),
  ),
  total: reportFiguresSchema,
});
export type CenterReportPreview = z.infer<typeof centerReportPreviewSchema>;

/** Where each report type's list, generate and download live. */
export const REPORT_TYPE_PATHS: Record<ReportType, { list: ReportPathName; generate: ReportPathName; download: 'dailyDownload' | 'centerDownload' | 'overallDownload' }> = {
  daily: { list: 'dailyList', generate: 'dailyGenerate', download: 'dailyDownload' },
  center: { list: 'centerList', generate: 'centerGenerate', download: 'centerDownload' },
  overall: { list: 'overallList', generate: 'overallGenerate', download: 'overallDownload' },
};
