/**
 * Reads an XLSX file with ExcelJS after writing out every row's and cell's address. The export
 * writes a data row without `r`, and a cell without `r` where it follows the row's previous cell
 * (ECMA-376 Part 1, 18.3.1.73 and 18.3.1.4; Excel and LibreOffice read them so); ExcelJS's reader
 * takes every address from `r` and has none for such a cell. The positions given here follow the
 * standard's rule, independently of the writer: a row without `r` is the one after the previous
 * row (the first is row 1), a cell without `r` the column after the previous cell (A in a row).
 */
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { Readable } from 'node:stream';

function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

function columnIndex(letters: string): number {
  let index = 0;
  for (const letter of letters) index = index * 26 + letter.charCodeAt(0) - 64;
  return index - 1;
}

/** The sheet's XML with `r` on every `<row>` and `<c>`. */
export function addressedSheetXml(xml: string): string {
  let row = 0;
  let column = -1;
  return xml.replace(/<(row|c)\b([^>]*)>/g, (tag: string, name: string, attributes: string) => {
    const given = / r="([A-Z]*)(\d+)"/.exec(attributes);
    if (name === 'row') {
      row = given ? Number(given[2]) : row + 1;
      column = -1;
      return given ? tag : `<row r="${row}"${attributes}>`;
    }
    column = given ? columnIndex(given[1] ?? '') : column + 1;
    return given ? tag : `<c r="${columnName(column)}${row}"${attributes}>`;
  });
}

export async function readWorkbook(file: Buffer): Promise<ExcelJS.Workbook> {
  const zip = await JSZip.loadAsync(file, { checkCRC32: true });
  for (const name of Object.keys(zip.files).filter((path) => /^xl\/worksheets\/sheet\d+\.xml$/.test(path))) {
    zip.file(name, addressedSheetXml((await zip.file(name)?.async('string')) ?? ''));
  }
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.read(Readable.from(await zip.generateAsync({ type: 'nodebuffer' })));
  return workbook;
}
