/**
 * PostgreSQL's wire protocol spoken to PGlite directly (its `execProtocolRawStream`): the frontend
 * messages of the extended query protocol written into one buffer, and the backend messages of the
 * answer read straight from the one buffer they are gathered in
 * (https://www.postgresql.org/docs/current/protocol-message-formats.html). PGlite's own reader copies
 * every field of every row into an ArrayBuffer of its own before decoding it; here each field is
 * decoded where it lies. Used by pglite-prepared.ts.
 */
import type { PGlite } from '@electric-sql/pglite';

const encoder = new TextEncoder();

/** Builds frontend messages into one buffer. */
export class MessageWriter {
  private bytes = new Uint8Array(256);
  private view = new DataView(this.bytes.buffer);
  private length = 0;

  private room(extra: number): void {
    if (this.length + extra <= this.bytes.length) return;
    const bigger = new Uint8Array(Math.max(this.bytes.length * 2, this.length + extra));
    bigger.set(this.bytes);
    this.bytes = bigger;
    this.view = new DataView(bigger.buffer);
  }

  private byte(value: number): void {
    this.room(1);
    this.bytes[this.length++] = value;
  }

  private int16(value: number): void {
    this.room(2);
    this.view.setInt16(this.length, value);
    this.length += 2;
  }

  private int32(value: number): void {
    this.room(4);
    this.view.setInt32(this.length, value);
    this.length += 4;
  }

  private raw(value: Uint8Array): void {
    this.room(value.length);
    this.bytes.set(value, this.length);
    this.length += value.length;
  }

  private cstring(value: string): void {
    this.raw(encoder.encode(value));
    this.byte(0);
  }

  /** One message: its type, then its length (itself included) before what `body` writes. */
  private message(type: string, body: () => void): this {
    this.byte(type.charCodeAt(0));
    const at = this.length;
    this.int32(0);
    body();
    this.view.setInt32(at, this.length - at);
    return this;
  }

  /** Parse `sql` as the statement `name` ('' : the unnamed one), its parameters' types left to the server. */
  parse(name: string, sql: string): this {
    return this.message('P', () => {
      this.cstring(name);
      this.cstring(sql);
      this.int16(0);
    });
  }

  /** Describe the statement `name`: its parameters' types (ParameterDescription) and its columns (RowDescription or NoData). */
  describeStatement(name: string): this {
    return this.message('D', () => {
      this.byte('S'.charCodeAt(0));
      this.cstring(name);
    });
  }

  /** Bind the statement `name` to the unnamed portal: each value as its text (null: NULL), every result column as text. */
  bind(name: string, values: ReadonlyArray<string | null>): this {
    return this.message('B', () => {
      this.cstring('');
      this.cstring(name);
      this.int16(0);
      this.int16(values.length);
      for (const value of values) {
        if (value === null) this.int32(-1);
        else {
          const bytes = encoder.encode(value);
          this.int32(bytes.length);
          this.raw(bytes);
        }
      }
      this.int16(0);
    });
  }

  /** Execute the unnamed portal: every row. */
  execute(): this {
    return this.message('E', () => {
      this.cstring('');
      this.int32(0);
    });
  }

  /** Close (deallocate) the prepared statement `name`. */
  closeStatement(name: string): this {
    return this.message('C', () => {
      this.byte('S'.charCodeAt(0));
      this.cstring(name);
    });
  }

  sync(): this {
    return this.message('S', () => undefined);
  }

  done(): Uint8Array {
    return this.bytes.subarray(0, this.length);
  }
}

/** A database error as the driver gives it: an Error with PostgreSQL's fields (message, code, detail...). */
type WireDatabaseError = Error & Record<string, string>;

/** An ErrorResponse as an Error with PostgreSQL's fields. */
function databaseError(data: Buffer, start: number, end: number): WireDatabaseError {
  const fields: Record<string, string> = {};
  let at = start;
  while (at < end && data[at] !== 0) {
    const type = String.fromCharCode(data[at] ?? 0);
    const stop = data.indexOf(0, at + 1);
    fields[type] = data.toString('utf8', at + 1, stop);
    at = stop + 1;
  }
  const error = new Error(fields.M ?? 'PGlite answered with an error') as WireDatabaseError;
  if (fields.C) error.code = fields.C;
  if (fields.S) error.severity = fields.S;
  if (fields.D) error.detail = fields.D;
  if (fields.H) error.hint = fields.H;
  return error;
}

/** Turns a column's text into its value (PGlite's parser for the column's type). */
export type ColumnDecoder = ((text: string) => unknown) | undefined;

const DATA_ROW = 0x44; // 'D'
const ERROR_RESPONSE = 0x45; // 'E'
const PARSE_COMPLETE = 0x31; // '1'
const PARAMETER_DESCRIPTION = 0x74; // 't'
const ROW_DESCRIPTION = 0x54; // 'T'

const bufferOf = (answer: Uint8Array) => Buffer.from(answer.buffer, answer.byteOffset, answer.byteLength);

/**
 * The DataRows of an answer as arrays of values: each column's text, or what `decoders` makes of
 * it (null for NULL). Throws the answer's first ErrorResponse.
 */
export function dataRowsOf<Value = string>(answer: Uint8Array, decoders?: readonly ColumnDecoder[]): Array<Array<Value | null>> {
  const data = bufferOf(answer);
  const rows: Array<Array<Value | null>> = [];
  let error: Error | undefined;
  let at = 0;
  while (at + 5 <= data.length) {
    const type = data[at];
    const end = at + 1 + data.readInt32BE(at + 1);
    if (type === DATA_ROW) {
      // A count, then per field its length (-1: NULL) and its bytes.
      const count = data.readInt16BE(at + 5);
      const row = new Array<Value | null>(count);
      let field = at + 7;
      for (let index = 0; index < count; index += 1) {
        const length = data.readInt32BE(field);
        field += 4;
        if (length < 0) row[index] = null;
        else {
          const text = data.toString('utf8', field, field + length);
          const decode = decoders?.[index];
          row[index] = (decode ? decode(text) : text) as Value;
          field += length;
        }
      }
      rows.push(row);
    } else if (type === ERROR_RESPONSE && !error) error = databaseError(data, at + 5, end);
    at = end;
  }
  if (error) throw error;
  return rows;
}

/** What a Parse and Describe of a statement answered: its parameters' and its columns' type ids. */
interface StatementDescription {
  /** The statement was parsed (it exists on the server under its name, even if what follows failed). */
  parsed: boolean;
  parameterTypes: number[];
  columnTypes: number[];
  error?: WireDatabaseError;
}

/** Reads ParseComplete, ParameterDescription, RowDescription and the first ErrorResponse of an answer. */
export function descriptionOf(answer: Uint8Array): StatementDescription {
  const data = bufferOf(answer);
  const description: StatementDescription = { parsed: false, parameterTypes: [], columnTypes: [] };
  let at = 0;
  while (at + 5 <= data.length) {
    const type = data[at];
    const end = at + 1 + data.readInt32BE(at + 1);
    if (type === PARSE_COMPLETE) description.parsed = true;
    else if (type === PARAMETER_DESCRIPTION) {
      const count = data.readInt16BE(at + 5);
      for (let index = 0; index < count; index += 1) description.parameterTypes.push(data.readUInt32BE(at + 7 + index * 4));
    } else if (type === ROW_DESCRIPTION) {
      // Per field: its name, then table oid (4), column number (2), type oid (4), size (2), modifier (4), format (2).
      const count = data.readInt16BE(at + 5);
      let field = at + 7;
      for (let index = 0; index < count; index += 1) {
        field = data.indexOf(0, field) + 1;
        description.columnTypes.push(data.readUInt32BE(field + 6));
        field += 18;
      }
    } else if (type === ERROR_RESPONSE && !description.error) description.error = databaseError(data, at + 5, end);
    at = end;
  }
  return description;
}

/**
 * Answers up to this size are gathered in one buffer kept per client and reused (an export reads
 * ~2,000 answers of ~0.3 MB each); a larger answer gets a buffer of its own, dropped with it, so no
 * rare large answer stays in memory.
 */
const KEPT_ANSWER_BYTES = 1024 * 1024;

/** Each client's reusable answer buffer (one query at a time per client: PGlite's lock). */
const answerBuffers = new WeakMap<PGlite, Uint8Array>();

/**
 * Gathers an answer written in pieces (PGlite hands out views of its memory, each valid only during
 * the call) into one buffer: the client's kept one while it fits, grown to at most
 * KEPT_ANSWER_BYTES, else one of its own. No copy per piece and no concatenation.
 */
class Answer {
  private bytes: Uint8Array;
  length = 0;

  constructor(private readonly client: PGlite) {
    // Taken, not shared: put back by done(), so two answers could never write into one buffer.
    this.bytes = answerBuffers.get(client) ?? new Uint8Array(64 * 1024);
    answerBuffers.delete(client);
  }

  add(piece: Uint8Array): void {
    const needed = this.length + piece.length;
    if (needed > this.bytes.length) {
      const bigger = new Uint8Array(Math.max(needed, this.bytes.length * 2));
      bigger.set(this.bytes.subarray(0, this.length));
      this.bytes = bigger;
    }
    this.bytes.set(piece, this.length);
    this.length = needed;
  }

  /** The answer's bytes, valid until the client's next query; the buffer is kept for it when small enough. */
  done(): Uint8Array {
    if (this.bytes.length <= KEPT_ANSWER_BYTES) answerBuffers.set(this.client, this.bytes);
    return this.bytes.subarray(0, this.length);
  }
}

/**
 * Sends `messages` and gives the answer's bytes, valid until the client's next query: read them at
 * once. The caller holds PGlite's lock for queries (one query at a time per client). Nothing is
 * synced to the file system (`syncToFs: false`): for reads, and inside a transaction, whose COMMIT
 * PGlite syncs itself.
 */
export async function rawAnswer(client: PGlite, messages: Uint8Array): Promise<Uint8Array> {
  // The answer as it is written: views of PGlite's memory, copied at once. (`execProtocolRaw`
  // would also run every message through PGlite's own reader, the copies this file avoids.)
  const answer = new Answer(client);
  await client.execProtocolRawStream(messages, { syncToFs: false, onRawData: (data) => answer.add(data) });
  return answer.done();
}
