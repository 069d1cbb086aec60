import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { NO_FLAGS, PERMISSION } from '@passdesk/contract/access/permissions';
import { createStaff } from '../../test/staff.ts';
import { useTestApp } from '../../test/suite.ts';
import { ADD_LIMIT } from './locales.http.ts';
import { localesModule } from './locales.module.ts';
import { missingTranslations } from './locales.schema.ts';

describe('locales (GET /locales/{lng}/{ns}.json, POST /locales/add/{lng}/{ns})', () => {
  const t = useTestApp({ modules: [localesModule] }, async (t) => ({ token: await t.tokenFor(1) }));
  const dev = useTestApp({ modules: [localesModule], env: { NODE_ENV: 'development' } });

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

  it('records missing keys only for holders of the Translations permission (a read-only user gets 403), counting repeats', async () => {
    const guest = await t.inject({ method: 'POST', url: '/locales/add/en/common', payload: { 'a.b': 'A B' } });
    expect(guest.statusCode).toBe(401);
    const viewer = await createStaff(t, { permissions: { Reports: { ...NO_FLAGS, read: true } } });
    expect((await t.inject({ method: 'POST', url: '/locales/add/en/common', token: viewer.token, payload: { 'a.b': 'A B' } })).statusCode).toBe(403);
    const translator = await createStaff(t, { permissions: { [PERMISSION.translations]: { ...NO_FLAGS, create: true } } });
    expect((await t.inject({ method: 'POST', url: '/locales/add/en/common', token: translator.token, payload: { 'a.b': 'A B' } })).statusCode).toBe(200);

    const first = await t.inject({ method: 'POST', url: '/locales/add/en/common', token: t.token, payload: { 'missing.one': 'Missing one', 'missing.two': '' } });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: 'Missing translations recorded', data: { recorded: 2 } });
    await t.inject({ method: 'POST', url: '/locales/add/en/common', token: t.token, payload: { 'missing.one': 'Missing one' } });

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
      const response = await t.inject({ method: 'POST', url, token: t.token, payload });
      expect(response.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
    }
    const rows = await t.services.db.select().from(missingTranslations).where(eq(missingTranslations.key, 'k'));
    expect(rows).toHaveLength(0);
  });

  it('accepts only the configured languages and the namespaces that have a file', async () => {
    for (const [url, field] of [
      ['/locales/add/xx/common', 'lng'],
      ['/locales/add/pt-BR/common', 'lng'],
      ['/locales/add/en/made-up', 'ns'],
    ] as const) {
      const response = await t.inject({ method: 'POST', url, token: t.token, payload: { a: 'b' } });
      expect(response.statusCode, url).toBe(400);
      expect(Object.keys(response.json().errors)).toEqual([field]);
    }
  });

  it(`limits each caller to ${ADD_LIMIT.max} reports a minute`, async () => {
    const caller = await dev.tokenFor(1);
    for (let index = 0; index < ADD_LIMIT.max; index += 1) {
      expect((await dev.inject({ method: 'POST', url: '/locales/add/en/common', token: caller, remoteAddress: '10.40.0.1', payload: { [`rate.${index}`]: 'x' } })).statusCode).toBe(200);
    }
    const refused = await dev.inject({ method: 'POST', url: '/locales/add/en/common', token: caller, remoteAddress: '10.40.0.1', payload: { 'rate.last': 'x' } });
    expect(refused.statusCode).toBe(429);
  });

  it('answers 4xx, never 500, for very long language or namespace names', async () => {
    for (const url of [`/locales/${'x'.repeat(500)}/common.json`, `/locales/en/${'n'.repeat(500)}.json`]) {
      expect((await t.inject({ method: 'GET', url })).statusCode, url.slice(0, 30)).toBeLessThan(500);
    }
    for (const url of [`/locales/add/${'x'.repeat(500)}/common`, `/locales/add/en/${'n'.repeat(500)}`]) {
      expect((await t.inject({ method: 'POST', url, token: t.token, payload: { a: 'b' } })).statusCode, url.slice(0, 30)).toBeLessThan(500);
    }
  });
});
