/** Checks an uploaded picture's dimensions from its header (docs/architecture.md "Files and the media route"), before anything decodes it. */
import type Sharp from 'sharp';
import { IMAGE_DIMENSIONS_MESSAGE, IMAGE_UNREADABLE_MESSAGE, MAX_IMAGE_PIXELS, MAX_IMAGE_SIDE } from '@passdesk/contract/http/images';
import { badRequest } from './errors.ts';

let loadingSharp: Promise<typeof Sharp> | undefined;

/**
 * sharp (libvips), loaded by its first picture (an upload, the demo's avatars) rather than with the
 * server: a restart draws none (docs/performance.md "Start-up").
 */
export function loadSharp(): Promise<typeof Sharp> {
  loadingSharp ??= import('sharp').then((module) => module.default);
  return loadingSharp;
}

/** 400 naming `field` when the picture cannot be read or is larger than MAX_IMAGE_SIDE / MAX_IMAGE_PIXELS. */
export async function checkImageDimensions(content: Buffer, field: string): Promise<void> {
  const sharp = await loadSharp();
  let width: number;
  let height: number;
  try {
    ({ width = 0, height = 0 } = await sharp(content).metadata());
  } catch {
    throw badRequest(IMAGE_UNREADABLE_MESSAGE, { [field]: IMAGE_UNREADABLE_MESSAGE });
  }
  if (width < 1 || height < 1) throw badRequest(IMAGE_UNREADABLE_MESSAGE, { [field]: IMAGE_UNREADABLE_MESSAGE });
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE || width * height > MAX_IMAGE_PIXELS) throw badRequest(IMAGE_DIMENSIONS_MESSAGE, { [field]: IMAGE_DIMENSIONS_MESSAGE });
}

/** Decodes and encodes a checked picture again in its own format: only pixels survive (no trailing bytes, no metadata). */
export async function reencodeImage(content: Buffer, format: 'jpeg' | 'png' | 'webp', maxSide: number, field: string): Promise<Buffer> {
  await checkImageDimensions(content, field);
  const sharp = await loadSharp();
  try {
    const image = sharp(content, { limitInputPixels: MAX_IMAGE_PIXELS }).rotate().resize(maxSide, maxSide, { fit: 'inside', withoutEnlargement: true });
    return await (format === 'png' ? image.png() : format === 'webp' ? image.webp({ quality: 85 }) : image.jpeg({ quality: 85, mozjpeg: true })).toBuffer();
  } catch {
    throw badRequest(IMAGE_UNREADABLE_MESSAGE, { [field]: IMAGE_UNREADABLE_MESSAGE });
  }
}
