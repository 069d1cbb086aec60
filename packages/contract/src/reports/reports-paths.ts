/**
 * Reports paths (docs/api.md "Dashboard and reports": Daily reports, Center reports, Overall
 * reports and the Centers row's `reports/center/excel`), under ADMIN_API, written once for the
 * server routes, the web client and the tests.
 */
import { pathOf, type PathParams } from '../http/paths.ts';

/**
 * Per report type: its run list (GET), generate (POST) and download of a finished run (GET).
 * The overall report keeps its published `amts` name in its paths.
 */
export const REPORT_PATHS = {
  dailyList: '/reports/daily',
  dailyGenerate: '/reports/daily/generate',
  dailyDownload: '/reports/daily/download/:id',
  centerList: '/reports/center',
  centerGenerate: '/reports/center/generate',
  centerDownload: '/reports/centers/download/:id',
  /** GET: the center report's figures on screen (same parameters as generate). */
  centerPreview: '/reports/preview/centers',
  /** GET: the center report as XLSX straight away, without a queued run. */
  centerExcel: '/reports/center/excel',
  overallList: '/reports/amts',
  overallGenerate: '/reports/amts/generate',
  overallDownload: '/reports/amts/download/:id',
} as const;
export type ReportPathName = keyof typeof REPORT_PATHS;

export function reportPath<N extends ReportPathName>(name: N, ...params: PathParams<(typeof REPORT_PATHS)[N]> extends never ? [] : [Record<PathParams<(typeof REPORT_PATHS)[N]>, string | number>]): string {
  const template: string = REPORT_PATHS[name];
  return pathOf(template, (params[0] ?? {}) as Record<string, string | number>);
}
