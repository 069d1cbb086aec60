/**
 * Uploaded PDFs are parsed, not judged by their first bytes, and the parse cannot hurt the server:
 * a compression bomb is refused within the check's limits while the server's own memory stays put.
 */
import zlib from 'node:zlib';
import PDFKit from 'pdfkit';
import { afterAll, describe, expect, it } from 'vitest';
import { checkPdf, stopPdfChecks } from './pdf-check.ts';

function pdfkitDocument(options: PDFKit.PDFDocumentOptions = {}, pages = 1): Promise<Buffer> {
  return new Promise((resolve) => {
    const document = new PDFKit(options);
    const chunks: Buffer[] = [];
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    document.on('end', () => resolve(Buffer.concat(chunks)));
    for (let page = 0; page < pages; page += 1) {
      if (page > 0) document.addPage();
      document.text(`Page ${page + 1}`);
    }
    document.end();
  });
}

/**
 * A zlib stream of `megabytes` MB of spaces, made without holding them: one megabyte's deflate
 * block, fully flushed (so it stands alone), repeated, then the closing block and the checksum.
 */
function packedSpaces(megabytes: number): Buffer {
  const block = zlib.deflateRawSync(Buffer.alloc(1024 * 1024, 0x20), { level: 9, finishFlush: zlib.constants.Z_FULL_FLUSH });
  const end = zlib.deflateRawSync(Buffer.alloc(0));
  // Adler-32 of n spaces: a = 1 + 32n, b = sum of the running a's, both modulo 65521.
  const n = BigInt(megabytes) * 1024n * 1024n;
  const a = (1n + 32n * n) % 65521n;
  const b = (n + (32n * n * (n + 1n)) / 2n) % 65521n;
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(Number((b << 16n) | a));
  return Buffer.concat([Buffer.from([0x78, 0xda]), ...Array<Buffer>(megabytes).fill(block), end, checksum]);
}

/** A one-page PDF carrying an object stream that unpacks to `megabytes` MB. */
function compressionBomb(megabytes: number): Buffer {
  const packed = packedSpaces(megabytes);
  return Buffer.concat([
    Buffer.from(
      '%PDF-1.5\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
        `3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\n4 0 obj<</Type/ObjStm/N 1/First 4/Filter/FlateDecode/Length ${packed.length}>>stream\n`,
    ),
    packed,
    Buffer.from('\nendstream\nendobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'),
  ]);
}

describe('the PDF check', () => {
  afterAll(() => stopPdfChecks());

  it('accepts real PDFs, of one page or many', async () => {
    expect(await checkPdf(await pdfkitDocument())).toBe('pdf');
    expect(await checkPdf(await pdfkitDocument({}, 5))).toBe('pdf');
  });

  it('refuses what only looks like one: a PDF header over junk, no pages, cut in half', async () => {
    expect(await checkPdf(Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(4096, 'x')]))).toBe('unreadable');
    const noPages = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
    expect(await checkPdf(noPages)).toBe('unreadable');
    const real = await pdfkitDocument();
    expect(await checkPdf(real.subarray(0, Math.floor(real.length / 2)))).toBe('unreadable');
    // With the ending a PDF has: parsed all the same, and refused.
    expect(await checkPdf(Buffer.from('%PDF-1.7\nno objects at all\n%%EOF\n'))).toBe('unreadable');
  });

  it('gives up on a file the parser would walk for too long, as too complex', async () => {
    // A cold parser reads 200 kB of this in about 3 s on a quiet machine; one the earlier files made
    // fast (the checker stays for the next file) read 1.5 MB within the limit on Node 24. 8 MB takes
    // a warm one well past it.
    const maze = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(8_000_000, 'junk '), Buffer.from('\n%%EOF\n')]);
    const started = Date.now();
    expect(await checkPdf(maze)).toBe('too-complex');
    expect(Date.now() - started).toBeLessThan(12_000);
    expect(await checkPdf(Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'))).toBe('pdf');
  });

  it('tells a password-protected PDF apart', async () => {
    expect(await checkPdf(await pdfkitDocument({ userPassword: 'secret' }))).toBe('encrypted');
  });

  it('unpacks a test bomb as zlib would', () => {
    expect(zlib.inflateSync(packedSpaces(3)).equals(Buffer.alloc(3 * 1024 * 1024, 0x20))).toBe(true);
  });

  it('refuses a compression bomb without the server’s memory growing, and checks the next file as usual', async () => {
    const bomb = compressionBomb(1536);
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    const before = process.memoryUsage().rss;
    expect(await checkPdf(bomb)).toBe('too-complex');
    expect(process.memoryUsage().rss - before).toBeLessThan(100 * 1024 * 1024);
    expect(await checkPdf(await pdfkitDocument())).toBe('pdf');
  });

  it('checks files sent together one after another, each with its own verdict', async () => {
    const [good, junk] = [await pdfkitDocument(), Buffer.from('%PDF-1.4\nnothing here')];
    expect(await Promise.all([checkPdf(good), checkPdf(junk), checkPdf(good)])).toEqual(['pdf', 'unreadable', 'pdf']);
  });
});
