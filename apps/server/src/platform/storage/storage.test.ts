import { describe, expect, it } from 'vitest';
import { isStorageKey, newStorageKey } from './storage.ts';

describe('storage keys', () => {
  it('makes unique keys from a folder and an extension only, dated by month', () => {
    const key = newStorageKey('profile-images', 'PNG', new Date('2026-03-09T10:00:00Z'));
    expect(key).toMatch(/^profile-images\/2026\/03\/[0-9a-f-]{36}\.png$/);
    expect(isStorageKey(key)).toBe(true);
    expect(newStorageKey('profile-images', 'png')).not.toBe(newStorageKey('profile-images', 'png'));
  });

  it('refuses to make a key from anything that looks like a client file name', () => {
    expect(() => newStorageKey('profile-images', 'png/../../x')).toThrow(/storage key/);
    expect(() => newStorageKey('../etc', 'png')).toThrow(/storage key/);
    expect(() => newStorageKey('Profile Images', 'png')).toThrow(/storage key/);
    expect(() => newStorageKey('photos', 'my holiday.jpg')).toThrow(/storage key/);
  });

  it('recognises only the keys the server makes', () => {
    const uuid = '0b7f8c8e-4a4e-4d8e-9a53-0d3c2f8a1b2c';
    expect(isStorageKey(`profile-images/2026/11/${uuid}.png`)).toBe(true);
    for (const key of [
      `../profile-images/2026/11/${uuid}.png`,
      `profile-images/../2026/11/${uuid}.png`,
      `profile-images/2026/11/${uuid}.png/..`,
      `/profile-images/2026/11/${uuid}.png`,
      `profile-images/2026/11/${uuid}`,
      `profile-images/2026/11/passport.png`,
      `profile-images\\2026\\11\\${uuid}.png`,
      `profile-images/2026/11/${uuid}.png%00.js`,
      `profile-images/2026/11/${uuid}.PNG`,
      '',
    ]) {
      expect(isStorageKey(key), key).toBe(false);
    }
  });
});
