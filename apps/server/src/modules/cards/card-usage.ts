/** How many cards (deleted ones too: their rows still point at it) use a category, center or route: registered as in-use checks by cards.module.ts. */
import { count, eq, type AnyColumn } from 'drizzle-orm';
import type { InUseCheck } from '../../platform/records/in-use.ts';
import { cards } from './cards.schema.ts';

const cardsUsing = (entity: string, column: AnyColumn): InUseCheck => ({
  entity,
  what: 'cards',
  async count(tx, id) {
    const [row] = await tx.select({ n: count() }).from(cards).where(eq(column, id));
    return row?.n ?? 0;
  },
});

export const cardsUsingCategory = cardsUsing('card_category', cards.category_id);
export const cardsUsingCenter = cardsUsing('center', cards.center_id);
export const cardsUsingRoute = cardsUsing('route', cards.route_id);
