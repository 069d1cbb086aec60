import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newStorageKey } from '../../platform/storage/storage.ts';
import { createStaff } from '../../test/staff.ts';
import { startS3Server, type TestS3Server } from '../../test/s3-server.ts';
import { useTestApp } from '../../test/suite.ts';
import { mediaModule } from './media.module.ts';
import { mediaUrl } from './media-url.ts';

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

function mediaBehaviour(name: string, env: () => Record<string, string>) {
  describe(`GET /media/* on ${name}`, () => {
    const t = useTestApp({ env: env(), modules: [mediaModule] });

    it('streams a stored image with its type, nosniff and a long immutable cache, without signing in', async () => {
      const key = newStorageKey('profile-images', 'png');
      await t.services.storage.put(key, PNG, { contentType: 'image/png' });
      const response = await t.inject({ method: 'GET', url: mediaUrl(key) });
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(PNG)).toBe(true);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers['content-disposition']).toBe('inline');
    });

    it('offers anything that is not an image as a download that cannot run scripts', async () => {
      const key = newStorageKey('profile-images', 'html');
      await t.services.storage.put(key, Buffer.from('<script>alert(1)</script>'), { contentType: 'text/html' });
      const response = await t.inject({ method: 'GET', url: mediaUrl(key) });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-disposition']).toBe('attachment');
      expect(response.headers['content-security-policy']).toContain('sandbox');
    });

    it('serves card photos (also the demo ones) like profile pictures', async () => {
      for (const folder of ['card-photos', 'demo-card-photos']) {
        const key = newStorageKey(folder, 'jpg');
        await t.services.storage.put(key, PNG, { contentType: 'image/png' });
        const response = await t.inject({ method: 'GET', url: mediaUrl(key) });
        expect(response.statusCode, folder).toBe(200);
      }
    });

    it('answers 404, as for an unknown key, for a stored private file, signed in or not', async () => {
      const admin = await createStaff(t, { userType: 'super_admin' });
      // The folders the features store private files in: a card's documents, an applicant's photo
      // and documents, report workbooks, APKs (and anything a future feature adds).
      for (const [folder, extension] of [
        ['card-documents', 'pdf'],
        ['application-photos', 'jpg'],
        ['application-documents', 'pdf'],
        ['reports', 'xlsx'],
        ['apk', 'apk'],
        ['documents', 'png'],
      ] as const) {
        const key = newStorageKey(folder, extension);
        await t.services.storage.put(key, PNG, { contentType: 'image/png' });
        for (const token of [undefined, admin.token]) {
          const response = await t.inject({ method: 'GET', url: mediaUrl(key), token });
          expect(response.statusCode, `${folder} ${token ? 'signed in' : 'anonymous'}`).toBe(404);
          expect(response.json()).toEqual({ message: 'No such file' });
          expect(response.headers['cache-control'] ?? '', folder).not.toContain('public');
        }
      }
    });

    it('answers a JSON 404 for an unknown key and for anything that is not a key', async () => {
      for (const url of [
        mediaUrl(newStorageKey('profile-images', 'png')),
        '/media/profile-images/2026/11/passport.png',
        '/media/..%2F..%2Fetc%2Fpasswd',
        '/media/profile-images',
        '/media/profile-images/2026/11/0b7f8c8e-4a4e-4d8e-9a53-0d3c2f8a1b2c.png.type',
      ]) {
        const response = await t.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(404);
        expect(response.headers['content-type'], url).toContain('application/json');
        expect(response.json(), url).toEqual({ message: 'No such file' });
      }
    });

    it('is listed in the OpenAPI document', async () => {
      const response = await t.inject({ method: 'GET', url: '/api/docs/json' });
      expect(response.statusCode).toBe(200);
      expect(Object.keys((response.json() as { paths: Record<string, unknown> }).paths).some((p) => p.startsWith('/media/'))).toBe(true);
    });
  });
}

describe('media', () => {
  it('makes the URL the API returns for a stored key', () => {
    expect(mediaUrl('profile-images/2026/11/0b7f8c8e-4a4e-4d8e-9a53-0d3c2f8a1b2c.png')).toBe(
      '/media/profile-images/2026/11/0b7f8c8e-4a4e-4d8e-9a53-0d3c2f8a1b2c.png',
    );
    expect(mediaUrl(null)).toBeNull();
  });

  mediaBehaviour('local storage', () => ({}));

  let s3: TestS3Server | undefined;
  beforeAll(async () => {
    s3 = await startS3Server();
  });
  afterAll(async () => s3?.close());
  mediaBehaviour('S3 storage', () => s3?.env ?? {});
});
