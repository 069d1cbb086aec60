/**
 * The public form's proof of work is bound to a challenge the server issued and is accepted for one
 * application only (docs/api.md "Web applications"): a replayed form, sent again or many times at
 * once, makes one application; a made-up or stale challenge none.
 */
import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { APPLICATION_CHALLENGE_PATTERN, APPLICATION_MESSAGES, APPLICATION_POW_BITS } from '@passdesk/contract/applications/application';
import { PUBLIC_APPLICATION_PATHS } from '@passdesk/contract/applications/applications-paths';
import { USERS_API } from '@passdesk/contract/http/paths';
import { apiUrl } from '../../test/api-url.ts';
import { storedFiles } from '../../test/multipart.ts';
import { useTestApp } from '../../test/suite.ts';
import { PDF, cardWorld, photo } from '../cards/cards.fixtures.ts';
import { applicationChallenges } from './application-challenge.ts';
import { applicationRetentionJob } from './application-retention.ts';
import { applicantFields, botCheck, solvePow, submit } from './applications.fixtures.ts';
import { applicationChallengesUsed, applications } from './applications.schema.ts';

describe('the application form’s challenge', () => {
  const t = useTestApp({ env: { JOBS_WORKER: 'false' } }, async (t) => ({ world: await cardWorld(t), jpeg: await photo('jpeg') }));
  const rows = async () => (await t.services.db.select({ n: count() }).from(applications))[0]?.n ?? 0;

  it('is issued signed by the server and fresh for every form', async () => {
    const answers = await Promise.all([1, 2].map(() => t.inject({ method: 'GET', url: apiUrl(USERS_API, PUBLIC_APPLICATION_PATHS.challenge) })));
    const [first, second] = answers.map((answer) => answer.json().data as { challenge: string; bits: number });
    expect(first?.challenge).toMatch(APPLICATION_CHALLENGE_PATTERN);
    expect(first?.bits).toBe(APPLICATION_POW_BITS);
    expect(first?.challenge).not.toBe(second?.challenge);
    // Once the form has been open a few seconds, its proof of work is accepted.
    const challenge = first?.challenge ?? '';
    const challenges = await applicationChallenges(t.services.db);
    expect(challenges.verify(challenge, '9876543210', solvePow(challenge, '9876543210'), Date.now() + 5000)).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('accepts a form once: sent again, the same challenge and proof of work are refused and store nothing', async () => {
    const fields = applicantFields(t.world);
    const checked = { ...fields, ...(await botCheck(t, fields.mobile ?? '')) };
    const files = { photo: t.jpeg, documents: [{ content: PDF, filename: 'id.pdf' }] };
    expect((await submit(t, checked, files)).statusCode).toBe(200);
    const before = { rows: await rows(), files: storedFiles(t).length };
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const replayed = await submit(t, checked, files);
      expect([replayed.statusCode, replayed.json().message]).toEqual([400, APPLICATION_MESSAGES.challengeUsed]);
    }
    expect({ rows: await rows(), files: storedFiles(t).length }).toEqual(before);
  });

  it('makes one application of one form sent many times at once', async () => {
    const fields = applicantFields(t.world);
    const checked = { ...fields, ...(await botCheck(t, fields.mobile ?? '')) };
    const before = await rows();
    const answers = await Promise.all(Array.from({ length: 8 }, () => submit(t, checked, { photo: t.jpeg })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400, 400, 400, 400, 400, 400, 400]);
    expect(await rows()).toBe(before + 1);
    // The losers' photos were deleted again: every stored photo is an application's.
    const photos = storedFiles(t).filter((name) => name.startsWith('application-photos/') && name.endsWith('.jpg'));
    const keys = (await t.services.db.select({ key: applications.photo_key }).from(applications)).map((row) => row.key);
    expect(photos.sort()).toEqual(keys.sort());
  });

  it('refuses a challenge the server did not sign, or one older than a day', async () => {
    const fields = applicantFields(t.world);
    const genuine = await botCheck(t, fields.mobile ?? '');
    const [issuedAt, id] = genuine.challenge.split('.');
    const forged = `${issuedAt}.${id}.${'A'.repeat(43)}`;
    const stale = await botCheck(t, fields.mobile ?? '', 25 * 3_600_000);
    for (const check of [{ challenge: forged, pow_nonce: String(solvePow(forged, fields.mobile ?? '')) }, stale, { challenge: 'made-up', pow_nonce: '1' }]) {
      const refused = await submit(t, { ...fields, ...check }, { photo: t.jpeg });
      expect([refused.statusCode, refused.json().message]).toEqual([400, APPLICATION_MESSAGES.botCheck]);
    }
  });

  it('leaves the challenge unused when the form is refused, so the corrected form goes through', async () => {
    const fields = applicantFields(t.world);
    const check = await botCheck(t, fields.mobile ?? '');
    expect((await submit(t, { ...fields, ...check, pincode: '12' }, { photo: t.jpeg })).statusCode).toBe(400);
    expect((await submit(t, { ...fields, ...check }, { photo: t.jpeg })).statusCode).toBe(200);
  });

  it('forgets used challenges once none of their age could be accepted (the daily job)', async () => {
    await t.services.db.insert(applicationChallengesUsed).values({ id: 'old-challenge-id', used_at: sql`now() - interval '26 hours'` });
    await t.services.db.insert(applicationChallengesUsed).values({ id: 'new-challenge-id' });
    await applicationRetentionJob(t.services)();
    const left = (await t.services.db.select({ id: applicationChallengesUsed.id }).from(applicationChallengesUsed)).map((row) => row.id);
    expect(left).toContain('new-challenge-id');
    expect(left).not.toContain('old-challenge-id');
    expect(await t.services.db.select().from(applicationChallengesUsed).where(eq(applicationChallengesUsed.id, 'old-challenge-id'))).toEqual([]);
  });
});
