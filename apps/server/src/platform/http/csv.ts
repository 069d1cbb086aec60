/**
 * Streamed CSV exports (docs/api.md "Conventions": exports take the list's filters and stream the whole
 * result). Rows are written as they are read, never gathered in memory. A cell that a spreadsheet
 * would run as a formula (starting with = + - @, a tab or a carriage return) is prefixed with a
 * quote, so an exported name like `=HYPERLINK(...)` stays text.
 */
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { primed } from '../export/primed.ts';
import { dayIn } from '../time/today.ts';

type CsvCell = string | number | boolean | null | undefined | Date;

export interface CsvColumn<T> {
  header: string;
  value(row: T): CsvCell;
}

const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: formula characters neutralised, quoted when it holds a comma, a quote or a line break. */
function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  let text = value instanceof Date ? value.toISOString() : String(value);
  // Numbers are written as numbers ("-5" stays a number); text that looks like a formula is not.
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function csvLine(cells: readonly CsvCell[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** The CSV text of rows, header first; a byte-order mark so spreadsheet programs read UTF-8. */
async function* csvLines<T>(columns: readonly CsvColumn<T>[], rows: AsyncIterable<T>): AsyncGenerator<string> {
  yield `\uFEFF${csvLine(columns.map((column) => column.header))}`;
  let batch = '';
  for await (const row of rows) {
    batch += csvLine(columns.map((column) => column.value(row)));
    // A few kilobytes per write keeps the stream efficient without holding much.
    if (batch.length > 16_384) {
      yield batch;
      batch = '';
    }
  }
  if (batch) yield batch;
}

/** The name of a download made now: `<name>-<YYYY-MM-DD>.<extension>`, the day as the office counts it (TIME_ZONE), not UTC. */
export function exportFileName(name: string, extension: string, timeZone: string, at: Date = new Date()): string {
  return `${name}-${dayIn(timeZone, at)}.${extension}`;
}

/** What a CSV download is called: `<name>-<office's date>.csv`. */
export interface CsvFile {
  name: string;
  /** The office's time zone (TIME_ZONE), whose date the file name carries. */
  timeZone: string;
}

/** Sends rows as a CSV download named `<name>-<YYYY-MM-DD>.csv`; the first rows are read before the headers go out. */
export async function sendCsv<T>(reply: FastifyReply, file: CsvFile, columns: readonly CsvColumn<T>[], rows: AsyncIterable<T>): Promise<FastifyReply> {
  const started = await primed(rows);
  const fileName = exportFileName(file.name, 'csv', file.timeZone);
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(Readable.from(csvLines(columns, started)));
}
