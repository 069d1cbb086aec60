/** Documents are stored as pixels only when they are pictures (re-encoded), and as sent when they are PDFs. */
import { ADMIN_API } from '@passdesk/contract/http/paths';
import { CARD_PATHS } from '@passdesk/contract/cards/cards-paths';
import type { Card } from '@passdesk/contract/cards/card';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '../../test/api-url.ts';
import { storedFiles } from '../../test/multipart.ts';
import { useTestApp } from '../../test/suite.ts';
import { mediaModule } from '../media/media.module.ts';
import { cardsModule } from './cards.module.ts';
import { ALL, PDF, adultFields, cardWorld, photo, sendCard } from './cards.fixtures.ts';
import { cardDocuments } from './cards.schema.ts';
import { mediaUrl } from '../media/media-url.ts';
import { createStaff } from '../../test/staff.ts';
import { PERMISSION } from '@passdesk/contract/access/permissions';
import { eq } from 'drizzle-orm';

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

  it("serves a card's documents only to a user with Card Management read, never cached as public and never by key at /media", async () => {
    const response = await sendCard(t, t.world.clerk.token, 'POST', apiUrl(ADMIN_API, CARD_PATHS.create), adultFields(t.world), {
      photo: await photo('jpeg'),
      documents: [{ content: PDF, filename: 'aadhaar.pdf' }],
    });
    expect(response.statusCode, response.body).toBe(200);
    const card: Card = response.json().data;
    const url = card.documents[0]?.url ?? '';
    const allowed = await t.inject({ method: 'GET', url, token: t.world.clerk.token });
    expect([allowed.statusCode, allowed.headers['cache-control']]).toEqual([200, 'private, no-store']);
    expect((await t.inject({ method: 'GET', url })).statusCode).toBe(401);
    const outsider = await createStaff(t, { permissions: { [PERMISSION.reports]: ALL } });
    expect((await t.inject({ method: 'GET', url, token: outsider.token })).statusCode).toBe(403);

    const [row] = await t.services.db.select({ key: cardDocuments.storage_key }).from(cardDocuments).where(eq(cardDocuments.card_id, card.id));
    expect(row?.key).toMatch(/^card-documents\//);
    for (const token of [undefined, t.world.clerk.token]) {
      expect((await t.inject({ method: 'GET', url: mediaUrl(row?.key ?? ''), token })).statusCode).toBe(404);
    }
    // The card's photo is public by design (docs/architecture.md): it still opens at /media.
    expect((await t.inject({ method: 'GET', url: card.photo_url ?? '' })).statusCode).toBe(200);
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
