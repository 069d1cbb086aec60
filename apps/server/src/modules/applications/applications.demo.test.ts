import { count, eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accessModule } from '../access/access.module.ts';
import { cardsModule } from '../cards/cards.module.ts';
import { cards } from '../cards/cards.schema.ts';
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

  it('loads three dozen per decided or pending status and a few expired; approved ones link both ways with a card; some pending ones are flagged', async () => {
    const db = t.services.db;
    const result = await listApplications(db, applicationListQuerySchema.parse({ duplicate: 'yes', status: 'pending' }), 'Asia/Kolkata');
    const n = DEMO_APPLICATIONS_PER_STATUS;
    expect(result.total).toBeGreaterThanOrEqual(3);
    const all = await listApplications(db, applicationListQuerySchema.parse({}), 'Asia/Kolkata');
    expect(all.counts).toEqual({ pending: n, approved: n, rejected: n, expired: DEMO_EXPIRED_APPLICATIONS });
    const approved = await db.select({ id: applications.id, card_id: applications.card_id }).from(applications).where(eq(applications.status, 'approved'));
    for (const row of approved.slice(0, 5)) {
      const [card] = await db.select({ application_id: cards.application_id }).from(cards).where(eq(cards.id, row.card_id ?? 0));
      expect(card?.application_id).toBe(row.id);
    }
    const [{ n: linked } = { n: 0 }] = await db.select({ n: count() }).from(cards).where(isNotNull(cards.application_id));
    expect(linked).toBe(n);
  });
});
