/** Choices of the Renew Card filters and form: categories, centers and staff, by name. */
import { asc, eq, sql } from 'drizzle-orm';
import type { RenewalOptions } from '@passdesk/contract/renewals/renewal';
import type { DbOrTx } from '../../platform/database/database.ts';
import { adminUsers } from '../access/access.schema.ts';
import { cardCategories } from '../categories/categories.schema.ts';
import { centers } from '../centers/centers.schema.ts';

export async function renewalOptions(db: DbOrTx, userId: number | undefined): Promise<RenewalOptions> {
  const [categories, centerRows, staff, me] = await Promise.all([
    db.select({ id: cardCategories.id, name: cardCategories.name, code: cardCategories.code }).from(cardCategories).orderBy(asc(sql`lower(${cardCategories.name})`)),
    db.select({ id: centers.id, name: centers.name, code: centers.code }).from(centers).orderBy(asc(sql`lower(${centers.name})`)),
    db
      .select({ id: adminUsers.id, name: sql<string>`trim(${adminUsers.first_name} || ' ' || ${adminUsers.last_name})` })
      .from(adminUsers)
      .orderBy(asc(sql`lower(${adminUsers.first_name})`), asc(adminUsers.id)),
    userId === undefined ? Promise.resolve([]) : db.select({ center_id: adminUsers.center_id }).from(adminUsers).where(eq(adminUsers.id, userId)).limit(1),
  ]);
  return { categories, centers: centerRows, staff, default_center_id: me[0]?.center_id ?? null };
}
