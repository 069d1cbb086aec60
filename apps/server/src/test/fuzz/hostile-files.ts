/**
 * File parts an attacker would upload: names that try to leave storage or break headers, and
 * contents that lie about their type (wrong magic bytes, truncated images, a pixel bomb, a ZIP
 * bomb for the APK route). Built once per run; the fuzz run picks among them.
 */
import zlib from 'node:zlib';
import { photo, PDF } from '../../modules/cards/cards.fixtures.ts';
import { makeApk, makeZip } from '../zip.ts';

export interface HostileFile {
  filename: string;
  content: Buffer;
  contentType: string | undefined;
}

export const HOSTILE_NAMES = [
  '../../../etc/passwd',
  '..\\..\\..\\windows\\win.ini',
  '/etc/shadow',
  'photo.jpg\u0000.php',
  `${'a'.repeat(5000)}.jpg`,
  '',
  '.',
  '..',
  'CON',
  'photo\u202Egpj.exe',
  '<img src=x onerror=alert(1)>.jpg',
  '%2e%2e%2f%2e%2e%2fphoto.jpg',
  'фото प्रमाण.jpg',
  '😀\ud800.png',
  'photo.jpg',
  'app.apk',
];

export const HOSTILE_TYPES = ['image/jpeg', 'image/png', 'application/pdf', 'application/vnd.android.package-archive', 'text/html', 'application/octet-stream', undefined];

/** A PNG chunk with its CRC. */
function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A PNG that says it is 60,000 × 60,000 pixels (10.8 GB decoded) in a few hundred bytes. */
function pixelBomb(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(60_000, 0);
  header.writeUInt32BE(60_000, 4);
  header.writeUInt8(8, 8);
  header.writeUInt8(2, 9);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlib.deflateSync(Buffer.alloc(64 * 1024))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export async function hostileContents(): Promise<Buffer[]> {
  const jpeg = await photo('jpeg', 120, 160);
  const png = await photo('png', 90, 120);
  return [
    jpeg,
    png,
    jpeg.subarray(0, Math.floor(jpeg.length / 2)),
    png.subarray(0, 40),
    Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 0x41)]),
    Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('<?php system($_GET["c"]); ?>')]),
    Buffer.from('GIF89a<script>alert(1)</script>'),
    Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
    Buffer.from('<html><script>alert(document.cookie)</script></html>'),
    Buffer.concat([Buffer.from('MZ'), Buffer.alloc(300, 0x90)]),
    PDF,
    Buffer.concat([PDF.subarray(0, 9), Buffer.alloc(100, 0xff)]),
    Buffer.alloc(0),
    Buffer.from([0x00, 0x00, 0x00]),
    pixelBomb(),
    makeApk(256),
    makeApk(256).subarray(0, 120),
    makeZip([{ name: 'classes.dex', data: 'no manifest' }]),
    // A ZIP bomb: 20 MB of zeros deflated to about 20 kB, beside a manifest.
    makeZip([
      { name: 'AndroidManifest.xml', data: '<manifest package="bomb"/>' },
      { name: 'bomb.bin', data: Buffer.alloc(20 * 1024 * 1024), deflate: true },
    ]),
    makeZip([{ name: '../../../../tmp/evil.sh', data: '#!/bin/sh\nrm -rf /\n' }, { name: 'AndroidManifest.xml', data: '<manifest/>' }]),
  ];
}
