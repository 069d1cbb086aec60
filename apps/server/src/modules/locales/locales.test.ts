import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { localesModule } from './locales.module.ts';
import { missingTranslations } from './locales.schema.ts';

describe('locales (GET /locales/{lng}/{ns}.json, POST /locales/add/{lng}/{ns})', () => {
  let t: TestApp;
  let dev: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp({ modules: [localesModule] });
    dev = await createTestApp({ modules: [localesModule], env: { NODE_ENV: 'development' } });
    token = await t.tokenFor(1);
  });
  afterAll(async () => {
    await t?.close();
    await dev?.close();
  });

  it('serves a namespace file from the web app (source folder when not built)', async () => {
    const response = await t.inject({ method: 'GET', url: '/locales/en/nav.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toMatchObject({ dashboard: 'Dashboard', card: 'Card' });
    const arabic = await t.inject({ method: 'GET', url: '/locales/ar/common.json' });
    expect(arabic.statusCode).toBe(200);
  });

  it('answers 404 for an unknown language or namespace, and for paths that try to leave the folder', async () => {
    for (const url of ['/locales/xx/common.json', '/locales/en/nothing.json', '/locales/en/common.txt', '/locales/..%2F..%2Fpackage/x.json', '/locales/en/..%2Fen%2Fcommon.json', '/locales/EN/common.json']) {
      const response = await t.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json().message).toBeTruthy();
    }
  });

  it('records missing keys for signed-in staff only, counting repeats', async () => {
    const guest = await t.inject({ method: 'POST', url: '/locales/add/en/common', payload: { 'a.b': 'A B' } });
    expect(guest.statusCode).toBe(401);

    const first = await t.inject({ method: 'POST', url: '/locales/add/en/common', token, payload: { 'missing.one': 'Missing one', 'missing.two': '' } });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: 'Missing translations recorded', data: { recorded: 2 } });
    await t.inject({ method: 'POST', url: '/locales/add/en/common', token, payload: { 'missing.one': 'Missing one' } });

    const rows = await t.services.db.select().from(missingTranslations).where(eq(missingTranslations.key, 'missing.one'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ lng: 'en', ns: 'common', fallback: 'Missing one', hits: 2 });
  });

  it('lets anyone record keys in development', async () => {
    const response = await dev.inject({ method: 'POST', url: '/locales/add/hi/nav', payload: { 'x.y': 'X' } });
    expect(response.statusCode).toBe(200);
  });

  it('refuses bad names, empty, too many and too long keys with 400', async () => {
    const tooMany = Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`k${i}`, 'v']));
    const cases = [
      { url: '/locales/add/english!/common', payload: { a: 'b' } },
      { url: '/locales/add/en/Common_NS', payload: { a: 'b' } },
      { url: '/locales/add/en/common', payload: {} },
      { url: '/locales/add/en/common', payload: tooMany },
      { url: '/locales/add/en/common', payload: { ['k'.repeat(201)]: 'v' } },
      { url: '/locales/add/en/common', payload: { k: 'v'.repeat(1001) } },
      { url: '/locales/add/en/common', payload: { k: 42 } },
    ];
    for (const { url, payload } of cases) {
      const response = await t.inject({ method: 'POST', url, token, payload });
      expect(response.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
    }
    const rows = await t.services.db.select().from(missingTranslations).where(eq(missingTranslations.key, 'k'));
    expect(rows).toHaveLength(0);
  });
});
