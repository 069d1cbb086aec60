/** How many renewals (deleted entries too: their rows still point at it) were made at a center. */
import { count, eq } from 'drizzle-orm';
import type { InUseCheck } from '../../platform/records/in-use.ts';
import { cardRenewals } from './renewals.schema.ts';

export const renewalsAtCenter: InUseCheck = {
  entity: 'center',
  what: 'renewals',
  async count(tx, id) {
    const [row] = await tx.select({ n: count() }).from(cardRenewals).where(eq(cardRenewals.center_id, id));
    return row?.n ?? 0;
  },
};
