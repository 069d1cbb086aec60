/** Test support for scans: cards written straight to the table, and their signed QR text. */
import { dayIn } from '../../platform/time/today.ts';
import type { TestApp } from '../../test/test-app.ts';
import { cardRow } from '../../test/card-rows.ts';
import { cards, ensureSigningKey, signCardQr } from '../cards/cards.public.ts';
import type { CardWorld } from '../cards/cards.fixtures.ts';

export interface TestCard {
  id: number;
  card_number: string;
  valid_until: string;
}

const shift = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

let sequence = 0;

export async function insertCard(t: TestApp, world: CardWorld, options: { from?: number; until?: number; status?: 'active' | 'blocked'; deleted?: boolean } = {}): Promise<TestCard> {
  sequence += 1;
  const cardNumber = `TST-2026-${String(sequence).padStart(6, '0')}`;
  const [row] = await t.services.db
    .insert(cards)
    .values(
      cardRow({
        card_number: cardNumber,
        first_name: 'Priya',
        last_name: `Sharma ${sequence}`,
        category_id: world.categoryId('STM'),
        center_id: world.centerId('LDW'),
        valid_from: shift(options.from ?? -10),
        valid_until: shift(options.until ?? 20),
        status: options.status ?? 'active',
        deleted_at: options.deleted ? new Date() : null,
      }),
    )
    .returning({ id: cards.id, card_number: cards.card_number, valid_until: cards.valid_until });
  if (!row) throw new Error('card insert failed');
  return row;
}

export async function qrFor(t: TestApp, card: TestCard): Promise<string> {
  const key = await ensureSigningKey(t.services.db, undefined, dayIn('Asia/Kolkata'));
  return signCardQr(key, { card_number: card.card_number, category_code: 'STM', valid_until: card.valid_until, masked_name: 'PR*** SH****' });
}
