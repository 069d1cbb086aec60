/**
 * A pooled connection whose transaction could not even begin goes back to the pool, discarded.
 *
 * drizzle-orm's pooled `transaction()` (node-postgres, 0.45) sends BEGIN before the try/finally that
 * releases its connection (https://github.com/drizzle-team/drizzle-orm/issues/6241). BEGIN fails
 * when the connection died while it sat idle (a PostgreSQL restart, a reset network, noticed only
 * when the next statement is sent); that connection then stayed checked out for the life of the
 * process. A few such losses during an outage left the pool with no connections to give — every
 * request waited and failed with 503 after the outage was over — and the pool's close never ended,
 * so a stopping server hung (docs/operations.md, "When PostgreSQL or S3 goes away").
 *
 * `watchFirstStatement` is called for each checkout: when the checkout's first statement is a BEGIN
 * that fails, the connection is released with the error (the pool then closes it), and a release
 * of that checkout by its holder afterwards does nothing.
 */

/** What the guard needs of node-postgres's pooled client. */
export interface CheckedOutClient {
  query: unknown;
  release(error?: Error | boolean): void;
}

const BEGIN = /^\s*begin\b/i;

function statementText(statement: unknown): string | undefined {
  if (typeof statement === 'string') return statement;
  if (typeof statement === 'object' && statement !== null && 'text' in statement && typeof statement.text === 'string') return statement.text;
  return undefined;
}

export function watchFirstStatement(client: CheckedOutClient): void {
  // A checkout that ran no statement left its watch behind: the client's own method first.
  Reflect.deleteProperty(client, 'query');
  const ownQuery = client.query;
  Object.defineProperty(client, 'query', {
    configurable: true,
    writable: true,
    value(...args: unknown[]): unknown {
      // Only the first statement is watched: the client's own query method is back from the second.
      Reflect.deleteProperty(client, 'query');
      const result: unknown = Reflect.apply(ownQuery as (...queryArgs: unknown[]) => unknown, client, args);
      if (result instanceof Promise && BEGIN.test(statementText(args[0]) ?? '')) {
        result.catch((error: unknown) => {
          const release = client.release.bind(client);
          client.release = () => undefined;
          release(error instanceof Error ? error : new Error(String(error)));
        });
      }
      return result;
    },
  });
}
