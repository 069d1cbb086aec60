/** A minimal ZIP writer (stored or deflated entries) for tests that need an APK-shaped upload. */
import zlib from 'node:zlib';

export function makeZip(entries: ReadonlyArray<{ name: string; data: Buffer | string; deflate?: boolean }>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const data = Buffer.isBuffer(entry.data) ? entry.data : Buffer.from(entry.data);
    const crc = zlib.crc32(data);
    const stored = entry.deflate ? zlib.deflateRawSync(data, { level: 9 }) : data;
    const method = entry.deflate ? 8 : 0;
    // The central directory repeats the local header's fields from the compression method on,
    // two bytes further in (after its "version made by").
    const writeEntryFields = (header: Buffer, at: number) => {
      header.writeUInt16LE(method, at);
      header.writeUInt32LE(crc, at + 6);
      header.writeUInt32LE(stored.length, at + 10);
      header.writeUInt32LE(data.length, at + 14);
      header.writeUInt16LE(name.length, at + 18);
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    writeEntryFields(local, 8);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    writeEntryFields(central, 10);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, stored);
    centrals.push(central, name);
    offset += local.length + name.length + stored.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** An APK-shaped ZIP: a manifest, some code and `padding` bytes of filler. */
export function makeApk(padding = 1024): Buffer {
  return makeZip([
    { name: 'AndroidManifest.xml', data: '<manifest package="in.passdesk.inspector"/>' },
    { name: 'classes.dex', data: Buffer.alloc(padding, 7) },
  ]);
}
