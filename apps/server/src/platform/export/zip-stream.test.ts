import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { ZipStream } from './zip-stream.ts';

async function zipOf(files: Array<[name: string, parts: string[]]>, limit?: number): Promise<Buffer> {
  const zip = new ZipStream(1, limit);
  const chunks: Buffer[] = [];
  zip.output.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => zip.output.on('end', resolve));
  for (const [name, parts] of files) {
    const entry = zip.entry(name);
    for (const part of parts) await entry.write(part);
    await entry.end();
  }
  zip.finish();
  await ended;
  return Buffer.concat(chunks);
}

const FILES: Array<[string, string[]]> = [
  ['a.xml', ['<a>', 'x'.repeat(100_000), 'é€ü</a>']],
  ['dir/b.txt', ['']],
  ['c.xml', Array.from({ length: 50 }, (_, index) => `<row r="${index}"/>`)],
  // Many writes, so the buffers text is turned into are reused, of mixed sizes: one larger than any
  // before it (a new buffer), multi-byte text, then small ones again.
  ['d.xml', Array.from({ length: 60 }, (_, index) => (index === 30 ? 'ü'.repeat(150_000) : `<r i="${index}">${'€'.repeat(index * 997)}</r>`))],
];

async function expectReadable(file: Buffer): Promise<void> {
  const read = await JSZip.loadAsync(file, { checkCRC32: true });
  expect(Object.keys(read.files)).toEqual(['a.xml', 'dir/b.txt', 'c.xml', 'd.xml']);
  for (const [name, parts] of FILES) expect(await read.file(name)?.async('string'), name).toBe(parts.join(''));
}

describe('streaming ZIP writer', () => {
  it('writes deflated entries with their CRC and sizes that a ZIP reader checks', async () => {
    await expectReadable(await zipOf(FILES));
  });

  it('writes ZIP64 sizes, offsets and end records past the 4 GiB limit (made small here)', async () => {
    const file = await zipOf(FILES, 64);
    expect(file.includes(Buffer.from([0x50, 0x4b, 0x06, 0x06]))).toBe(true);
    await expectReadable(file);
  });

  it('refuses a second entry while one is open, and stops a waiting writer once the output is gone', async () => {
    const zip = new ZipStream(1);
    const entry = zip.entry('a.xml');
    expect(() => zip.entry('b.xml')).toThrow('still open');
    zip.output.destroy();
    await new Promise((resolve) => setImmediate(resolve));
    await expect(entry.write('x')).rejects.toMatchObject({ name: 'AbortError' });
  });
});
