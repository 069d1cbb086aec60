/**
 * A streamed export sends its headers (200) before the body. If reading the first rows fails (a
 * filter the database refuses, the pool exhausted), the client would only see a cut connection.
 * `primed` reads the first item before anything is sent, so such a failure becomes an ordinary
 * error answer; a failure after that still cuts the stream, so a broken file never looks complete
 * (docs/api.md, "Conventions").
 */
export async function primed<T>(source: AsyncIterable<T>): Promise<AsyncIterable<T>> {
  const iterator = source[Symbol.asyncIterator]();
  const first = await iterator.next();
  return {
    async *[Symbol.asyncIterator]() {
      if (first.done) return;
      yield first.value;
      for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
    },
  };
}
