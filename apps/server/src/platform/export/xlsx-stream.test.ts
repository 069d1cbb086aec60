import type ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { readWorkbook } from '../../test/xlsx-workbook.ts';
import { XlsxStreamWriter, escapeXml, excelDay, type XlsxColumn } from './xlsx-stream.ts';

const COLUMNS: XlsxColumn[] = [
  { header: 'Card number', type: 'string' },
  { header: 'Fee', type: 'number' },
  { header: 'Valid until', type: 'date' },
];

async function write(rows: Array<Array<string | number | null>>, maxRowsPerSheet?: number): Promise<ExcelJS.Workbook> {
  const writer = new XlsxStreamWriter(COLUMNS, { sheetName: 'Cards', maxRowsPerSheet });
  const file = buffer(writer.output);
  for (const row of rows) await writer.addRow(row);
  await writer.finish();
  return readWorkbook(await file);
}

describe('streaming XLSX writer', () => {
  it('writes a header and typed cells that Excel readers understand', async () => {
    const workbook = await write([
      ['LDW-2026-000001', 250.5, '2026-12-31'],
      ['<b>&"quoted"</b>\u0001 ', null, ''],
    ]);
    const sheet = workbook.getWorksheet('Cards');
    expect(sheet?.rowCount).toBe(3);
    expect(sheet?.getRow(1).values).toEqual([undefined, 'Card number', 'Fee', 'Valid until']);
    expect(sheet?.getCell('A2').value).toBe('LDW-2026-000001');
    expect(sheet?.getCell('B2').value).toBe(250.5);
    expect((sheet?.getCell('C2').value as Date).toISOString()).toBe('2026-12-31T00:00:00.000Z');
    expect(sheet?.getCell('A3').value).toBe('<b>&"quoted"</b> ');
    expect(sheet?.getCell('B3').value).toBeNull();
  });

  it('writes a cell\'s address only after an empty value, which writes no cell', async () => {
    const writer = new XlsxStreamWriter(COLUMNS, { sheetName: 'Cards' });
    const file = buffer(writer.output);
    await writer.addRows([
      ['C1', 1, '2026-01-01'],
      [null, 2, '2026-01-02'],
      ['C3', '', '2026-01-03'],
      ['', null, ''],
      ['C5', 5, null],
    ]);
    await writer.finish();
    const zip = await JSZip.loadAsync(await file);
    const sheetXml = (await zip.file('xl/worksheets/sheet1.xml')?.async('string')) ?? '';
    const rows = sheetXml.slice(sheetXml.indexOf('</row>') + '</row>'.length, sheetXml.indexOf('</sheetData>'));
    expect(rows).toBe(
      '<row><c t="inlineStr"><is><t>C1</t></is></c><c><v>1</v></c><c s="1"><v>46023</v></c></row>' +
        '<row><c r="B3"><v>2</v></c><c s="1"><v>46024</v></c></row>' +
        '<row><c t="inlineStr"><is><t>C3</t></is></c><c r="C4" s="1"><v>46025</v></c></row>' +
        '<row></row>' +
        '<row><c t="inlineStr"><is><t>C5</t></is></c><c><v>5</v></c></row>',
    );
    const sheet = (await readWorkbook(await file)).getWorksheet('Cards');
    const values = [2, 3, 4, 5, 6].map((number) => ['A', 'B', 'C'].map((column) => sheet?.getCell(`${column}${number}`).value ?? null));
    const day = (text: string) => new Date(`${text}T00:00:00Z`);
    expect(values).toEqual([
      ['C1', 1, day('2026-01-01')],
      [null, 2, day('2026-01-02')],
      ['C3', null, day('2026-01-03')],
      [null, null, null],
      ['C5', 5, null],
    ]);
  });

  it('continues on a new sheet, header repeated, past the row limit', async () => {
    const rows = Array.from({ length: 10 }, (_, index) => [`C${index}`, index, '2026-01-01']);
    const workbook = await write(rows, 4);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Cards', 'Cards 2', 'Cards 3', 'Cards 4']);
    expect(workbook.worksheets.map((sheet) => sheet.rowCount)).toEqual([4, 4, 4, 2]);
    expect(workbook.worksheets[1]?.getCell('A1').value).toBe('Card number');
    expect(workbook.worksheets[3]?.getCell('A2').value).toBe('C9');
  });

  it('takes rows out of a batch as it writes them, the same file as addRows', async () => {
    const rows = Array.from({ length: 10 }, (_, index) => [`C${index}`, index, '2026-01-01']);
    const fileOf = async (add: (writer: XlsxStreamWriter) => Promise<void>) => {
      const writer = new XlsxStreamWriter(COLUMNS, { sheetName: 'Cards', maxRowsPerSheet: 4 });
      const chunks: Buffer[] = [];
      writer.output.on('data', (chunk: Buffer) => chunks.push(chunk));
      const ended = new Promise((resolve) => writer.output.on('end', resolve));
      await add(writer);
      await writer.finish();
      await ended;
      const zip = await JSZip.loadAsync(Buffer.concat(chunks));
      return Promise.all(Object.keys(zip.files).map(async (name) => [name, await zip.file(name)?.async('string')]));
    };
    const batch: Array<Array<string | number> | undefined> = rows.map((row) => [...row]);
    const taken = await fileOf((writer) => writer.takeRows(batch));
    expect(batch).toEqual(Array.from({ length: 10 }, () => undefined));
    expect(taken).toEqual(await fileOf((writer) => writer.addRows(rows)));
  });

  it('writes an empty workbook as a header alone', async () => {
    const workbook = await write([]);
    expect(workbook.worksheets[0]?.rowCount).toBe(1);
  });

  it('writes no shared-string part when no column repeats its values', async () => {
    const writer = new XlsxStreamWriter(COLUMNS, { sheetName: 'Cards' });
    const chunks: Buffer[] = [];
    writer.output.on('data', (chunk: Buffer) => chunks.push(chunk));
    const ended = new Promise((resolve) => writer.output.on('end', resolve));
    await writer.addRow(['LDW-2026-000001', 1, '2026-01-01']);
    await writer.finish();
    await ended;
    const zip = await JSZip.loadAsync(Buffer.concat(chunks));
    expect(zip.file('xl/sharedStrings.xml')).toBeNull();
    expect(await zip.file('[Content_Types].xml')?.async('string')).not.toContain('sharedStrings');
    expect(await zip.file('xl/_rels/workbook.xml.rels')?.async('string')).not.toContain('sharedStrings');
  });

  it('converts dates to Excel serial days and escapes XML', () => {
    expect(excelDay('1900-03-01')).toBe(61);
    expect(excelDay('2026-04-30')).toBe(46142);
    expect(excelDay('2100-12-31')).toBe(73415);
    for (const notADay of ['2026-4-30', '2026/04/30', '2026-04-3x', ' 2026-04-30', '']) expect(excelDay(notADay), notADay).toBeUndefined();
    expect(escapeXml('a<b & c>\u0007')).toBe('a&lt;b &amp; c&gt;');
  });

  it('writes a title and parameter rows above a frozen header, money with two decimals, bold totals and more named sheets', async () => {
    const writer = new XlsxStreamWriter(
      [
        { header: 'Center', type: 'string', width: 24 },
        { header: 'Amount (INR)', type: 'money', width: 14 },
      ],
      { sheetName: 'Daily', heading: { title: 'Daily report', parameters: [['Date', '2026-11-20'], ['Time zone', 'Asia/Kolkata']] } },
    );
    const file = buffer(writer.output);
    await writer.addRow(['Central', 1234.5]);
    await writer.addRow(['Total', 1234.5], { bold: true });
    await writer.startSheet({ name: 'Scans', columns: [{ header: 'Result', type: 'string' }, { header: 'Scans', type: 'number' }] });
    await writer.addRow(['valid', 7]);
    await writer.finish();
    const workbook = await readWorkbook(await file);

    const daily = workbook.getWorksheet('Daily');
    expect(daily?.getCell('A1').value).toBe('Daily report');
    expect(daily?.getCell('A1').font?.bold).toBe(true);
    expect(daily?.getRow(2).values).toEqual([undefined, 'Date', '2026-11-20']);
    expect(daily?.getRow(3).values).toEqual([undefined, 'Time zone', 'Asia/Kolkata']);
    expect(daily?.getRow(5).values).toEqual([undefined, 'Center', 'Amount (INR)']);
    expect(daily?.views[0]).toMatchObject({ state: 'frozen', ySplit: 5, topLeftCell: 'A6' });
    expect(daily?.getColumn(1).width).toBe(24);
    expect(daily?.getCell('B6').value).toBe(1234.5);
    expect(daily?.getCell('B6').numFmt).toBe('#,##0.00');
    expect(daily?.getCell('A7').font?.bold).toBe(true);
    const scans = workbook.getWorksheet('Scans');
    expect(scans?.getRow(1).values).toEqual([undefined, 'Result', 'Scans']);
    expect(scans?.getCell('B2').value).toBe(7);
    expect(scans?.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
  });

  it('writes a repeated column\'s values once, in the shared strings, up to their limit', async () => {
    const writer = new XlsxStreamWriter(
      [
        { header: 'Card number', type: 'string' },
        { header: 'Category', type: 'string', repeated: true },
      ],
      { sheetName: 'Cards' },
    );
    const chunks: Buffer[] = [];
    writer.output.on('data', (chunk: Buffer) => chunks.push(chunk));
    const ended = new Promise((resolve) => writer.output.on('end', resolve));
    const categories = ['Student', ' Senior <citizen> & co', 'Student', '', null];
    for (const [index, category] of categories.entries()) await writer.addRow([`C${index}`, category]);
    await writer.addRow(['Total', 'Student'], { bold: true });
    // More distinct values than the table holds: the rest are written inline.
    for (let index = 0; index < 4100; index += 1) await writer.addRow([`D${index}`, `Route ${index}`]);
    await writer.finish();
    await ended;
    const file = Buffer.concat(chunks);

    const zip = await JSZip.loadAsync(file, { checkCRC32: true });
    const shared = (await zip.file('xl/sharedStrings.xml')?.async('string')) ?? '';
    expect(shared.match(/<si>/g)).toHaveLength(4096);
    expect(shared).toContain('<si><t>Student</t></si><si><t xml:space="preserve"> Senior &lt;citizen&gt; &amp; co</t></si><si><t>Route 0</t></si>');
    const sheetXml = (await zip.file('xl/worksheets/sheet1.xml')?.async('string')) ?? '';
    // Cells follow each other without addresses: C0's row is `<row><c t="inlineStr">…C0…</c><c t="s">…`.
    expect(sheetXml).toContain('<row><c t="inlineStr"><is><t>C0</t></is></c><c t="s"><v>0</v></c></row>');
    expect(sheetXml).toContain('<row><c s="2" t="inlineStr"><is><t>Total</t></is></c><c s="2" t="s"><v>0</v></c></row>');
    expect(sheetXml).toContain('<row><c t="inlineStr"><is><t>D4094</t></is></c><c t="inlineStr"><is><t>Route 4094</t></is></c></row>');

    const workbook = await readWorkbook(file);
    const sheet = workbook.getWorksheet('Cards');
    expect([2, 3, 4, 5, 6].map((row) => sheet?.getCell(`B${row}`).value)).toEqual(['Student', ' Senior <citizen> & co', 'Student', null, null]);
    expect(sheet?.getCell('B7').value).toBe('Student');
    expect(sheet?.getCell('B7').font?.bold).toBe(true);
    expect(sheet?.getCell('B8').value).toBe('Route 0');
    expect(sheet?.getCell('B4107').value).toBe('Route 4099');
  });
});
