import { count, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accessModule } from '../access/access.module.ts';
import { cards, cardsModule } from '../cards/cards.public.ts';
import { categoriesModule } from '../categories/categories.module.ts';
import { centersModule } from '../centers/centers.module.ts';
import { routesModule } from '../routes/routes.module.ts';
import { useTestApp } from '../../test/suite.ts';
import { DEMO_APPLICATIONS_PER_STATUS, DEMO_EXPIRED_APPLICATIONS } from './applications.demo.ts';
import { applicationsModule } from './applications.module.ts';
import { applications } from './applications.schema.ts';
import { listApplications } from './applications.queries.ts';
import { applicationListQuerySchema } from '@passdesk/contract/applications/application';

describe('demo web applications', () => {
  const t = useTestApp({ env: { DEMO_DATA: 'true' }, modules: [accessModule, categoriesModule, centersModule, routesModule, cardsModule(), applicationsModule()] });

  it('loads three dozen per decided or pending status and a few expired; approved ones each name a card of their own; some pending ones are flagged', async () => {
    const db = t.services.db;
    const result = await listApplications(db, applicationListQuerySchema.parse({ duplicate: 'yes', status: 'pending' }), 'Asia/Kolkata');
    const n = DEMO_APPLICATIONS_PER_STATUS;
    expect(result.total).toBeGreaterThanOrEqual(3);
    const all = await listApplications(db, applicationListQuerySchema.parse({}), 'Asia/Kolkata');
    expect(all.counts).toEqual({ pending: n, approved: n, rejected: n, expired: DEMO_EXPIRED_APPLICATIONS });
    const approved = await db.select({ id: applications.id, card_id: applications.card_id }).from(applications).where(eq(applications.status, 'approved'));
    const cardIds = approved.map((row) => row.card_id);
    expect(cardIds).not.toContain(null);
    expect(new Set(cardIds).size).toBe(n);
    const [{ n: linked } = { n: 0 }] = await db.select({ n: count() }).from(cards).where(inArray(cards.id, cardIds.map(Number)));
    expect(linked).toBe(n);
  });
});
