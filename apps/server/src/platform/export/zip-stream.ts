/**
 * A streaming ZIP writer for the XLSX exports: entries one after the other, each deflated as its
 * data comes (sizes and CRC in a data descriptor after the data, as the format allows for data of
 * unknown length), the central directory at the end. ZIP64 records only where a size or offset
 * passes 4 GiB, as yazl did before it. It exists for speed: the CRC-32 is zlib's native one
 * (yazl computed it in JavaScript, a fifth of an export's CPU), and each piece of text is turned
 * into bytes once. Format: PKWARE's APPNOTE.TXT, its file
 * header, data descriptor, central directory and ZIP64 records (docs/performance.md, "What we
 * wrote instead of a library").
 */
import { once } from 'node:events';
import { PassThrough, type Readable, type TransformOptions } from 'node:stream';
import zlib from 'node:zlib';

const LOCAL_HEADER = 0x04034b50;
const DATA_DESCRIPTOR = 0x08074b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const ZIP64_END_OF_CENTRAL_DIRECTORY = 0x06064b50;
const ZIP64_LOCATOR = 0x07064b50;
/** Bit 3: sizes and CRC follow the data; bit 11: the name is UTF-8. */
const FLAGS = 0x0808;
const DEFLATE = 8;
const VERSION = 20;
const VERSION_ZIP64 = 45;
/** A regular file, rw-rw-r--, made on Unix. */
const EXTERNAL_ATTRIBUTES = (0o100664 << 16) >>> 0;
const MADE_ON_UNIX = 3 << 8;
/** Compressed output per call back from zlib's thread: 64 KiB instead of 16 took a tenth off the writer's CPU. */
const DEFLATE_CHUNK = 64 * 1024;
/**
 * Uncompressed data the compressor may hold before a writer waits: several of the XLSX writer's
 * chunks, so the next one is made while zlib's thread compresses this one (with Node's 16 KiB
 * default, every write waited for the one before it to be compressed).
 */
const DEFLATE_BACKLOG = 1024 * 1024;
/** Text is turned into bytes in buffers of at least this size, reused once zlib has taken them. */
const TEXT_BUFFER = 128 * 1024;

interface WrittenEntry {
  name: Buffer;
  crc: number;
  compressedSize: number;
  uncompressedSize: number;
  offset: number;
}

/** One entry being written: `write` its data (waits while the reader is slower), then `end` it. */
export interface ZipEntry {
  write(data: string | Buffer): Promise<void>;
  end(): Promise<void>;
}

/** DOS date and time of `at` (local time, two-second steps), as ZIP headers store them. */
function dosDateTime(at: Date): { date: number; time: number } {
  const date = ((at.getFullYear() - 1980) << 9) | ((at.getMonth() + 1) << 5) | at.getDate();
  const time = (at.getHours() << 11) | (at.getMinutes() << 5) | Math.floor(at.getSeconds() / 2);
  return { date, time };
}

export class ZipStream {
  /** The ZIP file as it is made. */
  readonly output: Readable;
  private readonly out = new PassThrough({ highWaterMark: 256 * 1024 });
  private readonly entries: WrittenEntry[] = [];
  private offset = 0;
  private readonly stamp = dosDateTime(new Date());
  /** The entry's compressor while an entry is open. */
  private current: zlib.DeflateRaw | undefined;
  /**
   * Buffers for text's bytes that zlib has finished with, reused: with one new buffer per write, a
   * million-row export allocated its ~1.2 GB of XML again outside V8's heap, freed only as the
   * garbage collector came across each buffer's object. At most the compressor's backlog is in use.
   */
  private readonly textBuffers: Buffer[] = [];
  /** Aborted when the output goes away (the reader hung up): a writer waiting to write stops instead of waiting forever. */
  private readonly gone = new AbortController();

  /** `limit`: sizes and offsets above it are written as ZIP64 (tests make it small). */
  constructor(
    private readonly level: number,
    private readonly limit = 0xffffffff,
  ) {
    this.output = this.out;
    this.out.once('close', () => this.gone.abort(new DOMException('the ZIP output was closed', 'AbortError')));
  }

  private push(bytes: Buffer): void {
    this.out.write(bytes);
    this.offset += bytes.length;
  }

  /** Starts the entry `name`; entries are written one at a time. */
  entry(name: string): ZipEntry {
    if (this.current) throw new Error('the previous ZIP entry is still open');
    const written: WrittenEntry = { name: Buffer.from(name, 'utf8'), crc: 0, compressedSize: 0, uncompressedSize: 0, offset: this.offset };
    const header = Buffer.alloc(30);
    header.writeUInt32LE(LOCAL_HEADER, 0);
    header.writeUInt16LE(VERSION_ZIP64, 4);
    header.writeUInt16LE(FLAGS, 6);
    header.writeUInt16LE(DEFLATE, 8);
    header.writeUInt16LE(this.stamp.time, 10);
    header.writeUInt16LE(this.stamp.date, 12);
    // CRC and sizes (14–25) stay 0: they follow the data.
    header.writeUInt16LE(written.name.length, 26);
    this.push(Buffer.concat([header, written.name]));
    // (zlib's streams take the stream options too, which its options' type does not list)
    const options: zlib.ZlibOptions & Pick<TransformOptions, 'writableHighWaterMark'> = { level: this.level, chunkSize: DEFLATE_CHUNK, writableHighWaterMark: DEFLATE_BACKLOG };
    const deflate = zlib.createDeflateRaw(options);
    this.current = deflate;
    deflate.on('data', (chunk: Buffer) => {
      written.compressedSize += chunk.length;
      this.offset += chunk.length;
      if (!this.out.write(chunk)) {
        deflate.pause();
        this.out.once('drain', () => deflate.resume());
      }
    });
    const ended = once(deflate, 'end');
    // A compressor destroyed by destroy() rejects `ended`; nobody may be waiting for it then.
    ended.catch(() => undefined);
    const { signal } = this.gone;
    return {
      write: async (data) => {
        signal.throwIfAborted();
        let bytes: Buffer;
        let done: (() => void) | undefined;
        if (typeof data === 'string') {
          const buffer = this.textBuffer(Buffer.byteLength(data, 'utf8'));
          bytes = buffer.subarray(0, buffer.write(data, 'utf8'));
          // Called once zlib has compressed the whole write (or the compressor is destroyed): the buffer is free again.
          done = () => this.textBuffers.push(buffer);
        } else bytes = data;
        written.crc = zlib.crc32(bytes, written.crc);
        written.uncompressedSize += bytes.length;
        if (!deflate.write(bytes, done)) await once(deflate, 'drain', { signal });
        // zlib compresses one write at a time on its thread and starts the next only when the main
        // thread has taken the result: a writer that went on making text without a pause left that
        // thread idle until its next wait (a million-row export waited 4.6 s on a compressor that
        // needs 2.5 s). A turn of the event loop after each write lets the two work side by side.
        else await new Promise((resolve) => setImmediate(resolve));
      },
      end: async () => {
        signal.throwIfAborted();
        deflate.end();
        await ended;
        this.push(this.dataDescriptor(written));
        this.entries.push(written);
        this.current = undefined;
      },
    };
  }

  /** A free buffer of at least `length` bytes: a reused one when it is large enough, else a new one. */
  private textBuffer(length: number): Buffer {
    const reused = this.textBuffers.pop();
    if (reused && reused.length >= length) return reused;
    return Buffer.allocUnsafeSlow(Math.max(length, TEXT_BUFFER));
  }

  private dataDescriptor(entry: WrittenEntry): Buffer {
    const zip64 = entry.compressedSize > this.limit || entry.uncompressedSize > this.limit;
    const descriptor = Buffer.alloc(zip64 ? 24 : 16);
    descriptor.writeUInt32LE(DATA_DESCRIPTOR, 0);
    descriptor.writeUInt32LE(entry.crc, 4);
    if (zip64) {
      descriptor.writeBigUInt64LE(BigInt(entry.compressedSize), 8);
      descriptor.writeBigUInt64LE(BigInt(entry.uncompressedSize), 16);
    } else {
      descriptor.writeUInt32LE(entry.compressedSize, 8);
      descriptor.writeUInt32LE(entry.uncompressedSize, 12);
    }
    return descriptor;
  }

  private centralHeader(entry: WrittenEntry): Buffer {
    // The ZIP64 extra field holds, in this order, whichever of the three does not fit.
    const big = [entry.uncompressedSize, entry.compressedSize, entry.offset].map((value) => value > this.limit);
    const [bigUncompressed, bigCompressed, bigOffset] = big;
    const values = [entry.uncompressedSize, entry.compressedSize, entry.offset].filter((_, index) => big[index]);
    const extra = Buffer.alloc(values.length > 0 ? 4 + 8 * values.length : 0);
    if (values.length > 0) {
      extra.writeUInt16LE(0x0001, 0);
      extra.writeUInt16LE(8 * values.length, 2);
      values.forEach((value, index) => extra.writeBigUInt64LE(BigInt(value), 4 + 8 * index));
    }
    const header = Buffer.alloc(46);
    header.writeUInt32LE(CENTRAL_HEADER, 0);
    header.writeUInt16LE(MADE_ON_UNIX | VERSION_ZIP64, 4);
    header.writeUInt16LE(values.length > 0 ? VERSION_ZIP64 : VERSION, 6);
    header.writeUInt16LE(FLAGS, 8);
    header.writeUInt16LE(DEFLATE, 10);
    header.writeUInt16LE(this.stamp.time, 12);
    header.writeUInt16LE(this.stamp.date, 14);
    header.writeUInt32LE(entry.crc, 16);
    header.writeUInt32LE(bigCompressed ? 0xffffffff : entry.compressedSize, 20);
    header.writeUInt32LE(bigUncompressed ? 0xffffffff : entry.uncompressedSize, 24);
    header.writeUInt16LE(entry.name.length, 28);
    header.writeUInt16LE(extra.length, 30);
    // Comment length, disk number, internal attributes (32–37): 0.
    header.writeUInt32LE(EXTERNAL_ATTRIBUTES, 38);
    header.writeUInt32LE(bigOffset ? 0xffffffff : entry.offset, 42);
    return Buffer.concat([header, entry.name, extra]);
  }

  /** Writes the central directory and ends the output. */
  finish(): void {
    if (this.current) throw new Error('a ZIP entry is still open');
    const start = this.offset;
    for (const entry of this.entries) this.push(this.centralHeader(entry));
    const size = this.offset - start;
    const count = this.entries.length;
    if (start > this.limit || size > this.limit || count > 0xffff) {
      const record = Buffer.alloc(56);
      record.writeUInt32LE(ZIP64_END_OF_CENTRAL_DIRECTORY, 0);
      record.writeBigUInt64LE(44n, 4);
      record.writeUInt16LE(MADE_ON_UNIX | VERSION_ZIP64, 12);
      record.writeUInt16LE(VERSION_ZIP64, 14);
      record.writeBigUInt64LE(BigInt(count), 24);
      record.writeBigUInt64LE(BigInt(count), 32);
      record.writeBigUInt64LE(BigInt(size), 40);
      record.writeBigUInt64LE(BigInt(start), 48);
      const locator = Buffer.alloc(20);
      locator.writeUInt32LE(ZIP64_LOCATOR, 0);
      locator.writeBigUInt64LE(BigInt(this.offset), 8);
      locator.writeUInt32LE(1, 16);
      this.push(Buffer.concat([record, locator]));
    }
    const end = Buffer.alloc(22);
    end.writeUInt32LE(END_OF_CENTRAL_DIRECTORY, 0);
    end.writeUInt16LE(Math.min(count, 0xffff), 8);
    end.writeUInt16LE(Math.min(count, 0xffff), 10);
    end.writeUInt32LE(size > this.limit ? 0xffffffff : size, 12);
    end.writeUInt32LE(start > this.limit ? 0xffffffff : start, 16);
    this.push(end);
    this.out.end();
  }

  /** Stops on an error: the reader sees a broken stream, never a short file that looks complete. */
  destroy(error: Error): void {
    this.current?.destroy();
    this.current = undefined;
    this.out.destroy(error);
  }
}
