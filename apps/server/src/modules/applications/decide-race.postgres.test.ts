/** Two reviewers acting on one application at once: PostgreSQL with a pool, where both transactions really run together. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/suite.ts';
import { cards } from '../cards/cards.public.ts';
import { adultFields, cardWorld, photo, sendCard } from '../cards/cards.fixtures.ts';
import { applicantFields, submit } from './applications.fixtures.ts';
import { applications } from './applications.schema.ts';
import { CARD_PATHS } from '@passdesk/contract/cards/cards-paths';
import { APPLICATION_PATHS } from '@passdesk/contract/applications/applications-paths';
import { ADMIN_API } from '@passdesk/contract/http/paths';
import { apiUrl } from '../../test/api-url.ts';


describe('deciding web applications on PostgreSQL under concurrency', () => {
  const t = useTestApp({ env: { JOBS_WORKER: 'false' } }, async (t) => {
    const world = await cardWorld(t);
    const jpeg = await photo('jpeg');
    return { world, jpeg };
  });

  const apply = async (): Promise<number> => {
    const response = await submit(t, applicantFields(t.world), { photo: t.jpeg });
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await t.services.db.select({ id: applications.id }).from(applications).where(eq(applications.application_number, response.json().data.application_number));
    return row?.id ?? 0;
  };
  const approve = (id: number) => sendCard(t, t.world.clerk.token, 'POST', apiUrl(ADMIN_API, CARD_PATHS.create), adultFields(t.world, { application_id: String(id) }), { photo: t.jpeg });
  const reject = (id: number) => t.inject({ method: 'POST', url: apiUrl(ADMIN_API, APPLICATION_PATHS.reject, { id }), token: t.world.clerk.token, payload: { note: 'Documents unreadable' } });

  const cardCount = async () => (await t.services.db.select({ id: cards.id }).from(cards)).length;

  it('two approvals at once: one card, one 409', async () => {
    for (let round = 0; round < 3; round += 1) {
      const id = await apply();
      const before = await cardCount();
      const answers = await Promise.all([approve(id), approve(id)]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      expect(await cardCount()).toBe(before + 1);
      const [row] = await t.services.db.select().from(applications).where(eq(applications.id, id));
      expect(row?.card_id).toBe(answers.find((answer) => answer.statusCode === 200)?.json().data.id);
    }
  });

  it('approve and reject at once: exactly one wins, the other gets 409, and the row agrees with the winner', async () => {
    for (let round = 0; round < 3; round += 1) {
      const id = await apply();
      const before = await cardCount();
      const [approved, rejected] = await Promise.all([approve(id), reject(id)]);
      expect([approved.statusCode, rejected.statusCode].sort()).toEqual([200, 409]);
      const [row] = await t.services.db.select().from(applications).where(eq(applications.id, id));
      const issued = (await cardCount()) - before;
      if (approved.statusCode === 200) expect([row?.status, row?.card_id, issued]).toEqual(['approved', approved.json().data.id, 1]);
      else expect([row?.status, row?.card_id, issued]).toEqual(['rejected', null, 0]);
    }
  });

  it('two rejections at once: one 200, one 409', async () => {
    const id = await apply();
    const answers = await Promise.all([reject(id), reject(id)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  });
});
