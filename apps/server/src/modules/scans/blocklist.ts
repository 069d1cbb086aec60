/**
 * GET /api/v1/mobile/blocklist?since=: the card numbers the app must refuse offline. Without
 * `since`, every card that is blocked or deleted now; with it, every card whose status changed
 * since then (card_status_events, written by a trigger on cards), as it stands now — blocked or
 * deleted ones to add, unblocked or restored ones to take off. `next_since` is a minute before the
 * server's time, so a change whose transaction commits late is still in the next answer; entries
 * may repeat across syncs and are meant to be applied as a set.
 */
import { and, eq, gte, isNotNull, max, or, sql } from 'drizzle-orm';
import type { Blocklist } from '@passdesk/contract/scans/scan';
import type { DbOrTx } from '../../platform/database/database.ts';
import { cards } from '../cards/cards.public.ts';
import { cardStatusEvents } from './scans.schema.ts';

const OVERLAP_MS = 60_000;

export async function blocklist(db: DbOrTx, since: Date | undefined, now = new Date()): Promise<Blocklist> {
  const blocked: Blocklist['blocked'] = [];
  const unblocked: Blocklist['unblocked'] = [];
  if (!since) {
    const rows = await db
      .select({ card_number: cards.card_number, deleted_at: cards.deleted_at, updated_at: cards.updated_at })
      .from(cards)
      .where(or(eq(cards.status, 'blocked'), isNotNull(cards.deleted_at)))
      .orderBy(cards.card_number);
    for (const row of rows) blocked.push({ card_number: row.card_number, reason: row.deleted_at ? 'deleted' : 'blocked', changed_at: (row.deleted_at ?? row.updated_at).toISOString() });
  } else {
    const rows = await db
      .select({ card_number: cards.card_number, status: cards.status, deleted_at: cards.deleted_at, changed_at: max(cardStatusEvents.at) })
      .from(cardStatusEvents)
      .innerJoin(cards, eq(cards.id, cardStatusEvents.card_id))
      .where(and(gte(cardStatusEvents.at, since)))
      .groupBy(cards.id)
      .orderBy(sql`max(${cardStatusEvents.at})`);
    for (const row of rows) {
      const changedAt = (row.changed_at ?? now).toISOString();
      if (row.deleted_at || row.status === 'blocked') blocked.push({ card_number: row.card_number, reason: row.deleted_at ? 'deleted' : 'blocked', changed_at: changedAt });
      else unblocked.push({ card_number: row.card_number, changed_at: changedAt });
    }
  }
  return { blocked, unblocked, server_time: now.toISOString(), next_since: new Date(now.getTime() - OVERLAP_MS).toISOString() };
}
