/** A multipart/form-data body for upload tests: fields and files, in the order given. */
import fs from 'node:fs';
import path from 'node:path';
import type { TestApp } from './test-app.ts';

export interface Part {
  name: string;
  value: string | Buffer;
  filename?: string;
  contentType?: string;
}

export function multipart(parts: Part[], boundary = `----passdesk${Math.random().toString(16).slice(2)}`): { body: Buffer; contentType: string } {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename !== undefined ? `; filename="${part.filename}"` : ''}`;
    const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.contentType ? `Content-Type: ${part.contentType}\r\n` : ''}\r\n`;
    chunks.push(Buffer.from(head), Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Every file in the local storage folder (DATA_DIR/files), as relative paths. */
export function storedFiles(t: TestApp): string[] {
  const root = path.join(t.config.dataDir, 'files');
  if (!fs.existsSync(root)) return [];
  return fs.readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((name) => fs.statSync(path.join(root, name)).isFile());
}
