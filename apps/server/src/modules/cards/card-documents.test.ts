/** Documents are stored as pixels only when they are pictures (re-encoded), and as sent when they are PDFs. */
import { ADMIN_API } from '@passdesk/contract/http/paths';
import { CARD_PATHS } from '@passdesk/contract/cards/card-paths';
import type { Card } from '@passdesk/contract/cards/card';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '../../test/api-url.ts';
import { storedFiles } from '../../test/multipart.ts';
import { useTestApp } from '../../test/suite.ts';
import { mediaModule } from '../media/media.module.ts';
import { cardsModule } from './cards.module.ts';
import { PDF, adultFields, cardWorld, photo, sendCard } from './cards.fixtures.ts';

const TRAILER = Buffer.from('<script>alert(1)</script> appended after the picture');

describe('card documents', () => {
  const t = useTestApp({ modules: [cardsModule(), mediaModule] }, async (t) => ({
    world: await cardWorld(t),
  }));

  const stored = async (url: string): Promise<Buffer> => {
    const response = await t.inject({ method: 'GET', url, token: t.world.clerk.token });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    return response.rawPayload;
  };

  it('re-encodes a picture document (bytes after the image are gone, the picture still reads) and keeps a PDF as sent', async () => {
    const jpegWithTrailer = Buffer.concat([await photo('jpeg', 800, 600), TRAILER]);
    const png = await photo('png', 400, 300);
    const response = await sendCard(t, t.world.clerk.token, 'POST', apiUrl(ADMIN_API, CARD_PATHS.create), adultFields(t.world), {
      photo: await photo('jpeg'),
      documents: [
        { content: jpegWithTrailer, filename: 'id-front.jpg' },
        { content: png, filename: 'certificate.png' },
        { content: PDF, filename: 'letter.pdf' },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const card: Card = response.json().data;
    const [jpegDocument, pngDocument, pdfDocument] = card.documents;
    if (!jpegDocument || !pngDocument || !pdfDocument) throw new Error('three documents expected');

    const jpegBytes = await stored(jpegDocument.url);
    expect(jpegBytes.includes(TRAILER)).toBe(false);
    expect(await sharp(jpegBytes).metadata()).toMatchObject({ format: 'jpeg', width: 800, height: 600 });
    expect(jpegDocument.content_type).toBe('image/jpeg');

    const pngBytes = await stored(pngDocument.url);
    expect(await sharp(pngBytes).metadata()).toMatchObject({ format: 'png', width: 400, height: 300 });

    expect((await stored(pdfDocument.url)).equals(PDF)).toBe(true);
  });

  it('refuses a picture document larger than the dimension limit with a 400 naming documents, and stores nothing', async () => {
    const huge = await sharp({ create: { width: 9000, height: 10, channels: 3, background: '#ffffff' } }).png().toBuffer();
    const before = storedFiles(t);
    const response = await sendCard(t, t.world.clerk.token, 'POST', apiUrl(ADMIN_API, CARD_PATHS.create), adultFields(t.world), { photo: await photo('jpeg'), documents: [{ content: huge, filename: 'wide.png' }] });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors ?? {})).toContain('documents');
    expect(storedFiles(t)).toEqual(before);
  });
});
