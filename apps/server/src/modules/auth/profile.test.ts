import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { PROFILE_IMAGE_MAX_BYTES, PROFILE_IMAGE_TOO_LARGE_MESSAGE, PROFILE_IMAGE_TYPE_MESSAGE } from '@passdesk/contract/auth/profile';
import { IMAGE_DIMENSIONS_MESSAGE, IMAGE_UNREADABLE_MESSAGE } from '@passdesk/contract/http/images';
import { UNSAFE_TEXT_MESSAGE } from '@passdesk/contract/http/text';
import sharp from 'sharp';
import { meSchema } from '@passdesk/contract/auth/session';
import { auditEvents } from '../../platform/audit/audit.schema.ts';
import { pendingFiles } from '../../platform/storage/pending-files.schema.ts';
import { sweepPendingFiles } from '../../platform/storage/pending-files.ts';
import { multipart, storedFiles, type Part } from '../../test/multipart.ts';
import { useTestApp } from '../../test/suite.ts';
import { mediaModule } from '../media/media.module.ts';
import { createUser, signIn, userRow } from '../../test/auth-fixtures.ts';
import { authModule } from './auth.module.ts';
import { AUTH_PATHS } from '@passdesk/contract/auth/auth-paths';
import { ADMIN_API } from '@passdesk/contract/http/paths';
import { apiUrl } from '../../test/api-url.ts';

/** A real 1×1 PNG. */
const PNG = await sharp({ create: { width: 1, height: 1, channels: 4, background: '#00000000' } }).png().toBuffer();

describe('PUT update (profile)', () => {
  const t = useTestApp({ modules: [authModule, mediaModule] });

  const update = (token: string, parts: Part[]) => {
    const form = multipart(parts);
    return t.inject({ method: 'PUT', url: apiUrl(ADMIN_API, AUTH_PATHS.updateProfile), token, payload: form.body, headers: { 'content-type': form.contentType } });
  };

  it('updates names and mobile from JSON, audits with the mobile masked', async () => {
    const user = await createUser(t);
    const token = await signIn(t, user.email, user.password);
    const response = await t.inject({ method: 'PUT', url: apiUrl(ADMIN_API, AUTH_PATHS.updateProfile), token, payload: { first_name: 'Asha', last_name: 'Patel', mobile: '+919876543210' } });
    expect(response.statusCode, response.body).toBe(200);
    const me = meSchema.parse(response.json().data);
    expect(me).toMatchObject({ first_name: 'Asha', last_name: 'Patel', mobile: '+919876543210', profile_image: null });
    const [event] = await t.services.db.select().from(auditEvents).where(eq(auditEvents.action, 'auth.profile_updated'));
    expect(JSON.stringify(event?.changes)).not.toContain('9876543210');
  });

  it('refuses an invalid field with its message', async () => {
    const user = await createUser(t);
    const token = await signIn(t, user.email, user.password);
    const response = await t.inject({ method: 'PUT', url: apiUrl(ADMIN_API, AUTH_PATHS.updateProfile), token, payload: { first_name: ' ', mobile: 'call me' } });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual(expect.arrayContaining(['first_name', 'mobile']));
  });

  it('stores a PNG, serves it under the media path, and deletes the old picture when replaced', async () => {
    const user = await createUser(t);
    const token = await signIn(t, user.email, user.password);
    const first = await update(token, [
      { name: 'first_name', value: 'Ravi' },
      { name: 'last_name', value: 'Shah' },
      { name: 'profile_image', value: PNG, filename: 'me.png', contentType: 'image/png' },
    ]);
    expect(first.statusCode, first.body).toBe(200);
    const firstUrl = meSchema.parse(first.json().data).profile_image;
    expect(firstUrl).toMatch(/^\/media\/profile-images\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.png$/);
    const served = await t.inject({ method: 'GET', url: firstUrl! });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    // Stored re-encoded: the same 1×1 picture, a PNG.
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'png', width: 1, height: 1 });
    expect((await userRow(t, user.id)).first_name).toBe('Ravi');

    // A WebP sent with a misleading name and type is stored as what it is.
    const webp = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#c00' } }).webp().toBuffer();
    const second = await update(token, [
      { name: 'first_name', value: 'Ravi' },
      { name: 'profile_image', value: webp, filename: 'photo.jpg', contentType: 'image/jpeg' },
    ]);
    expect(second.statusCode, second.body).toBe(200);
    const secondUrl = meSchema.parse(second.json().data).profile_image;
    expect(secondUrl).toMatch(/\.webp$/);
    expect((await t.inject({ method: 'GET', url: firstUrl! })).statusCode).toBe(404);
    expect((await t.inject({ method: 'GET', url: secondUrl! })).statusCode).toBe(200);
  });

  it('a replaced picture that storage cannot delete now stays written down, and the sweep deletes it later', async () => {
    const user = await createUser(t);
    const token = await signIn(t, user.email, user.password);
    const picture = (name: string) => [{ name: 'first_name', value: 'Ravi' }, { name: 'profile_image', value: PNG, filename: name, contentType: 'image/png' }];
    const firstUrl = meSchema.parse((await update(token, picture('one.png'))).json().data).profile_image ?? '';
    const remove = vi.spyOn(t.services.storage, 'delete').mockRejectedValue(new Error('storage unreachable'));
    try {
      expect((await update(token, picture('two.png'))).statusCode).toBe(200);
    } finally {
      remove.mockRestore();
    }
    const firstKey = firstUrl.replace(/^\/media\//, '');
    const writtenDown = async () => (await t.services.db.select().from(pendingFiles).where(eq(pendingFiles.key, firstKey))).length;
    expect(await writtenDown()).toBe(1);
    expect((await t.inject({ method: 'GET', url: firstUrl })).statusCode).toBe(200);
    await sweepPendingFiles(t.services, 0);
    expect((await t.inject({ method: 'GET', url: firstUrl })).statusCode).toBe(404);
    expect(await writtenDown()).toBe(0);
  });

  it('re-encodes the picture: bytes after the image (a script, a second file) are not stored; a path-traversal file name is just a name', async () => {
    const user = await createUser(t);
    const token = await signIn(t, user.email, user.password);
    const payload = Buffer.from('<script>alert(1)</script>');
    for (const filename of ['../../etc/passwd.png', '..\\x.png', `${'a'.repeat(600)}.png`]) {
      const response = await update(token, [
        { name: 'first_name', value: 'Ravi' },
        { name: 'profile_image', value: Buffer.concat([PNG, payload]), filename, contentType: 'image/png' },
      ]);
      expect(response.statusCode, response.body).toBe(200);
      const url = meSchema.parse(response.json().data).profile_image;
      expect(url).toMatch(/^\/media\/profile-images\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.png$/);
      const served = await t.inject({ method: 'GET', url: url! });
      expect(served.rawPayload.includes(payload)).toBe(false);
    }
  });

  it('refuses absurd dimensions (over 8000 px a side) and an unreadable picture with 400, storing nothing', async () => {
    const user = await createUser(t);
    const token = await signIn(t, user.email, user.password);
    const before = storedFiles(t).length;
    const wide = await sharp({ create: { width: 8001, height: 2, channels: 3, background: '#fff' } }).png().toBuffer();
    const broken = Buffer.concat([PNG.subarray(0, 40), Buffer.alloc(20)]);
    for (const [value, message] of [[wide, IMAGE_DIMENSIONS_MESSAGE], [broken, IMAGE_UNREADABLE_MESSAGE]] as const) {
      const response = await update(token, [
        { name: 'first_name', value: 'Changed' },
        { name: 'profile_image', value, filename: 'x.png', contentType: 'image/png' },
      ]);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().errors).toEqual({ profile_image: message });
    }
    expect((await userRow(t, user.id)).first_name).not.toBe('Changed');
    expect(storedFiles(t).length).toBe(before);
  });

  /** A name change sent with this picture is refused with `status` and `message`; the name stays and no file is kept. */
  async function expectPictureRefused(value: string | Buffer, filename: string, status: number, message: string) {
    const user = await createUser(t);
    const token = await signIn(t, user.email, user.password);
    const before = storedFiles(t).length;
    const response = await update(token, [
      { name: 'first_name', value: 'Changed' },
      { name: 'profile_image', value, filename, contentType: 'image/png' },
    ]);
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toBe(message);
    expect((await userRow(t, user.id)).first_name).not.toBe('Changed');
    expect(storedFiles(t).length).toBe(before);
  }

  it('refuses a text file named .png with 415 and changes nothing', async () => {
    await expectPictureRefused('this is not a picture', 'fake.png', 415, PROFILE_IMAGE_TYPE_MESSAGE);
  });

  it('refuses a picture over 2 MB with 413 and a message', async () => {
    await expectPictureRefused(Buffer.concat([PNG, Buffer.alloc(PROFILE_IMAGE_MAX_BYTES)]), 'big.png', 413, PROFILE_IMAGE_TOO_LARGE_MESSAGE);
  });

  it('leaves no file behind when the database refuses the change', async () => {
    const user = await createUser(t);
    const token = await signIn(t, user.email, user.password);
    await t.services.db.execute(sql`
      create or replace function refuse_profile() returns trigger language plpgsql as $$
      begin if new.first_name = 'Refused' then raise exception 'refused by test trigger'; end if; return new; end $$`);
    await t.services.db.execute(sql`create trigger refuse_profile before update on admin_users for each row execute function refuse_profile()`);
    try {
      const before = storedFiles(t).length;
      const response = await update(token, [
        { name: 'first_name', value: 'Refused' },
        { name: 'profile_image', value: PNG, filename: 'me.png', contentType: 'image/png' },
      ]);
      expect(response.statusCode).toBe(500);
      expect(storedFiles(t).length).toBe(before);
      expect((await userRow(t, user.id)).profile_image).toBeNull();
    } finally {
      await t.services.db.execute(sql`drop trigger refuse_profile on admin_users`);
    }
  });

  it('needs a session', async () => {
    expect((await t.inject({ method: 'PUT', url: apiUrl(ADMIN_API, AUTH_PATHS.updateProfile), payload: { first_name: 'X' } })).statusCode).toBe(401);
  });

  // Found by the OpenAPI fuzz run (a 500: the route reads its own body, so the validator's string rule did not run).
  it('refuses a lone surrogate (JSON) or a NUL (multipart) in a field with 400 naming it', async () => {
    const user = await createUser(t);
    const token = await signIn(t, user.email, user.password);
    const json = await t.inject({ method: 'PUT', url: apiUrl(ADMIN_API, AUTH_PATHS.updateProfile), token, payload: { first_name: 'x\udfffy', last_name: 'Patel', mobile: '9876543210' } });
    expect(json.statusCode).toBe(400);
    expect(json.json().errors).toEqual({ first_name: UNSAFE_TEXT_MESSAGE });
    const form = await update(token, [
      { name: 'first_name', value: 'a\u0000b' },
      { name: 'last_name', value: 'Patel' },
    ]);
    expect(form.statusCode).toBe(400);
    expect(form.json().errors).toEqual({ first_name: UNSAFE_TEXT_MESSAGE });
  });
});
