/**
 * Test rows for the renewal tests: a category, a center and cards with a chosen validity,
 * written directly (the cards API and its photo pipeline are the cards feature's own tests).
 */
import crypto from 'node:crypto';
import { addDays } from '@passdesk/contract/cards/card-fields';
import type { Db } from '../../platform/database/database.ts';
import { cardCategories } from '../categories/categories.schema.ts';
import { cards } from '../cards/cards.public.ts';
import { centers } from '../centers/centers.schema.ts';
import { dayIn } from '../../platform/time/today.ts';
import { cardRow } from '../../test/card-rows.ts';

export interface RenewalWorld {
  categoryId: number;
  centerId: number;
  otherCenterId: number;
  today: string;
}

export async function renewalWorld(db: Db, timeZone = 'Asia/Kolkata'): Promise<RenewalWorld> {
  const tag = crypto.randomBytes(3).toString('hex').toUpperCase();
  const [category] = await db
    .insert(cardCategories)
    .values({ name: `Renewal Monthly ${tag}`, code: `R${tag}`.slice(0, 10), validity_days: 30, fee: 25000, renewal_fee: 23000, route_scope: 'all_routes' })
    .returning({ id: cardCategories.id });
  const [center, other] = await db
    .insert(centers)
    .values([
      { name: `Counter ${tag}`, code: `C${tag}`.slice(0, 10) },
      { name: `Depot ${tag}`, code: `D${tag}`.slice(0, 10) },
    ])
    .returning({ id: centers.id });
  if (!category || !center || !other) throw new Error('fixture insert failed');
  return { categoryId: category.id, centerId: center.id, otherCenterId: other.id, today: dayIn(timeZone) };
}

export interface CardFixture {
  /** Days from today to the last valid day: negative = expired that many days ago. */
  endsInDays: number;
  email?: string;
  status?: 'active' | 'blocked';
  deleted?: boolean;
  firstName?: string;
  mobile?: string;
}

let sequence = 0;

export async function insertCard(db: Db, world: RenewalWorld, fixture: CardFixture): Promise<{ id: number; card_number: string; valid_from: string; valid_until: string }> {
  sequence += 1;
  const validUntil = addDays(world.today, fixture.endsInDays);
  const validFrom = addDays(validUntil, -30);
  const number = `TST-2026-${String(sequence).padStart(6, '0')}-${crypto.randomBytes(2).toString('hex')}`;
  const [card] = await db
    .insert(cards)
    .values(
      cardRow({
        card_number: number,
        first_name: fixture.firstName ?? `Holder${sequence}`,
        mobile: fixture.mobile ?? `98${String(10_000_000 + sequence).slice(-8)}`,
        email: fixture.email ?? '',
        category_id: world.categoryId,
        center_id: world.centerId,
        valid_from: validFrom,
        valid_until: validUntil,
        fee_paid: 25000,
        receipt_number: `RC-${sequence}`,
        status: fixture.status ?? 'active',
        deleted_at: fixture.deleted ? new Date() : null,
      }),
    )
    .returning({ id: cards.id, card_number: cards.card_number, valid_from: cards.valid_from, valid_until: cards.valid_until });
  if (!card) throw new Error('card insert failed');
  return card;
}
