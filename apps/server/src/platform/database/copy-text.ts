/**
 * Rows from PostgreSQL's `COPY … TO STDOUT` in its text format: one line a row, fields separated by
 * tabs, `\N` for NULL, and a backslash before the characters that would break the line (backslash,
 * newline, carriage return, tab, backspace, form feed, vertical tab). The chunks a COPY stream
 * gives split lines anywhere, even inside a UTF-8 character; a line is only decoded once it is
 * whole (a newline byte never occurs inside a multi-byte character).
 */

const NEWLINE = 0x0a;
const NULL_FIELD = '\\N';
const ESCAPED: Record<string, string> = { '\\': '\\', n: '\n', r: '\r', t: '\t', b: '\b', f: '\f', v: '\v' };

/** A field as COPY wrote it → its text (or null). */
function fieldOf(raw: string): string | null {
  if (raw === NULL_FIELD) return null;
  if (!raw.includes('\\')) return raw;
  return raw.replace(/\\(.)/g, (escape: string, character: string) => ESCAPED[character] ?? character);
}

export class CopyTextReader {
  /** The bytes of a line not yet ended by a newline (from the previous chunks). */
  private partial: Buffer[] = [];

  /** The whole rows ending in this chunk (possibly none). */
  push(chunk: Buffer): Array<Array<string | null>> {
    const lastNewline = chunk.lastIndexOf(NEWLINE);
    if (lastNewline < 0) {
      this.partial.push(chunk);
      return [];
    }
    const whole = this.partial.length === 0 ? chunk.subarray(0, lastNewline) : Buffer.concat([...this.partial, chunk.subarray(0, lastNewline)]);
    this.partial = lastNewline + 1 < chunk.length ? [chunk.subarray(lastNewline + 1)] : [];
    const lines = whole.toString('utf8').split('\n');
    const rows: Array<Array<string | null>> = new Array(lines.length);
    for (let index = 0; index < lines.length; index += 1) {
      const fields = (lines[index] ?? '').split('\t');
      const row: Array<string | null> = new Array(fields.length);
      for (let column = 0; column < fields.length; column += 1) row[column] = fieldOf(fields[column] ?? '');
      rows[index] = row;
    }
    return rows;
  }

  /** At the end of the stream: throws if it stopped inside a row. */
  end(): void {
    if (this.partial.some((piece) => piece.length > 0)) throw new Error('COPY output ended inside a row');
  }
}
