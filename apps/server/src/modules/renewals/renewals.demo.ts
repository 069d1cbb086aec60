/**
 * Demo renewals: some live demo cards got their current period from a renewal at their center
 * (the previous period ends the day before it starts), so the Renewed tab, a card's history and
 * the receipts have something to show. The cards themselves are not changed.
 */
import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import { addDays, PAYMENT_MODES } from '@passdesk/contract/cards/card-fields';
import { adminUsers } from '../access/access.schema.ts';
import { cardCategories } from '../categories/categories.schema.ts';
import { cardRenewals } from './renewals.schema.ts';
import { cards } from '../cards/cards.public.ts';
import type { DemoSeed } from '../../platform/services.ts';
import { dayIn } from '../../platform/time/today.ts';
import { zonedInstant } from '../../platform/time/zoned-time.ts';
import { changedFields, seedAuditEvents } from '../../platform/audit/audit.ts';

const DEMO_RENEWALS = 12;

export const renewalsDemo: DemoSeed = {
  // After the cards they renew.
  order: 60,
  async run(services) {
    const today = dayIn(services.config.timeZone);
    const [staff] = await services.db.select({ id: adminUsers.id }).from(adminUsers).orderBy(asc(adminUsers.id)).limit(1);
    if (!staff) return;
    const picked = await services.db
      .select({ id: cards.id, center_id: cards.center_id, valid_from: cards.valid_from, valid_until: cards.valid_until, validity_days: cardCategories.validity_days, renewal_fee: cardCategories.renewal_fee })
      .from(cards)
      .innerJoin(cardCategories, eq(cardCategories.id, cards.category_id))
      .where(and(isNull(cards.deleted_at), eq(cards.status, 'active'), lt(cards.valid_from, today), sql`${cards.id} % 3 = 0`))
      .orderBy(asc(cards.id))
      .limit(DEMO_RENEWALS);
    if (picked.length === 0) return;
    const values = picked.map((card, index) => {
        const mode = PAYMENT_MODES[index % 3] ?? 'cash';
        return {
          card_id: card.id,
          previous_valid_from: addDays(card.valid_from, -(card.validity_days + 1)),
          previous_valid_until: addDays(card.valid_from, -1),
          valid_from: card.valid_from,
          valid_until: card.valid_until,
          fee_paid: card.renewal_fee,
          payment_mode: mode,
          receipt_number: `RN-${card.valid_from.slice(0, 4)}-${String(index + 1).padStart(5, '0')}`,
          center_id: card.center_id,
          renewed_by: staff.id,
          renewed_at: zonedInstant(card.valid_from, 11 + (index % 5), services.config.timeZone),
        };
      });
    await services.db.transaction(async (tx) => {
      const inserted = await tx.insert(cardRenewals).values(values).returning({ id: cardRenewals.id });
      // The card's trail shows each renewal as renew.ts records it.
      await seedAuditEvents(
        tx,
        inserted.map(({ id }, index) => {
          const renewal = values[index];
          if (!renewal) throw new Error('demo renewal missing');
          return {
            action: 'renew',
            entity: 'card',
            entityId: renewal.card_id,
            actorId: renewal.renewed_by,
            at: renewal.renewed_at,
            changes: {
              ...changedFields(
                { valid_from: renewal.previous_valid_from, valid_until: renewal.previous_valid_until },
                { valid_from: renewal.valid_from, valid_until: renewal.valid_until },
              ),
              renewal_id: id,
              fee_paid: renewal.fee_paid,
              payment_mode: renewal.payment_mode,
              receipt_number: renewal.receipt_number,
              center_id: renewal.center_id,
            },
          };
        }),
      );
    });
  },
};
