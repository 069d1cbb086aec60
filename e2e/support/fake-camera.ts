/**
 * Chromium's fake camera playing a file: `--use-file-for-fake-video-capture=<file.y4m>`. The file
 * is read again each time a page starts the camera, so a test writes the next picture (a card's
 * QR code) before each scan.
 */
import fs from 'node:fs';
import QRCode from 'qrcode';
import { FAKE_CAMERA_ARGS } from './browser.ts';

const WIDTH = 640;
const HEIGHT = 480;
/** A few identical frames; Chromium loops the file. */
const FRAMES = 3;

export function fakeCameraFileArgs(file: string): string[] {
  return [...FAKE_CAMERA_ARGS, `--use-file-for-fake-video-capture=${file}`];
}

/** Writes a Y4M video (4:2:0, grey) of `text` as a QR code, black on white with a quiet zone, centred. */
export function writeQrVideo(file: string, text: string): void {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const size = qr.modules.size;
  const quiet = 4;
  const scale = Math.floor(Math.min(WIDTH, HEIGHT) / (size + 2 * quiet));
  const left = Math.floor((WIDTH - size * scale) / 2);
  const top = Math.floor((HEIGHT - size * scale) / 2);
  const luma = Buffer.alloc(WIDTH * HEIGHT, 235);
  for (let y = 0; y < size * scale; y += 1) {
    for (let x = 0; x < size * scale; x += 1) {
      if (qr.modules.get(Math.floor(y / scale), Math.floor(x / scale))) luma[(top + y) * WIDTH + left + x] = 16;
    }
  }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  fs.writeFileSync(file, Buffer.concat([header, ...Array.from({ length: FRAMES }, () => frame)]));
}
