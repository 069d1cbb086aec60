/** Pictures for upload tests, drawn in the page (no files in the repository). */
import type { Page } from 'playwright-core';

/** A 600 × 800 PNG portrait (a face-like oval on a plain background), as a phone's gallery would give it. */
export async function drawPortrait(page: Page, colours: { background: string; face: string } = { background: '#d9c7a8', face: '#6b4f3a' }): Promise<Buffer> {
  const png = await page.evaluate(({ background, face }) => {
    const canvas = document.createElement('canvas');
    canvas.width = 600;
    canvas.height = 800;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    context.fillStyle = background;
    context.fillRect(0, 0, 600, 800);
    context.fillStyle = face;
    context.beginPath();
    context.ellipse(300, 330, 150, 200, 0, 0, Math.PI * 2);
    context.fill();
    return canvas.toDataURL('image/png').split(',')[1] ?? '';
  }, colours);
  return Buffer.from(png, 'base64');
}
