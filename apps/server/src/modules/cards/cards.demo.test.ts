import { count, isNotNull, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ageFits, ageOn } from '@passdesk/contract/cards/card-fields';
import { accessModule } from '../access/access.module.ts';
import { categoriesModule } from '../categories/categories.module.ts';
import { cardCategories } from '../categories/categories.schema.ts';
import { centersModule } from '../centers/centers.module.ts';
import { routesModule } from '../routes/routes.module.ts';
import { dayIn } from '../../platform/time/today.ts';
import { storedFiles } from '../../test/multipart.ts';
import { useTestApp } from '../../test/suite.ts';
import { cards } from './cards.schema.ts';
import { cardsModule } from './cards.module.ts';
import { auditEvents } from '../../platform/audit/audit.schema.ts';
import { renewalsModule } from '../renewals/renewals.module.ts';
import { cardRenewals } from '../renewals/renewals.schema.ts';

describe('demo cards', () => {
  const t = useTestApp({ modules: [accessModule, categoriesModule, centersModule, routesModule, cardsModule(), renewalsModule], env: { DEMO_DATA: 'true', JOBS_WORKER: 'false' } });

  it('loads 5,000 cards with shared demo photos: ages fit the category, some expired, blocked and deleted', async () => {
    const db = t.services.db;
    const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(cards);
    expect(total).toBe(5000);
    expect(storedFiles(t).filter((file) => file.startsWith('demo-card-photos') && file.endsWith('.jpg')).length).toBe(24);
    const today = dayIn(t.services.config.timeZone);
    const rows = await db
      .select({ dob: cards.date_of_birth, valid_from: cards.valid_from, min_age: cardCategories.min_age, max_age: cardCategories.max_age })
      .from(cards)
      .innerJoin(cardCategories, eq(cardCategories.id, cards.category_id));
    expect(rows.filter((row) => !ageFits(ageOn(row.dob, row.valid_from), row))).toEqual([]);
    const [expired] = await db.select({ n: count() }).from(cards).where(sql`${cards.valid_until} < ${today}`);
    const [blocked] = await db.select({ n: count() }).from(cards).where(eq(cards.status, 'blocked'));
    const [deleted] = await db.select({ n: count() }).from(cards).where(isNotNull(cards.deleted_at));
    expect(expired?.n).toBeGreaterThan(500);
    expect(blocked?.n).toBeGreaterThan(50);
    expect(deleted?.n).toBeGreaterThan(30);
    const duplicates = await db.execute(sql`select card_number from cards group by card_number having count(*) > 1`);
    expect(Array.isArray(duplicates) ? duplicates : (duplicates as { rows: unknown[] }).rows).toEqual([]);
  });

  it('gives every demo card its audit trail (issued, then blocked or deleted) and some demo cards renewals, audited like live ones', async () => {
    const db = t.services.db;
    const events = async (action: string) => (await db.select({ n: count() }).from(auditEvents).where(sql`${auditEvents.entity} = 'card' and ${auditEvents.action} = ${action}`))[0]?.n;
    const [blocked] = await db.select({ n: count() }).from(cards).where(eq(cards.status, 'blocked'));
    const [deleted] = await db.select({ n: count() }).from(cards).where(isNotNull(cards.deleted_at));
    expect(await events('create')).toBe(5000);
    // Each card's create event names that card, by id and by its number.
    const [matched] = await db
      .select({ n: count() })
      .from(auditEvents)
      .innerJoin(cards, sql`${auditEvents.entity_id} = ${cards.id}::text and ${auditEvents.changes}->'after'->>'card_number' = ${cards.card_number}`)
      .where(sql`${auditEvents.entity} = 'card' and ${auditEvents.action} = 'create'`);
    expect(matched?.n).toBe(5000);
    expect(await events('block')).toBe(blocked?.n);
    expect(await events('delete')).toBe(deleted?.n);
    const [created] = await db.select().from(auditEvents).where(eq(auditEvents.action, 'create')).limit(1);
    // Personal data masked as in a live create; the ID hash never written.
    const after = (created?.changes as { after: Record<string, unknown> }).after;
    expect(String(after.mobile)).toMatch(/^\d\*{8}\d$/);
    expect(after).not.toHaveProperty('id_proof_hash');

    const renewals = await db.select().from(cardRenewals);
    expect(renewals.length).toBeGreaterThan(5);
    const renewed = await db.select().from(auditEvents).where(sql`${auditEvents.entity} = 'card' and ${auditEvents.action} = 'renew'`);
    expect(renewed.map((event) => event.entity_id).sort()).toEqual(renewals.map((renewal) => String(renewal.card_id)).sort());
    expect(renewed[0]?.changes).toMatchObject({ before: { valid_until: expect.any(String) }, after: { valid_until: expect.any(String) }, renewal_id: expect.any(Number) });
  });
});
