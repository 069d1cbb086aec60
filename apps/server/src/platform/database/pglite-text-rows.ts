/**
 * A query's rows on PGlite as the text of each value (null for NULL), read from PostgreSQL's wire
 * messages by our own small reader (pglite-wire.ts): PGlite's reader copies every field of every
 * row into an ArrayBuffer of its own before decoding it (~24 % of the server's CPU in a million-row
 * export); here each field is decoded straight from the one buffer of the answer.
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
import { MessageWriter, rawAnswer, rowsOf } from './pglite-wire.ts';

/** A parameter as text in the Bind message, as PGlite's own query sends it (dates as ISO 8601). */
function parameterText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** `sql` with `params` on `client`: every row, each value as its text. */
export async function pgliteTextRows(client: PGlite, sql: string, params: readonly unknown[]): Promise<Array<Array<string | null>>> {
  // Parse (the unnamed statement), Bind (the unnamed portal, parameters and results as text), Execute (every row), Sync.
  const messages = new MessageWriter().parse('', sql).bind('', params.map(parameterText)).execute().sync().done();
  return client.transaction(() =>
    client.runExclusive(async () =>
      // Read inside the transaction (a database error thrown here rolls it back) and at once: the
      // rows are strings of their own, and the buffer is free for the client's next query.
      rowsOf(await rawAnswer(client, messages)),
    ),
  );
}
