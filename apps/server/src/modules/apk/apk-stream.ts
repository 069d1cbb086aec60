/**
 * Checks an upload is an Android app while it streams to storage, without holding the file:
 * it must start like a ZIP (a local file header), and its central directory — at the end of the
 * file, so the last bytes are kept — must list AndroidManifest.xml. The SHA-256 and the size are
 * computed on the way. Any failure errors the stream, so the storage driver keeps nothing.
 */
import crypto from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';

export class NotAnApkError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'NotAnApkError';
  }
}

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const EOCD_MIN = 22;
const EOCD_MAX = EOCD_MIN + 0xffff;
/** The central directory must fit in what is kept of the file's end (≈ 40,000 entries). */
const KEPT_TAIL_BYTES = 4 * 1024 * 1024;
const MANIFEST = 'AndroidManifest.xml';

export interface ApkCheck {
  sha256: string;
  size: number;
}

/** Does the central directory of a ZIP whose last bytes are `tail` list the manifest? */
function zipListsManifest(tail: Buffer, fileSize: number): boolean {
  const from = Math.max(0, tail.length - EOCD_MAX);
  let eocd = -1;
  for (let index = tail.length - EOCD_MIN; index >= from; index -= 1) {
    if (tail.readUInt32LE(index) === END_OF_CENTRAL_DIRECTORY) {
      eocd = index;
      break;
    }
  }
  if (eocd < 0) throw new NotAnApkError('no ZIP end record');
  const entries = tail.readUInt16LE(eocd + 10);
  const directorySize = tail.readUInt32LE(eocd + 12);
  const directoryOffset = tail.readUInt32LE(eocd + 16);
  const tailStart = fileSize - tail.length;
  const start = directoryOffset - tailStart;
  if (directoryOffset + directorySize > fileSize) throw new NotAnApkError('ZIP directory outside the file');
  if (start < 0) throw new NotAnApkError('ZIP directory too large');
  let position = start;
  for (let entry = 0; entry < entries && position + 46 <= tail.length; entry += 1) {
    if (tail.readUInt32LE(position) !== CENTRAL_HEADER) throw new NotAnApkError('damaged ZIP directory');
    const nameLength = tail.readUInt16LE(position + 28);
    const extraLength = tail.readUInt16LE(position + 30);
    const commentLength = tail.readUInt16LE(position + 32);
    const name = tail.toString('utf8', position + 46, position + 46 + nameLength);
    if (name === MANIFEST) return true;
    position += 46 + nameLength + extraLength + commentLength;
  }
  return false;
}

/** A pass-through stream that checks the APK and reports its digest and size at the end. */
export function apkChecker(onDone: (result: ApkCheck) => void): Transform {
  const hash = crypto.createHash('sha256');
  let size = 0;
  let head = Buffer.alloc(0);
  let tail: Buffer[] = [];
  let tailBytes = 0;

  return new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      if (size < 4) {
        head = Buffer.concat([head, chunk.subarray(0, 4 - head.length)]);
        if (head.length >= 4 && head.readUInt32LE(0) !== LOCAL_HEADER) {
          done(new NotAnApkError('not a ZIP archive'));
          return;
        }
      }
      size += chunk.length;
      hash.update(chunk);
      tail.push(chunk);
      tailBytes += chunk.length;
      // Drop whole chunks from the front while what is left still covers the kept tail.
      while (tail.length > 1 && tailBytes - (tail[0]?.length ?? 0) >= KEPT_TAIL_BYTES) {
        tailBytes -= tail[0]?.length ?? 0;
        tail = tail.slice(1);
      }
      done(null, chunk);
    },
    flush(done: TransformCallback) {
      try {
        if (size < 4 || head.readUInt32LE(0) !== LOCAL_HEADER) throw new NotAnApkError('not a ZIP archive');
        if (!zipListsManifest(Buffer.concat(tail), size)) throw new NotAnApkError('no AndroidManifest.xml in the archive');
        onDone({ sha256: hash.digest('hex'), size });
        done();
      } catch (error) {
        done(error instanceof Error ? error : new Error(String(error)));
      }
    },
  });
}
