/**
 * Two instances on one PostgreSQL database: a challenge issued by one is accepted by the other (the
 * signing key is shared through the database), and only once across both.
 */
import { describe, expect, it } from 'vitest';
import { APPLICATION_MESSAGES } from '@passdesk/contract/applications/application';
import { useTestApp, useTestPostgresDatabase } from '../../test/suite.ts';
import { cardWorld, photo } from '../cards/cards.fixtures.ts';
import { applicantFields, botCheck, submit } from './applications.fixtures.ts';

describe('the application form’s challenge across two instances', () => {
  const database = useTestPostgresDatabase();
  const env = { JOBS_WORKER: 'false' };
  const a = useTestApp(() => ({ databaseUrl: database.url, env }), async (a) => ({ world: await cardWorld(a), jpeg: await photo('jpeg') }));
  const b = useTestApp(() => ({ databaseUrl: database.url, env }));

  it('is issued by A, accepted by B, and refused when sent again to A or B, also at once', async () => {
    const fields = applicantFields(a.world);
    const checked = { ...fields, ...(await botCheck(a, fields.mobile ?? '')) };
    const answers = await Promise.all([submit(b, checked, { photo: a.jpeg }), submit(a, checked, { photo: a.jpeg }), submit(b, checked, { photo: a.jpeg })]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400, 400]);
    const again = await submit(a, checked, { photo: a.jpeg });
    expect([again.statusCode, again.json().message]).toEqual([400, APPLICATION_MESSAGES.challengeUsed]);
  });
});
