import { describe, expect, it } from 'vitest';
import { CopyTextReader } from './copy-text.ts';

const COPY_OUTPUT = Buffer.from('PD-1\tअनन्या\t\\N\t\nPD-2\tline\\nbreak\ta\\tb\\\\c\n', 'utf8');

describe('CopyTextReader', () => {
  it('reads fields, NULLs, empty text and escapes', () => {
    const reader = new CopyTextReader();
    expect(reader.push(COPY_OUTPUT)).toEqual([
      ['PD-1', 'अनन्या', null, ''],
      ['PD-2', 'line\nbreak', 'a\tb\\c'],
    ]);
    expect(() => reader.end()).not.toThrow();
  });

  it('gives the same rows however the stream is cut, even inside a UTF-8 character', () => {
    for (let size = 1; size <= COPY_OUTPUT.length; size += 1) {
      const reader = new CopyTextReader();
      const rows: Array<Array<string | null>> = [];
      for (let start = 0; start < COPY_OUTPUT.length; start += size) rows.push(...reader.push(COPY_OUTPUT.subarray(start, start + size)));
      reader.end();
      expect(rows, `chunks of ${size} bytes`).toEqual([
        ['PD-1', 'अनन्या', null, ''],
        ['PD-2', 'line\nbreak', 'a\tb\\c'],
      ]);
    }
  });

  it('refuses output that stops inside a row', () => {
    const reader = new CopyTextReader();
    expect(reader.push(Buffer.from('PD-1\tA\nPD-2\tB'))).toEqual([['PD-1', 'A']]);
    expect(() => reader.end()).toThrow(/inside a row/);
  });
});
