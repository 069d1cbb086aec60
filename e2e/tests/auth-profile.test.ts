/**
 * /profile in Chromium: edit names and mobile, choose a picture (previewed before saving), save,
 * and see the new picture served from the media path in the top bar.
 */
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { screenshot } from '../support/browser.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/server.ts';
import { submitLogin } from '../support/shell-session.ts';
import { useSignedInApp } from '../support/signed-in-app.ts';

/** A 64×64 PNG of one colour, made here so the test needs no fixture file. */
function solidPng(rgb: [number, number, number]): Buffer {
  const size = 64;
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => rgb).flat())]);
  const pixels = zlib.deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  return Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}

describe('the profile page in Chromium', () => {
  const app = useSignedInApp();

  it('edits the profile and uploads a picture with a preview', async () => {
    const { page, problems } = await app.guestPage({ width: 1280, height: 800 });
    await page.goto(`${app.server.url}/profile`);
    await page.waitForURL((url) => url.pathname === '/login');
    await submitLogin(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    await page.waitForURL((url) => url.pathname === '/profile');

    const firstName = page.getByLabel('First name');
    await firstName.fill('Meera');
    await page.getByLabel('Last name').fill('Desai');
    await page.getByLabel('Mobile', { exact: true }).fill('not a number');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Enter a valid mobile number').waitFor();
    await page.getByLabel('Mobile', { exact: true }).fill('+919812345678');

    // A file that is not a picture is refused before upload.
    await page.getByTestId('profile-image-input').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await page.getByRole('alert').filter({ hasText: 'Choose a JPEG, PNG or WebP picture.' }).waitFor();

    await page.getByTestId('profile-image-input').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: solidPng([30, 120, 200]) });
    const preview = page.getByRole('img', { name: 'Preview of the new profile picture' });
    await preview.waitFor();
    expect(await preview.getAttribute('src')).toMatch(/^blob:/);
    await screenshot(page, 'auth-profile-preview');

    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Profile updated').first().waitFor();
    const saved = page.getByRole('img', { name: 'Profile picture of Meera' });
    await saved.waitFor();
    const src = await saved.getAttribute('src');
    expect(src).toMatch(/^\/media\/profile-images\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.png$/);
    const image = await fetch(`${app.server.url}${src}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');

    // The session was refreshed: the top bar's menu shows the new name.
    await page.getByTestId('user-menu-button').click();
    await page.getByRole('menu').getByText('Meera', { exact: true }).waitFor();
    await page.keyboard.press('Escape');
    await page.reload();
    await expect(firstName.inputValue()).resolves.toBe('Meera');
    await screenshot(page, 'auth-profile-saved');
    expect(problems.pageErrors).toEqual([]);
  });
});
