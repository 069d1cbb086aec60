/** Checks of a CSV export's answer, shared by the tests of every list that exports one. */
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { ADMIN_API } from '@passdesk/contract/http/paths';
import type { TestApp } from './test-app.ts';

/** After checking the answer is a CSV download named `<fileName>-YYYY-MM-DD.csv`: its lines (no BOM, no last line break). */
export function csvExportLines(response: LightMyRequestResponse, fileName: string): string[] {
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(response.body.startsWith('\uFEFF'), 'a UTF-8 byte-order mark first').toBe(true);
  expect(response.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="${fileName}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`));
  return response.body.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
}

/** The first cell of a CSV line, unquoted when it is quoted (a comma or a quote in it). */
function firstCell(line: string): string {
  if (!line.startsWith('"')) return line.split(',')[0] ?? '';
  return (/^"((?:[^"]|"")*)"/.exec(line)?.[1] ?? '').replace(/""/g, '"');
}

export interface ListExport {
  t: Pick<TestApp, 'inject'>;
  token: string;
  /** The list's path and its export's, under ADMIN_API. */
  list: string;
  exportCsv: string;
  fileName: string;
  /** Filters and sort as a query string (no `?`). */
  query: string;
  /** The list item's value that the file's first column holds. */
  firstColumn(item: Record<string, unknown>): string;
  /** Where the list's answer keeps its rows (`items` unless said). */
  items?(data: Record<string, unknown>): Array<Record<string, unknown>>;
}

/**
 * A list's export asked with the same filters and sort as the list: the file holds the list's
 * rows (every one, not a page), in the list's order. Answers the file's lines after the header and
 * the list's items.
 */
export async function expectExportOfList(check: ListExport): Promise<{ rows: string[]; items: Array<Record<string, unknown>> }> {
  const listed = await check.t.inject({ method: 'GET', url: `${ADMIN_API}${check.list}?${check.query}&limit=100`, token: check.token });
  expect(listed.statusCode, listed.body).toBe(200);
  const data = listed.json().data as Record<string, unknown>;
  const items = check.items ? check.items(data) : (data.items as Array<Record<string, unknown>>);
  const file = await check.t.inject({ method: 'GET', url: `${ADMIN_API}${check.exportCsv}?${check.query}&limit=1&page=2`, token: check.token });
  const rows = csvExportLines(file, check.fileName).slice(1);
  expect(rows.map(firstCell)).toEqual(items.map(check.firstColumn));
  return { rows, items };
}

/** Without the list's read flag the export is refused (403); a filter or sort the list refuses is a 400 naming it. */
export async function expectExportRefusals(t: Pick<TestApp, 'inject'>, exportCsv: string, tokens: { withoutRead: string; reader: string }, badQuery: string): Promise<void> {
  const refused = await t.inject({ method: 'GET', url: `${ADMIN_API}${exportCsv}`, token: tokens.withoutRead });
  expect(refused.statusCode, refused.body).toBe(403);
  const bad = await t.inject({ method: 'GET', url: `${ADMIN_API}${exportCsv}?${badQuery}`, token: tokens.reader });
  expect(bad.statusCode, bad.body).toBe(400);
  expect(bad.json().message).toMatch(/\w/);
}
