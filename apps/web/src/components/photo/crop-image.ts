/** Draws the framed part of a picture into a passport-size JPEG file. */
import { sourceRect, type CropState, type Size } from './crop-geometry.ts';

/** 35 × 45 mm at about 300 dpi: sharp when printed on a card, small to send. */
const PASSPORT_PIXELS: Size = { width: 420, height: 540 };

export async function cropToFile(image: HTMLImageElement, state: CropState, frame: Size, name = 'photo.jpg'): Promise<File> {
  const natural = { width: image.naturalWidth, height: image.naturalHeight };
  const rect = sourceRect(state, natural, frame);
  const canvas = document.createElement('canvas');
  canvas.width = PASSPORT_PIXELS.width;
  canvas.height = PASSPORT_PIXELS.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw pictures');
  context.imageSmoothingQuality = 'high';
  // A transparent PNG would turn black in a JPEG: start from white.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(image, rect.x, rect.y, rect.width, rect.height, 0, 0, canvas.width, canvas.height);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.9));
  if (!blob) throw new Error('This browser cannot encode the photo');
  return new File([blob], name, { type: 'image/jpeg' });
}
