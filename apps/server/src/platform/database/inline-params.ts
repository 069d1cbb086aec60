/**
 * A statement's `$1`, `$2`… replaced by SQL literals of its parameters, for the one statement
 * PostgreSQL takes no parameters for: `COPY (query) TO STDOUT`. Text goes through the driver's
 * `escapeLiteral` (quotes doubled; with a backslash, an `E''` literal); numbers must be finite.
 * Only the value types a Drizzle query of ours binds are accepted: anything else throws rather
 * than being guessed at.
 */
export function inlineParams(text: string, params: readonly unknown[], escapeLiteral: (value: string) => string): string {
  const literals = params.map((value, index) => literalOf(value, index + 1, escapeLiteral));
  return text.replace(/\$(\d+)/g, (placeholder: string, number: string) => {
    const literal = literals[Number(number) - 1];
    if (literal === undefined) throw new Error(`${placeholder} has no parameter`);
    return literal;
  });
}

function literalOf(value: unknown, number: number, escapeLiteral: (value: string) => string): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'string') return escapeLiteral(value);
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`$${number} is not a finite number`);
    return String(value);
  }
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return escapeLiteral(value.toISOString());
  throw new Error(`$${number} has a value of a kind that cannot be written as a literal`);
}
