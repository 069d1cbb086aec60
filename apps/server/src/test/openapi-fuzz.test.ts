/**
 * Property test over the whole API (docs/reliability.md "Fuzzing"): every operation of the generated OpenAPI
 * document is called with inputs drawn from its own schemas, bent and broken (NUL bytes, lone
 * surrogates, ids past the int4 range, wrong types, long strings, JSON nested 10,000 deep,
 * malformed multipart, hostile file names and contents), signed in with the scheme it asks for (a super admin, an inspector)
 * and not signed in. No answer may be a 5xx, and a refused request changes no row count and no
 * stored file. The operations come from the document, so every new route is fuzzed without
 * touching this file; a test fails if one was not reached past its access check (docs/api.md,
 * "Bad input"; the long variant is bench/fuzz, docs/reliability.md).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fuzzOperation, prepareFuzz, type FuzzContext, type OperationReport } from './fuzz/fuzz-run.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { CENTER_PATHS } from '@passdesk/contract/master-data/master-data-paths';
import { ADMIN_API, USERS_API } from '@passdesk/contract/http/paths';
import { apiUrl } from './api-url.ts';
import { CARD_PATHS } from '@passdesk/contract/cards/cards-paths';
import { PUBLIC_APPLICATION_PATHS } from '@passdesk/contract/applications/applications-paths';
import { APK_PATHS } from '@passdesk/contract/apk/apk-paths';

/** Signed-in cases per operation; FUZZ_RUNS=1000 for a deeper run (docs/reliability.md: what the default costs). */
const RUNS = Number(process.env.FUZZ_RUNS ?? 150);
const ANONYMOUS_RUNS = Math.max(10, Math.round(RUNS / 10));
/**
 * One seed for the whole run, so a failure in CI is reproduced by the same command. The default is
 * fixed (a test that fails at random blocks unrelated work); FUZZ_SEED=random explores new inputs,
 * and a failure prints the seed to pass back as FUZZ_SEED (docs/api.md, "Bad input").
 */
const DEFAULT_SEED = 20_261_123;
/**
 * The PostgreSQL pass of `npm test` starts from the next seed, so the two passes send different
 * inputs: each `npm test` tries 2 × (RUNS + ANONYMOUS_RUNS) distinct cases per operation.
 */
const SEED =
  process.env.FUZZ_SEED === 'random' ? Date.now() % 2 ** 31 : Number(process.env.FUZZ_SEED ?? (process.env.TEST_DB === 'postgres' ? DEFAULT_SEED + 1 : DEFAULT_SEED));

describe('fuzzing every operation of the OpenAPI document', () => {
  let t: TestApp;
  let context: FuzzContext;
  const reports: OperationReport[] = [];

  beforeAll(async () => {
    // The inspector API's per-account and per-address limits are set out of the way (one account
    // sends every case); the other limits stay as in production.
    t = await createTestApp({ logLevel: 'warn', env: { DEMO_DATA: 'false', MOBILE_API_ACCOUNT_PER_MINUTE: '10000000', MOBILE_API_IP_PER_MINUTE: '10000000' } });
    context = await prepareFuzz(t, SEED);
  });
  afterAll(async () => t?.close());

  it('answers 4xx to paths with NUL bytes or broken escapes, and no 5xx to very long ones, outside any operation too', async () => {
    for (const url of ['/%00', '/api/v1/admin/%00', '/locales/%00/common.json', '/%ED%A0%80', '/%E0%A4%A']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
    }
    // Too long for a route parameter: the panel's page (or a 404), never a 500.
    for (const url of [`/locales/${'x'.repeat(500)}/common.json`, apiUrl(ADMIN_API, CENTER_PATHS.one, { id: '9'.repeat(500) }), `/${'a'.repeat(5000)}`]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url.slice(0, 40)).toBeLessThan(500);
    }
  });

  it('answers no 5xx to any input, signed in or not, and a refused request changes nothing', async () => {
    for (const operation of context.operations) reports.push(await fuzzOperation(context, operation, RUNS, ANONYMOUS_RUNS));
    if (process.env.FUZZ_PROFILE) {
      const slowest = [...reports].sort((a, b) => b.milliseconds - a.milliseconds).slice(0, 25);
      console.warn(slowest.map((report) => `${report.milliseconds.toFixed(0).padStart(7)} ms ${report.cpuMilliseconds.toFixed(0).padStart(6)} ms CPU ${report.cases} cases ${report.key} ${JSON.stringify([...report.statuses])}`).join('\n'));
      const cases = reports.reduce((sum, report) => sum + report.cases, 0);
      const cpu = reports.reduce((sum, report) => sum + report.cpuMilliseconds, 0);
      const wall = reports.reduce((sum, report) => sum + report.milliseconds, 0);
      console.warn(`${cases} cases, ${(wall / 1000).toFixed(1)} s wall, ${(cpu / 1000).toFixed(1)} s CPU: ${(wall / cases).toFixed(2)} ms wall and ${(cpu / cases).toFixed(2)} ms CPU per case`);
    }
    expect(context.failures.slice(0, 10).join('\n\n')).toBe('');
    expect(reports.reduce((sum, report) => sum + report.cases, 0)).toBeGreaterThan(RUNS * context.operations.length);
  }, 900_000);

  it('covers every operation of the document: each was reached past its access check, and every upload got hostile files', () => {
    expect(context.operations.length).toBeGreaterThan(100);
    const fuzzed = new Map(reports.map((report) => [report.key, report]));
    const missed = context.operations.map((operation) => `${operation.method} ${operation.path}`).filter((key) => (fuzzed.get(key)?.reached ?? 0) === 0);
    expect(missed, 'operations the fuzz run did not reach past their access check').toEqual([]);
    const uploads = context.operations.filter((operation) => operation.body?.contentType.startsWith('multipart/'));
    expect(uploads.map((operation) => operation.path)).toEqual(expect.arrayContaining([apiUrl(ADMIN_API, CARD_PATHS.create), apiUrl(USERS_API, PUBLIC_APPLICATION_PATHS.submit), apiUrl(ADMIN_API, APK_PATHS.upload)]));
    for (const upload of uploads) expect(fuzzed.get(`${upload.method} ${upload.path}`)?.files, upload.path).toBeGreaterThan(RUNS / 2);
    for (const family of ['Inspector app', 'Web applications', 'Reports', 'Renew Card', 'Delete Cards', 'Citizens: applications']) {
      expect(reports.filter((report) => report.family === family && report.reached > 0).length, family).toBeGreaterThan(0);
    }
  });
});
