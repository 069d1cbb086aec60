/**
 * Exports keep every script (docs/reliability.md "Exports in every script"): names in Gujarati,
 * Hindi and Arabic come back from the cards workbook (XLSX) and the applications CSV exactly as
 * entered, the CSV with the UTF-8 byte-order mark spreadsheet programs need to read it as UTF-8.
 */
import type ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { APPLICATION_PATHS } from '@passdesk/contract/applications/applications-paths';
import { CARD_PATHS } from '@passdesk/contract/cards/cards-paths';
import { ADMIN_API } from '@passdesk/contract/http/paths';
import { apiUrl } from '../../test/api-url.ts';
import { readWorkbook } from '../../test/xlsx-workbook.ts';
import { csvExportLines } from '../../test/csv-export.ts';
import { useTestApp } from '../../test/suite.ts';
import { applicantFields, submit } from '../applications/applications.fixtures.ts';
import { adultFields, cardWorld, PDF, photo, sendCard } from './cards.fixtures.ts';

/** First and last names with conjuncts, vowel signs, joined letters and a zero-width non-joiner. */
const NAMES: Array<[string, string]> = [
  ['ક્ષિતિજ', 'શ્રીવાસ્તવ'],
  ['श्रीराम', 'त्रिपाठी'],
  ['أمينة', 'الشيخ'],
  ['मी\u200Cरा', 'Joshi'],
];

describe('exports in every script', () => {
  const t = useTestApp({ env: { JOBS_WORKER: 'false' } }, async (t) => {
    const world = await cardWorld(t);
    const jpeg = await photo('jpeg');
    for (const [first_name, last_name] of NAMES) {
      const card = await sendCard(t, world.clerk.token, 'POST', apiUrl(ADMIN_API, CARD_PATHS.create), adultFields(world, { first_name, last_name }), { photo: jpeg });
      expect(card.statusCode, card.body).toBe(200);
      const application = await submit(t, applicantFields(world, { first_name, last_name }), { photo: jpeg, documents: [{ content: PDF, filename: 'id.pdf' }] });
      expect(application.statusCode, application.body).toBe(200);
    }
    return { world };
  });

  it('the cards workbook holds each name as entered', async () => {
    const response = await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, CARD_PATHS.exportExcel, 'sort=created_at&order=asc'), token: t.world.clerk.token });
    expect(response.statusCode).toBe(200);
    const workbook = await readWorkbook(response.rawPayload);
    const sheet = workbook.worksheets[0];
    const header = (sheet?.getRow(1).values as ExcelJS.CellValue[]).map(String);
    const [first, last] = [header.indexOf('First name'), header.indexOf('Last name')];
    expect([first, last].every((column) => column > 0), header.join(',')).toBe(true);
    const names = [2, 3, 4, 5].map((row) => [sheet?.getRow(row).getCell(first).value, sheet?.getRow(row).getCell(last).value]);
    expect(names).toEqual(NAMES);
  });

  it('the applications CSV starts with the UTF-8 byte-order mark and holds each name as entered', async () => {
    const response = await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, APPLICATION_PATHS.exportCsv), token: t.world.clerk.token });
    expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = csvExportLines(response, 'applications');
    const header = lines[0]?.split(',') ?? [];
    const [first, last] = [header.indexOf('First name'), header.indexOf('Last name')];
    const names = lines.slice(1).map((line) => line.split(',')).map((cells) => [cells[first], cells[last]]);
    expect(names).toEqual(expect.arrayContaining(NAMES));
    expect(names).toHaveLength(NAMES.length);
  });
});
