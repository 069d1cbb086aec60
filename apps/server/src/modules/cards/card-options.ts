/**
 * The card form's and filters' choices under Card Management (GET cards/options and
 * cards/options/routes): a clerk who may issue cards needs no right on the master-data screens.
 * Active records only, plus the card's own category or center when it was deactivated since, so an
 * edit form can keep it (the server accepts a card's current ones: card-rules.ts).
 */
import { and, asc, eq, or, sql, type SQL } from 'drizzle-orm';
import { CARD_ROUTE_OPTIONS_LIMIT, type CardOptions, type CardOptionsQuery, type CardRouteChoice } from '@passdesk/contract/cards/card-options';
import type { DbOrTx } from '../../platform/database/database.ts';
import { searchCondition } from '../../platform/http/list-query.ts';
import { adminUsers } from '../access/access.schema.ts';
import { cardCategories } from '../categories/categories.schema.ts';
import { toCategory } from '../categories/categories.service.ts';
import { centers } from '../centers/centers.schema.ts';
import { routeListPlan } from '../routes/routes.service.ts';
import { routes } from '../routes/routes.schema.ts';

/** Active rows, or the one the card already has. */
const activeOr = (status: SQL, keep: SQL | undefined) => (keep ? or(status, keep) : status);

export async function cardOptions(db: DbOrTx, query: CardOptionsQuery, userId: number | undefined): Promise<CardOptions> {
  const [categoryRows, centerRows, me] = await Promise.all([
    db
      .select()
      .from(cardCategories)
      .where(activeOr(eq(cardCategories.status, 'active'), query.category_id === undefined ? undefined : eq(cardCategories.id, query.category_id)))
      .orderBy(asc(sql`lower(${cardCategories.name})`), asc(cardCategories.id)),
    db
      .select({ id: centers.id, name: centers.name, code: centers.code, status: centers.status })
      .from(centers)
      .where(activeOr(eq(centers.status, 'active'), query.center_id === undefined ? undefined : eq(centers.id, query.center_id)))
      .orderBy(asc(sql`lower(${centers.name})`), asc(centers.id)),
    userId === undefined ? Promise.resolve([]) : db.select({ center_id: adminUsers.center_id }).from(adminUsers).where(eq(adminUsers.id, userId)).limit(1),
  ]);
  return { categories: categoryRows.map(toCategory), centers: centerRows, default_center_id: me[0]?.center_id ?? null };
}

/** Active routes matching every word typed (the Route Management list's search and natural number order). */
export async function cardRouteOptions(db: DbOrTx, search: string | undefined): Promise<CardRouteChoice[]> {
  return db
    .select({ id: routes.id, route_number: routes.route_number, name: routes.name })
    .from(routes)
    .where(and(eq(routes.status, 'active'), searchCondition(search, routeListPlan.searchable)))
    .orderBy(asc(routeListPlan.sortable.route_number), asc(routes.id))
    .limit(CARD_ROUTE_OPTIONS_LIMIT);
}
