/**
 * Card numbers: center code + year + 6-digit sequence (PNQ-2026-000123), unique and never reused.
 * The next number is an upsert of the center's counter row for the year, inside the card's own
 * transaction: concurrent issues at one center queue on that row (on any number of instances), and
 * a create that fails rolls its number back, so the sequence shows no gap.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/database/database.ts';
import { cardNumberCounters } from './cards.schema.ts';

export const formatCardNumber = (centerCode: string, year: number, sequence: number): string =>
  `${centerCode.toUpperCase()}-${year}-${String(sequence).padStart(6, '0')}`;

export async function nextCardNumber(tx: DbOrTx, center: { id: number; code: string }, year: number): Promise<string> {
  const [row] = await tx
    .insert(cardNumberCounters)
    .values({ center_id: center.id, year, last_value: 1 })
    .onConflictDoUpdate({
      target: [cardNumberCounters.center_id, cardNumberCounters.year],
      set: { last_value: sql`${cardNumberCounters.last_value} + 1` },
    })
    .returning({ value: cardNumberCounters.last_value });
  if (!row) throw new Error('card number counter upsert returned nothing');
  return formatCardNumber(center.code, year, row.value);
}
