/**
 * Statements run on the embedded database as node-postgres runs them on PostgreSQL: a named one is
 * parsed once and then, on each run, only bound to its values and executed (PostgreSQL's plan cache
 * decides, as on a server, whether it is planned again for its values); an unnamed one is parsed
 * and planned for its values on every run. PGlite's own `query` parses, describes and plans every
 * statement on every call, in six calls into its WebAssembly, and copies every field before
 * decoding it: the card list's first page took 0.94 ms that way and takes 0.16 ms prepared
 * (docs/performance.md, "What we wrote instead of a library"); the export's keyset batch, ~2,000 of them in a
 * million-row export, is parsed once instead of ~2,000 times (and planned once where the plan cache
 * keeps a generic plan).
 *
 * The values are what PGlite's `query` gives: each parameter written by PGlite's serializer for the
 * type the server inferred for it, each column read by PGlite's parser for its type (the
 * database's parsers, Drizzle's among them: pglite-drizzle-client.ts); or, for the export
 * (`Database.textRows`), each column as PostgreSQL's text, read from the answer's one buffer
 * without PGlite's copy of every field (~24 % of the server's CPU in a million-row export). A
 * statement's types are asked once (Parse, Describe), with the statement's first run.
 *
 * Each run holds both of PGlite's locks, as its `query` does: it never runs inside another
 * request's transaction. It runs outside any transaction block, so the answer could carry
 * notifications (LISTEN) that PGlite's reader never sees; it carries none, because PGlite's one
 * backend sends its own notifications in the answer to the command that committed them, which
 * PGlite reads (pglite-prepared.test.ts checks it). So: statements that send no NOTIFY, which
 * reads do not.
 *
 * Statements live in PGlite's one backend until closed: `closePglitePrepared` deallocates one with
 * the next run (a Close message before it), so a cache that forgets a shape frees its plan too.
 */
import type { PGlite } from '@electric-sql/pglite';
import { MessageWriter, descriptionOf, rawAnswer, dataRowsOf, type ColumnDecoder } from './pglite-wire.ts';

/** A statement's types, as the functions that write its parameters and read its columns. */
interface Described {
  parameters: Array<(value: unknown) => string>;
  columns: ColumnDecoder[];
}

/** What the embedded database holds for this process: its named statements, those to close, unnamed ones' types. */
interface ClientStatements {
  /** Named statements parsed on the server, by name. */
  named: Map<string, Described>;
  /** Named statements to deallocate with the next run. */
  closing: Set<string>;
  /** Unnamed statements' types by text (parsed again on each run): the last UNNAMED_DESCRIPTIONS. */
  unnamed: Map<string, Described>;
}

const UNNAMED_DESCRIPTIONS = 256;

const byClient = new WeakMap<PGlite, ClientStatements>();

function statementsOf(client: PGlite): ClientStatements {
  let statements = byClient.get(client);
  if (!statements) {
    statements = { named: new Map(), closing: new Set(), unnamed: new Map() };
    byClient.set(client, statements);
  }
  return statements;
}

/** The type ids as PGlite's serializers and parsers, as its `query` uses them. */
function described(client: PGlite, parameterTypes: readonly number[], columnTypes: readonly number[]): Described {
  return {
    parameters: parameterTypes.map((type) => {
      const serialize = client.serializers[type];
      return serialize ? (value: unknown) => serialize(value) : (value: unknown) => String(value);
    }),
    columns: columnTypes.map((type) => {
      const parse = client.parsers[type];
      return parse ? (text: string) => parse(text, type) : undefined;
    }),
  };
}

/** The closes waiting for the next run, written before its messages. */
function writerWithCloses(statements: ClientStatements): MessageWriter {
  const writer = new MessageWriter();
  for (const name of statements.closing) writer.closeStatement(name);
  statements.closing.clear();
  return writer;
}

/** Parses `text` as `name` and asks its types; throws the database's error (a statement parsed before it is closed later). */
async function describe(client: PGlite, statements: ClientStatements, name: string, text: string): Promise<Described> {
  const description = descriptionOf(await rawAnswer(client, writerWithCloses(statements).parse(name, text).describeStatement(name).sync().done()));
  if (description.error) {
    if (description.parsed && name) statements.closing.add(name);
    throw description.error;
  }
  return described(client, description.parameterTypes, description.columnTypes);
}

/** The statement's types: known, or asked now (which, for a named one, parses it on the server). */
async function typesOf(client: PGlite, statements: ClientStatements, name: string, text: string): Promise<Described> {
  const known = name ? statements.named.get(name) : statements.unnamed.get(text);
  if (known) return known;
  const types = await describe(client, statements, name, text);
  if (name) statements.named.set(name, types);
  else {
    if (statements.unnamed.size >= UNNAMED_DESCRIPTIONS) statements.unnamed.delete(statements.unnamed.keys().next().value as string);
    statements.unnamed.set(text, types);
  }
  return types;
}

/**
 * The rows of `text` with `values` on `client`, as arrays of values in the statement's column
 * order. `name`: the statement's name, unique per text in the application (PostgreSQL refuses a
 * name given twice), or '' to parse and plan it on every run.
 */
export function pglitePreparedRows(client: PGlite, name: string, text: string, values: readonly unknown[]): Promise<unknown[][]> {
  return locked(client, name, text, values, true);
}

/** The same rows with each value as PostgreSQL's text of it (null for NULL), parsed by no type parser: the export's rows (Database.textRows). */
export function pglitePreparedTextRows(client: PGlite, name: string, text: string, values: readonly unknown[]): Promise<Array<Array<string | null>>> {
  return locked(client, name, text, values, false);
}

function locked(client: PGlite, name: string, text: string, values: readonly unknown[], decoded: true): Promise<unknown[][]>;
function locked(client: PGlite, name: string, text: string, values: readonly unknown[], decoded: false): Promise<Array<Array<string | null>>>;
async function locked(client: PGlite, name: string, text: string, values: readonly unknown[], decoded: boolean): Promise<unknown[][]> {
  await client._checkReady();
  return client._runExclusiveTransaction(() =>
    client._runExclusiveQuery(async () => {
      const statements = statementsOf(client);
      try {
        return await run(client, statements, name, text, values, decoded);
      } catch (error) {
        // A named statement the server no longer holds (DEALLOCATE or DISCARD run by hand): parsed again, once.
        if (!name || (error as { code?: unknown }).code !== UNDEFINED_STATEMENT) throw error;
        statements.named.delete(name);
        return run(client, statements, name, text, values, decoded);
      }
    }),
  );
}

/** PostgreSQL's SQLSTATE for "prepared statement … does not exist". */
const UNDEFINED_STATEMENT = '26000';

/** One run, under PGlite's locks: the statement's types (asked the first time), then Bind, Execute, Sync (after a Parse when unnamed). */
async function run(client: PGlite, statements: ClientStatements, name: string, text: string, values: readonly unknown[], decoded: boolean): Promise<unknown[][]> {
  const types = await typesOf(client, statements, name, text);
  const writer = writerWithCloses(statements);
  if (!name) writer.parse('', text);
  const parameters = values.map((value, index) => {
    if (value === null || value === undefined) return null;
    const write = types.parameters[index];
    return write ? write(value) : String(value);
  });
  // Read at once: the answer's buffer serves the client's next query.
  return dataRowsOf<unknown>(await rawAnswer(client, writer.bind(name, parameters).execute().sync().done()), decoded ? types.columns : undefined);
}

/** Deallocates the statement `name` on `client` with its next run (a statement cache forgot it). */
export function closePglitePrepared(client: PGlite, name: string): void {
  const statements = byClient.get(client);
  if (!statements?.named.delete(name)) return;
  statements.closing.add(name);
}

/** The names of the statements `client` holds prepared (for tests). */
export function pglitePreparedNames(client: PGlite): string[] {
  return [...(byClient.get(client)?.named.keys() ?? [])];
}
