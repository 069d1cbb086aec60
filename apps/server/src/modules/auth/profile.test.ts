import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_IMAGE_MAX_BYTES, PROFILE_IMAGE_TOO_LARGE_MESSAGE, PROFILE_IMAGE_TYPE_MESSAGE } from '@passdesk/contract/auth/profile';
import { meSchema } from '@passdesk/contract/auth/session';
import { auditEvents } from '../../platform/audit/audit.schema.ts';
import { multipart, storedFiles, type Part } from '../../test/multipart.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { mediaModule } from '../media/media.module.ts';
import { createUser, signIn, userRow } from '../../test/auth-fixtures.ts';
import { authModule } from './auth.module.ts';

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360f8cfc0f01f0005000201e2b3a1a80000000049454e44ae426082',
  'hex',
);

describe('PUT update (profile)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ modules: [authModule, mediaModule] });
  });
  afterAll(async () => t?.close());

  const update = (token: string, parts: Part[]) => {
    const form = multipart(parts);
    return t.inject({ method: 'PUT', url: '/api/v1/admin/update', token, payload: form.body, headers: { 'content-type': form.contentType } });
  };

  it('updates names and mobile from JSON, audits with the mobile masked', async () => {
    const user = await createUser(t);
    const token = await signIn(t, user.email, user.password);
    const response = await t.inject({ method: 'PUT', url: '/api/v1/admin/update', token, payload: { first_name: 'Asha', last_name: 'Patel', mobile: '+919876543210' } });
    expect(response.statusCode, response.body).toBe(200);
    const me = meSchema.parse(response.json().data);
    expect(me).toMatchObject({ first_name: 'Asha', last_name: 'Patel', mobile: '+919876543210', profile_image: null });
    const [event] = await t.services.db.select().from(auditEvents).where(eq(auditEvents.action, 'auth.profile_updated'));
    expect(JSON.stringify(event?.changes)).not.toContain('9876543210');
  });

  it('refuses an invalid field with its message', async () => {
    const user = await createUser(t);
    const token = await signIn(t, user.email, user.password);
    const response = await t.inject({ method: 'PUT', url: '/api/v1/admin/update', token, payload: { first_name: ' ', mobile: 'call me' } });
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
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect((await userRow(t, user.id)).first_name).toBe('Ravi');

    // A WebP sent with a misleading name and type is stored as what it is.
    const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x1a, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(14)]);
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

  it('refuses a text file named .png with 415 and changes nothing', async () => {
    const user = await createUser(t);
    const token = await signIn(t, user.email, user.password);
    const before = storedFiles(t).length;
    const response = await update(token, [
      { name: 'first_name', value: 'Changed' },
      { name: 'profile_image', value: 'this is not a picture', filename: 'fake.png', contentType: 'image/png' },
    ]);
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe(PROFILE_IMAGE_TYPE_MESSAGE);
    expect((await userRow(t, user.id)).first_name).not.toBe('Changed');
    expect(storedFiles(t).length).toBe(before);
  });

  it('refuses a picture over 2 MB with 413 and a message', async () => {
    const user = await createUser(t);
    const token = await signIn(t, user.email, user.password);
    const before = storedFiles(t).length;
    const big = Buffer.concat([PNG, Buffer.alloc(PROFILE_IMAGE_MAX_BYTES)]);
    const response = await update(token, [
      { name: 'first_name', value: 'Changed' },
      { name: 'profile_image', value: big, filename: 'big.png', contentType: 'image/png' },
    ]);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(PROFILE_IMAGE_TOO_LARGE_MESSAGE);
    expect((await userRow(t, user.id)).first_name).not.toBe('Changed');
    expect(storedFiles(t).length).toBe(before);
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
    expect((await t.inject({ method: 'PUT', url: '/api/v1/admin/update', payload: { first_name: 'X' } })).statusCode).toBe(401);
  });
});
