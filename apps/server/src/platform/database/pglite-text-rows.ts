/**
 * A query's rows on PGlite as the text of each value (null for NULL), read from PostgreSQL's wire
 * messages by our own small parser: PGlite's reader copies every field of every row into an
 * ArrayBuffer of its own before decoding it (~24 % of the server's CPU in a million-row export);
 * here each field is decoded straight from the one buffer of the answer.
 *
 * The statement goes through the extended protocol (Parse, Bind with the parameters as text,
 * Execute, Sync; https://www.postgresql.org/docs/current/protocol-message-formats.html) with
 * `execProtocolRawStream`. PGlite does not order such calls with its queries and transactions, so
 * it runs inside a transaction of its own, under PGlite's lock for queries: never in the middle of
 * another request's transaction. Inside a transaction block PostgreSQL sends no notifications
 * (LISTEN), so none can be lost in the answer that PGlite's reader does not see; they come with a
 * COMMIT, which PGlite reads itself.
 */
import type { PGlite } from '@electric-sql/pglite';

const encoder = new TextEncoder();

/** A parameter as text in the Bind message, as PGlite's own query sends it (dates as ISO 8601). */
function parameterText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** Builds frontend messages into one buffer. */
class MessageWriter {
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

  byte(value: number): void {
    this.room(1);
    this.bytes[this.length++] = value;
  }

  int16(value: number): void {
    this.room(2);
    this.view.setInt16(this.length, value);
    this.length += 2;
  }

  int32(value: number): void {
    this.room(4);
    this.view.setInt32(this.length, value);
    this.length += 4;
  }

  raw(value: Uint8Array): void {
    this.room(value.length);
    this.bytes.set(value, this.length);
    this.length += value.length;
  }

  cstring(value: string): void {
    this.raw(encoder.encode(value));
    this.byte(0);
  }

  /** One message: its type, then its length (itself included) before what `body` writes. */
  message(type: string, body: () => void): void {
    this.byte(type.charCodeAt(0));
    const at = this.length;
    this.int32(0);
    body();
    this.view.setInt32(at, this.length - at);
  }

  done(): Uint8Array {
    return this.bytes.subarray(0, this.length);
  }
}

/** Parse (unnamed statement), Bind (unnamed portal, parameters and results as text), Execute (every row), Sync. */
export function extendedQueryMessages(sql: string, params: readonly unknown[]): Uint8Array {
  const out = new MessageWriter();
  out.message('P', () => {
    out.cstring('');
    out.cstring(sql);
    out.int16(0);
  });
  out.message('B', () => {
    out.cstring('');
    out.cstring('');
    out.int16(0);
    out.int16(params.length);
    for (const param of params) {
      const text = parameterText(param);
      if (text === null) out.int32(-1);
      else {
        const bytes = encoder.encode(text);
        out.int32(bytes.length);
        out.raw(bytes);
      }
    }
    out.int16(0);
  });
  out.message('E', () => {
    out.cstring('');
    out.int32(0);
  });
  out.message('S', () => undefined);
  return out.done();
}

/** An ErrorResponse as an Error with PostgreSQL's fields (message, code, detail...). */
function databaseError(data: Buffer, start: number, end: number): Error & Record<string, string> {
  const fields: Record<string, string> = {};
  let at = start;
  while (at < end && data[at] !== 0) {
    const type = String.fromCharCode(data[at] ?? 0);
    const stop = data.indexOf(0, at + 1);
    fields[type] = data.toString('utf8', at + 1, stop);
    at = stop + 1;
  }
  const error = new Error(fields.M ?? 'PGlite answered with an error') as Error & Record<string, string>;
  if (fields.C) error.code = fields.C;
  if (fields.S) error.severity = fields.S;
  if (fields.D) error.detail = fields.D;
  if (fields.H) error.hint = fields.H;
  return error;
}

/** The DataRows of backend messages as arrays of text (null for NULL); throws the first ErrorResponse. */
export function textRowsOf(answer: Uint8Array): Array<Array<string | null>> {
  const data = Buffer.from(answer.buffer, answer.byteOffset, answer.byteLength);
  const rows: Array<Array<string | null>> = [];
  let error: Error | undefined;
  let at = 0;
  while (at + 5 <= data.length) {
    const type = data[at];
    const end = at + 1 + data.readInt32BE(at + 1);
    if (type === 0x44) {
      // DataRow: a count, then per field its length (-1: NULL) and its bytes.
      const count = data.readInt16BE(at + 5);
      const row = new Array<string | null>(count);
      let field = at + 7;
      for (let index = 0; index < count; index += 1) {
        const length = data.readInt32BE(field);
        field += 4;
        if (length < 0) row[index] = null;
        else {
          row[index] = data.toString('utf8', field, field + length);
          field += length;
        }
      }
      rows.push(row);
    } else if (type === 0x45 && !error) error = databaseError(data, at + 5, end);
    at = end;
  }
  if (error) throw error;
  return rows;
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
 * KEPT_ANSWER_BYTES, else one of its own. No copy per piece and no concatenation: each piece was
 * copied twice before, a garbage buffer per piece and one per answer.
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

/** `sql` with `params` on `client`: every row, each value as its text. */
export async function pgliteTextRows(client: PGlite, sql: string, params: readonly unknown[]): Promise<Array<Array<string | null>>> {
  const messages = extendedQueryMessages(sql, params);
  return client.transaction(() =>
    client.runExclusive(async () => {
      // The answer as it is written: views of PGlite's memory, copied at once. (`execProtocolRaw`
      // would also run every message through PGlite's own reader, the copies this file avoids.)
      const answer = new Answer(client);
      await client.execProtocolRawStream(messages, { syncToFs: false, onRawData: (data) => answer.add(data) });
      // Read inside the transaction (a database error thrown here rolls it back) and at once: the
      // rows are strings of their own, and the buffer is free for the client's next query.
      return textRowsOf(answer.done());
    }),
  );
}
