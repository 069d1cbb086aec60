import { describe, expect, it } from 'vitest';
import type { Card } from '@passdesk/contract/cards/card';
import { dayIn } from '../../platform/time/today.ts';
import { useTestApp } from '../../test/suite.ts';
import { mediaModule } from '../media/media.module.ts';
import { EXPORT_COLUMNS, exportCards, exportRows } from './card-export.ts';
import { ID1_HEIGHT_PT, ID1_WIDTH_PT } from './card-print.ts';
import { cardsModule } from './cards.module.ts';
import { adultFields, cardWorld, photo, sendCard } from './cards.fixtures.ts';
import { CARD_PATHS } from '@passdesk/contract/cards/cards-paths';
import { ADMIN_API } from '@passdesk/contract/http/paths';
import { apiUrl } from '../../test/api-url.ts';
import { readWorkbook } from '../../test/xlsx-workbook.ts';
import { expectExportOfList, expectExportRefusals } from '../../test/csv-export.ts';
import { createStaff } from '../../test/staff.ts';
import { pdfFonts, pdfText } from '../../test/pdf-reader.ts';
import { PRINT_LANGUAGES, type PrintLanguage } from '@passdesk/contract/print/printable-text';


/** Page sizes of a PDF, read from its MediaBoxes. */
function pageSizes(pdf: Buffer): Array<[number, number]> {
  return [...pdf.toString('latin1').matchAll(/\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/g)].map((match) => [Number(match[1]), Number(match[2])]);
}

describe('card print and export', () => {
  const cards: Card[] = [];
  const today = dayIn('Asia/Kolkata');

  const t = useTestApp({ modules: [cardsModule(), mediaModule] }, async (t) => {
    const world = await cardWorld(t);
    const token = world.clerk.token;
    const face = await photo('jpeg');
    for (const [index, name] of ['Aarav', 'Diya', 'Kabir', 'Meera', 'Rohan'].entries()) {
      const center = index < 3 ? 'LDW' : 'MNR';
      const response = await sendCard(t, token, 'POST', apiUrl(ADMIN_API, CARD_PATHS.create), adultFields(world, { first_name: name, center_id: String(world.centerId(center)) }), { photo: face });
      expect(response.statusCode, response.body).toBe(200);
      cards.push(response.json().data);
    }
    return { world, token };
  });

  /** The test database without its streamed COPY: the export reads in keyset batches, as on PGlite. */
  const keysetOnly = () => ({ db: t.services.database.db, textRows: t.services.database.textRows });

  it('prints one card as an ID-1 PDF: front and back pages of 85.60 × 53.98 mm', async () => {
    const response = await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, CARD_PATHS.print, { id: cards[0]?.id }), token: t.token });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const sizes = pageSizes(pdf);
    expect(sizes).toHaveLength(2);
    for (const [width, height] of sizes) {
      expect(width).toBeCloseTo(ID1_WIDTH_PT, 1);
      expect(height).toBeCloseTo(ID1_HEIGHT_PT, 1);
      expect((width / 72) * 25.4).toBeCloseTo(85.6, 1);
      expect((height / 72) * 25.4).toBeCloseTo(53.98, 2);
    }
  });

  it('prints a batch by filter, one card per page pair, and refuses an empty batch', async () => {
    const response = await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, CARD_PATHS.printBatch, `center_id=${t.world.centerId('LDW')}&issued_from=${today}`), token: t.token });
    expect(response.statusCode).toBe(200);
    expect(pageSizes(response.rawPayload)).toHaveLength(6);
    const none = await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, CARD_PATHS.printBatch, `center_id=${t.world.centerId('VSN')}`), token: t.token });
    expect(none.statusCode).toBe(422);
  });

  it('exports the filtered list as XLSX with every matching row', async () => {
    const response = await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, CARD_PATHS.exportExcel, `center_id=${t.world.centerId('LDW')}&sort=name&order=asc`), token: t.token });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="cards-${today}.xlsx"`);
    const sheet = (await readWorkbook(response.rawPayload)).worksheets[0];
    expect(sheet?.rowCount).toBe(4);
    expect([2, 3, 4].map((row) => sheet?.getCell(`B${row}`).value)).toEqual(['Aarav', 'Diya', 'Kabir']);
    expect(sheet?.getCell('A2').value).toBe(cards[0]?.card_number);
    expect(sheet?.getCell('W2').value).toBe(1500);
    expect(sheet?.getCell('V2').value).toBe('active');
    const all = await readWorkbook((await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, CARD_PATHS.exportExcel, 'search=sharma'), token: t.token })).rawPayload);
    expect(all.worksheets[0]?.rowCount).toBe(6);
  });

  it('exports the filtered list as CSV too: the XLSX columns, the list rows in its order; 403 without read, 400 for a bad sort', async () => {
    const { rows } = await expectExportOfList({ t, token: t.token, list: CARD_PATHS.list, exportCsv: CARD_PATHS.exportCsv, fileName: 'cards', query: `center_id=${t.world.centerId('LDW')}&sort=name&order=desc`, firstColumn: (item) => String(item.card_number) });
    expect(rows.map((row) => row.split(',')[1])).toEqual(['Kabir', 'Diya', 'Aarav']);
    expect(rows[2]).toMatch(/,\d{4}-\d{2}-\d{2},active,1500,cash,/);
    const file = await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, CARD_PATHS.exportCsv, 'search=sharma'), token: t.token });
    expect(file.body.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(EXPORT_COLUMNS.map((column) => column.header).join(','));
    const reader = await createStaff(t, { permissions: { 'Card Management': { read: true, create: false, update: false, delete: false } } });
    const outsider = await createStaff(t, { permissions: { 'Route Management': { read: true, create: true, update: true, delete: true } } });
    await expectExportRefusals(t, CARD_PATHS.exportCsv, { withoutRead: outsider.token, reader: reader.token }, 'sort=fee_paid');
  });

  it('reads in keyset batches in the list order and continues on a second sheet past the row limit', async () => {
    const chunks: Buffer[] = [];
    const stream = await exportCards(t.services.database, { sort: 'card_number', order: 'desc' }, today, t.services.log, { maxRowsPerSheet: 4, batchSize: 2 });
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const workbook = await readWorkbook(Buffer.concat(chunks));
    expect(workbook.worksheets.map((sheet) => sheet.rowCount)).toEqual([4, 3]);
    const numbers = workbook.worksheets.flatMap((sheet) => [2, 3, 4].slice(0, sheet.rowCount - 1).map((row) => String(sheet.getCell(`A${row}`).value)));
    expect(numbers).toEqual(cards.map((card) => card.card_number).sort().reverse());
    for (const sort of ['issue_date', 'valid_until', 'name', 'created_at'] as const) {
      const batches = [];
      for await (const batch of exportRows(keysetOnly(), { sort, order: 'asc' }, today, 2)) batches.push(...batch);
      expect(batches.map((row) => row[0]).sort(), sort).toEqual(cards.map((card) => card.card_number).sort());
    }
  });

  it('exports the same rows by COPY (PostgreSQL) as by keyset batches, awkward text intact', async () => {
    const awkward = "Flat 4\\B, O'Brien & <Sons>\tyard\nline two";
    await t.services.database.withSession((session) => session.query('update cards set address = $1 where id = $2', [awkward, cards[1]?.id]));
    const read = async (database: Parameters<typeof exportRows>[0]) => {
      const rows = [];
      // (keyset rows carry their position after the columns)
      for await (const batch of exportRows(database, { sort: 'card_number', order: 'asc', center_id: t.world.centerId('LDW') }, today, 2)) rows.push(...batch.map((row) => row.slice(0, EXPORT_COLUMNS.length)));
      return rows;
    };
    const streamed = await read(t.services.database);
    expect(streamed).toEqual(await read(keysetOnly()));
    expect(streamed.map((row) => row[0])).toEqual(cards.slice(0, 3).map((card) => card.card_number).sort());
    expect(streamed.find((row) => row[0] === cards[1]?.card_number)?.[8]).toBe(awkward);
    const workbook = await readWorkbook((await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, CARD_PATHS.exportExcel, 'sort=card_number&order=asc'), token: t.token })).rawPayload);
    const rowOf = (card: Card | undefined) => 2 + cards.map((each) => each.card_number).sort().indexOf(card?.card_number ?? '');
    expect(workbook.worksheets[0]?.getCell(`I${rowOf(cards[1])}`).value).toBe(awkward);
  });

  it('needs Card Management read for print and export', async () => {
    const admin = await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, CARD_PATHS.exportExcel) });
    expect(admin.statusCode).toBe(401);
  });
});

describe('card print in every script and print language', () => {
  const printed: Card[] = [];
  const today = dayIn('Asia/Kolkata');

  const t = useTestApp({ modules: [cardsModule(), mediaModule] }, async (t) => {
    const world = await cardWorld(t);
    const token = world.clerk.token;
    const face = await photo('jpeg');
    for (const [first, last] of [['અમિત', 'પટેલ'], ['अमित', 'पटेल'], ['أمينة', 'شيخ'], ['Amit', 'पटेल']] as const) {
      const response = await sendCard(t, token, 'POST', apiUrl(ADMIN_API, CARD_PATHS.create), adultFields(world, { first_name: first, last_name: last }), { photo: face });
      expect(response.statusCode, response.body).toBe(200);
      printed.push(response.json().data as Card);
    }
    return { world, token };
  });

  it('prints a name in any of its scripts in the office language beside English, the text staying text', async () => {
    const headings: Record<PrintLanguage, string[]> = {
      en: ['CITY BUS PASS', 'Conditions of use'],
      hi: ['नगर बस पास', 'उपयोग की शर्तें'],
      gu: ['શહેરી બસ પાસ', 'ઉપયોગની શરતો'],
      ar: ['بطاقة حافلات المدينة', 'شروط الاستخدام'],
    };
    try {
      for (const language of PRINT_LANGUAGES) {
        // The office's print language, as PRINT_LANGUAGE would set it at start-up.
        t.services.config.printLanguage = language;
        for (const card of printed) {
          const response = await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, CARD_PATHS.print, { id: card.id }), token: t.token });
          expect(response.statusCode).toBe(200);
          const text = pdfText(response.rawPayload);
          const lines = text.split('\n').map((line) => line.trim());
          expect(lines, `${language} ${card.first_name}`).toContain(`${card.first_name} ${card.last_name}`);
          for (const heading of [...headings.en, ...headings[language]]) expect(lines, `${language} ${heading}`).toContain(heading);
          for (const other of PRINT_LANGUAGES.filter((code) => code !== 'en' && code !== language)) expect(text).not.toContain(headings[other][1]);
          const fonts = pdfFonts(response.rawPayload);
          expect(fonts.length).toBeGreaterThanOrEqual(2);
          expect(fonts.every((font) => font.embedded && font.subset && font.unicode)).toBe(true);
        }
      }
    } finally {
      t.services.config.printLanguage = 'en';
    }
  });

  it('refuses to print a name stored with characters no card font has, naming the card and the text', async () => {
    const [card] = printed;
    const original = await t.services.database.withSession((session) => session.query<{ first_name: string }>('select first_name from cards where id = $1', [card?.id]));
    await t.services.database.withSession((session) => session.query('update cards set first_name = $1 where id = $2', ['தமிழ்', card?.id]));
    try {
      const single = await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, CARD_PATHS.print, { id: card?.id }), token: t.token });
      expect(single.statusCode).toBe(422);
      expect(single.json().message).toBe(`card ${card?.card_number}: the holder's first name (த ம ி ழ ்) cannot be printed: correct the characters named, then print again`);
      const batch = await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, CARD_PATHS.printBatch, `issued_from=${today}`), token: t.token });
      expect(batch.statusCode).toBe(422);
      expect(batch.json().message).toContain(`card ${card?.card_number}: the holder's first name`);
      // Typed again, the same name is refused where it is entered.
      const typed = await sendCard(t, t.token, 'POST', apiUrl(ADMIN_API, CARD_PATHS.create), adultFields(t.world, { first_name: 'தமிழ்' }), { photo: await photo('jpeg') });
      expect(typed.statusCode).toBe(400);
      expect(typed.json().errors.first_name).toBe('First name has characters that cannot be printed: த ம ி ழ ். Use Latin, Devanagari, Gujarati or Arabic letters');
    } finally {
      await t.services.database.withSession((session) => session.query('update cards set first_name = $1 where id = $2', [original[0]?.first_name, card?.id]));
    }
  });

});
