/**
 * The XLSX of each report: a title row, the parameters (period, center, currency, time zone, when
 * it was made), a frozen header and sized columns. Money is in the configured currency's major
 * units (the database keeps minor units); every total row is the sum of the rows above it.
 */
import type { ReportFigures, ReportType } from '@passdesk/contract/reports/report';
import { XlsxStreamWriter, type XlsxColumn, type XlsxHeading, type XlsxValue } from '../../platform/export/xlsx-stream.ts';
import { addFigures, NO_FIGURES, type FiguresByCenter, type OverallFigures } from './report-figures.ts';

export interface WorkbookContext {
  type: ReportType;
  /** `2026-11-20`, or `2026-11-01 – 2026-11-30`. */
  period: string;
  centerName: string | null;
  currency: string;
  timeZone: string;
  generatedAt: Date;
}

export const REPORT_TITLES: Record<ReportType, string> = { daily: 'Daily report', center: 'Center report', overall: 'Overall report' };

const money = (minor: number) => minor / 100;

/** When the report was made, as the office's clock showed it. */
function localTime(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric', month: 'short', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);
}

function heading(context: WorkbookContext, extra: Array<readonly [string, string]> = []): XlsxHeading {
  return {
    title: REPORT_TITLES[context.type],
    parameters: [
      [context.type === 'daily' ? 'Date' : 'Period', context.period],
      ['Center', context.centerName ?? 'All centers'],
      ...extra,
      ['Currency', context.currency],
      ['Time zone', context.timeZone],
      ['Generated', localTime(context.generatedAt, context.timeZone)],
    ],
  };
}

function figureColumns(currency: string): XlsxColumn[] {
  return [
    { header: 'Center', type: 'string', width: 26 },
    { header: 'Category', type: 'string', width: 24 },
    { header: 'New cards', type: 'number', width: 11 },
    { header: `New cards amount (${currency})`, type: 'money', width: 22 },
    { header: 'Renewals', type: 'number', width: 10 },
    { header: `Renewals amount (${currency})`, type: 'money', width: 21 },
    { header: 'Total count', type: 'number', width: 12 },
    { header: `Total amount (${currency})`, type: 'money', width: 19 },
  ];
}

function figureValues(figures: ReportFigures): XlsxValue[] {
  return [
    figures.new_count,
    money(figures.new_amount),
    figures.renewed_count,
    money(figures.renewed_amount),
    figures.new_count + figures.renewed_count,
    money(figures.new_amount + figures.renewed_amount),
  ];
}

/** Daily and center reports: a row per center and category, a total per center, the grand total. */
export async function writeFiguresWorkbook(writer: XlsxStreamWriter, figures: FiguresByCenter): Promise<void> {
  for (const center of figures.centers) {
    for (const category of center.categories) await writer.addRow([center.center_name, category.category_name, ...figureValues(category)]);
    await writer.addRow([`Total — ${center.center_name}`, '', ...figureValues(center.total)], { bold: true });
  }
  await writer.addRow(['Grand total', '', ...figureValues(figures.total)], { bold: true });
}

export function figuresWriter(context: WorkbookContext): XlsxStreamWriter {
  return new XlsxStreamWriter(figureColumns(context.currency), { sheetName: REPORT_TITLES[context.type], heading: heading(context) });
}

interface Standing {
  active: number;
  expired: number;
  blocked: number;
}
const NO_STANDING: Standing = { active: 0, expired: 0, blocked: 0 };
const addStanding = (a: Standing, b: Standing): Standing => ({ active: a.active + b.active, expired: a.expired + b.expired, blocked: a.blocked + b.blocked });

export function overallWriter(context: WorkbookContext, asOf: string): XlsxStreamWriter {
  const currency = context.currency;
  return new XlsxStreamWriter(
    [
      { header: 'Center', type: 'string', width: 26 },
      { header: 'Category', type: 'string', width: 24 },
      { header: 'Issued', type: 'number', width: 10 },
      { header: `Issued amount (${currency})`, type: 'money', width: 20 },
      { header: 'Renewed', type: 'number', width: 10 },
      { header: `Renewed amount (${currency})`, type: 'money', width: 21 },
      { header: 'Active', type: 'number', width: 10 },
      { header: 'Expired', type: 'number', width: 10 },
      { header: 'Blocked', type: 'number', width: 10 },
    ],
    { sheetName: 'Cards', heading: heading(context, [['Active and expired on', asOf]]) },
  );
}

/** The overall report: cards by center and category, then scans by result, then challans. */
export async function writeOverallWorkbook(writer: XlsxStreamWriter, context: WorkbookContext, figures: OverallFigures): Promise<void> {
  const cardValues = (f: ReportFigures, s: Standing): XlsxValue[] => [f.new_count, money(f.new_amount), f.renewed_count, money(f.renewed_amount), s.active, s.expired, s.blocked];
  let grand = { figures: NO_FIGURES, standing: NO_STANDING };
  let index = 0;
  while (index < figures.rows.length) {
    const first = figures.rows[index];
    if (!first) break;
    let center = { figures: NO_FIGURES, standing: NO_STANDING };
    for (; index < figures.rows.length && figures.rows[index]?.center_id === first.center_id; index += 1) {
      const row = figures.rows[index];
      if (!row) continue;
      await writer.addRow([row.center_name, row.category_name, ...cardValues(row, row)]);
      center = { figures: addFigures(center.figures, row), standing: addStanding(center.standing, row) };
    }
    await writer.addRow([`Total — ${first.center_name}`, '', ...cardValues(center.figures, center.standing)], { bold: true });
    grand = { figures: addFigures(grand.figures, center.figures), standing: addStanding(grand.standing, center.standing) };
  }
  await writer.addRow(['Grand total', '', ...cardValues(grand.figures, grand.standing)], { bold: true });

  await writer.startSheet({ name: 'Scans', columns: [{ header: 'Result', type: 'string', width: 18 }, { header: 'Scans', type: 'number', width: 12 }], heading: heading(context) });
  for (const scan of figures.scans) await writer.addRow([scan.result, scan.count]);
  await writer.addRow(['Total', figures.scans.reduce((sum, scan) => sum + scan.count, 0)], { bold: true });

  await writer.startSheet({
    name: 'Challans',
    columns: [
      { header: 'Payment mode', type: 'string', width: 16 },
      { header: 'Challans', type: 'number', width: 12 },
      { header: `Penalties (${context.currency})`, type: 'money', width: 18 },
    ],
    heading: heading(context),
  });
  for (const fine of figures.challans) await writer.addRow([fine.payment_mode, fine.count, money(fine.amount)]);
  await writer.addRow(['Total', figures.challans.reduce((sum, fine) => sum + fine.count, 0), money(figures.challans.reduce((sum, fine) => sum + fine.amount, 0))], { bold: true });
}
