/** Checks of a CSV export's answer, shared by the tests of every list that exports one. */
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/** After checking the answer is a CSV download named `<fileName>-YYYY-MM-DD.csv`: its lines (no BOM, no last line break). */
export function csvExportLines(response: LightMyRequestResponse, fileName: string): string[] {
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(response.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="${fileName}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`));
  return response.body.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
}
