import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { copyFileSparsely } from './sparse-copy.ts';

describe('copyFileSparsely', () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'passdesk-sparse-'));
  afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

  it('copies a file of data and zeros byte for byte, writing only the data', () => {
    const content = Buffer.alloc(4 * 1024 * 1024);
    content.write('start of the segment', 0);
    content.write('a record in the middle', 1_500_000);
    content[content.length - 1] = 7;
    const from = path.join(folder, 'segment');
    fs.writeFileSync(from, content);
    const to = path.join(folder, 'copy');
    copyFileSparsely(from, to);
    expect(fs.readFileSync(to).equals(content)).toBe(true);
    // Three 64 KiB chunks written of 64: the rest are holes (on file systems that keep them).
    expect(fs.statSync(to).blocks * 512).toBeLessThan(content.length / 4);
  });

  it('keeps a file of zeros its size, and an empty file empty', () => {
    const zeros = path.join(folder, 'zeros');
    fs.writeFileSync(zeros, Buffer.alloc(200_000));
    copyFileSparsely(zeros, path.join(folder, 'zeros-copy'));
    expect(fs.readFileSync(path.join(folder, 'zeros-copy')).equals(Buffer.alloc(200_000))).toBe(true);
    fs.writeFileSync(path.join(folder, 'empty'), '');
    copyFileSparsely(path.join(folder, 'empty'), path.join(folder, 'empty-copy'));
    expect(fs.statSync(path.join(folder, 'empty-copy')).size).toBe(0);
  });

  it('never overwrites a file that is there', () => {
    fs.writeFileSync(path.join(folder, 'there'), 'kept');
    expect(() => copyFileSparsely(path.join(folder, 'zeros'), path.join(folder, 'there'))).toThrow();
    expect(fs.readFileSync(path.join(folder, 'there'), 'utf8')).toBe('kept');
  });
});
