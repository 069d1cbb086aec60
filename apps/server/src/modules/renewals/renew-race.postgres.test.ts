/** Races need real concurrency: PostgreSQL with a pool, where two transactions run at once. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cardRenewals } from './renewals.schema.ts';
import { cards } from '../cards/cards.public.ts';
import { useTestApp } from '../../test/suite.ts';
import { insertCard, renewalWorld } from './renewals.fixtures.ts';
import { RENEWAL_PATHS } from '@passdesk/contract/renewals/renewals-paths';
import { ADMIN_API } from '@passdesk/contract/http/paths';
import { apiUrl } from '../../test/api-url.ts';

describe('renewing on PostgreSQL under concurrency', () => {
  const t = useTestApp({ env: { JOBS_WORKER: 'false' } }, async (t) => ({
    admin: await t.tokenFor(1),
    world: await renewalWorld(t.services.db),
  }));

  const renew = (cardId: number, key: string | undefined, receipt: string) =>
    t.inject({ method: 'POST', url: apiUrl(ADMIN_API, RENEWAL_PATHS.renew, { id: cardId }), payload: { payment_mode: 'cash', receipt_number: receipt }, headers: key ? { 'idempotency-key': key } : {}, token: t.admin });

  it('the same idempotency key sent by racing requests makes one renewal, and every request gets the same answer', async () => {
    for (let round = 0; round < 5; round += 1) {
      const card = await insertCard(t.services.db, t.world, { endsInDays: -2 });
      const key = `race-key-${round}-${card.id}`;
      const answers = await Promise.all([renew(card.id, key, 'RACE-1'), renew(card.id, key, 'RACE-1'), renew(card.id, key, 'RACE-1')]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
      const bodies = answers.map((answer) => answer.json());
      expect(bodies[1]).toEqual(bodies[0]);
      expect(bodies[2]).toEqual(bodies[0]);
      expect(await t.services.db.select().from(cardRenewals).where(eq(cardRenewals.card_id, card.id))).toHaveLength(1);
      expect((await t.services.db.select({ version: cards.version }).from(cards).where(eq(cards.id, card.id)))[0]?.version).toBe(2);
    }
  });

  it('two different keys racing on one card: one renews, the other is told the card is no longer expired', async () => {
    const card = await insertCard(t.services.db, t.world, { endsInDays: -2 });
    const answers = await Promise.all([renew(card.id, `first-${card.id}-key`, 'A'), renew(card.id, `second-${card.id}-key`, 'B')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
    expect(await t.services.db.select().from(cardRenewals).where(eq(cardRenewals.card_id, card.id))).toHaveLength(1);
  });

  it('one key racing on two cards: one renewal, the other request gets 409', async () => {
    const [a, b] = [await insertCard(t.services.db, t.world, { endsInDays: -2 }), await insertCard(t.services.db, t.world, { endsInDays: -2 })];
    const key = `shared-${a.id}-${b.id}`;
    const answers = await Promise.all([renew(a.id, key, 'S-1'), renew(b.id, key, 'S-2')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await t.services.db.select().from(cardRenewals).where(eq(cardRenewals.idempotency_key, key))).toHaveLength(1);
  });
});
