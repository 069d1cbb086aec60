/**
 * Recording scans and challans sent by the inspector app. The server judges every scan again:
 * the QR's signature, then the card as it stands (deleted, blocked), then its dates against the
 * day of the scan (device time, in the configured time zone) — an offline scan made yesterday is
 * judged on yesterday's date. A scan is one statement: the card lookup, the verdict and the insert
 * together; a resent scan (same inspector, same client_scan_id) inserts nothing and answers what
 * was recorded the first time.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { SCAN_MESSAGES, type Challan, type ChallanInput, type ScanInput, type ScanResult, type ScanVerdict } from '@passdesk/contract/scans/scan';
import { audit } from '../../platform/audit/audit.ts';
import type { MobileActor } from '../../platform/auth/mobile-actor.ts';
import type { Db, DbOrTx } from '../../platform/database/database.ts';
import { preparedStatement } from '../../platform/database/prepared.ts';
import { rowsOf } from '../../platform/database/rows.ts';
import { conflict, notFound, pgConstraint, pgErrorCode, unprocessable } from '../../platform/http/errors.ts';
import { dayIn } from '../../platform/time/today.ts';
import { cards } from '../cards/cards.public.ts';
import { cardCategories } from '../categories/categories.schema.ts';
import { mediaUrl } from '../media/media-url.ts';
import { mobileUsers } from '../mobile-users/mobile-users.schema.ts';
import { findOffence } from '../offences/offences.service.ts';
import { routes } from '../routes/routes.schema.ts';
import type { CardKeyCache } from './qr-check.ts';
import { cardScans, challans } from './scans.schema.ts';

interface ScanRow {
  scan_id: number | string;
  result: ScanResult;
  received_at: Date | string;
  card_number: string;
  card_id: number | null;
  first_name: string | null;
  last_name: string | null;
  category_name: string | null;
  route_number: string | null;
  valid_from: string | null;
  valid_until: string | null;
  status: 'active' | 'blocked' | null;
  photo_key: string | null;
}

const iso = (value: Date | string): string => (value instanceof Date ? value : new Date(value)).toISOString();

function toVerdict(clientScanId: string, row: ScanRow, duplicate: boolean): ScanVerdict {
  const card =
    row.card_id !== null && row.first_name !== null && row.valid_from !== null && row.valid_until !== null && row.status !== null
      ? {
          id: row.card_id,
          holder_name: `${row.first_name} ${row.last_name ?? ''}`.trim(),
          category_name: row.category_name ?? '',
          route_number: row.route_number,
          valid_from: row.valid_from,
          valid_until: row.valid_until,
          status: row.status,
          photo_url: mediaUrl(row.photo_key),
        }
      : null;
  return { client_scan_id: clientScanId, scan_id: Number(row.scan_id), result: row.result, card_number: row.card_number, received_at: iso(row.received_at), duplicate, card };
}

const ANSWER_COLUMNS = sql`card.id as card_id, card.first_name, card.last_name, card.category_name, card.route_number, card.valid_from::text as valid_from,
  card.valid_until::text as valid_until, card.status, card.photo_key`;

/** The values of one scan's statement (a type, not an interface: it must fit Record<string, unknown>). */
type ScanValues = {
  card_number: string;
  client_scan_id: string;
  inspector_id: number;
  bad_signature: boolean;
  day: string;
  scanned_at: Date;
  mode: string;
  route_id: number | null;
  bus_number: string | null;
  latitude: number | null;
  longitude: number | null;
};

const value = (name: keyof ScanValues) => sql.placeholder(name);

/** The card a scan names, with what the verdict and the answer need. */
const CARD = sql`
  select ${cards.id} as id, ${cards.status} as status, ${cards.deleted_at} as deleted_at, ${cards.valid_from} as valid_from, ${cards.valid_until} as valid_until,
    ${cards.photo_key} as photo_key, ${cards.first_name} as first_name, ${cards.last_name} as last_name, ${cardCategories.name} as category_name,
    ${routes.route_number} as route_number
  from ${cards} join ${cardCategories} on ${cardCategories.id} = ${cards.category_id}
  left join ${routes} on ${routes.id} = ${cards.route_id}
  where ${cards.card_number} = ${value('card_number')}`;

/**
 * One scan, one statement, built once (a named prepared statement on PostgreSQL): the card lookup,
 * the verdict and the insert; nothing when the inspector sent this client_scan_id before.
 */
const insertScan = preparedStatement<ScanValues, ScanRow>(
  'passdesk_record_scan',
  sql`
    with card as (${CARD}),
    inserted as (
      insert into ${cardScans} (client_scan_id, mobile_user_id, card_number, card_id, result, scanned_at, mode, route_id, bus_number, latitude, longitude)
      select ${value('client_scan_id')}::uuid, ${value('inspector_id')}::int, ${value('card_number')}::text, card.id,
        case
          when ${value('bad_signature')}::boolean then 'bad_signature'
          when card.id is null then 'not_found'
          when card.deleted_at is not null then 'deleted'
          when card.status = 'blocked' then 'blocked'
          when ${value('day')}::date < card.valid_from then 'not_yet_valid'
          when ${value('day')}::date > card.valid_until then 'expired'
          else 'valid'
        end,
        ${value('scanned_at')}::timestamptz, ${value('mode')}::text,
        (select ${routes.id} from ${routes} where ${routes.id} = ${value('route_id')}::int),
        ${value('bus_number')}::text, ${value('latitude')}::double precision, ${value('longitude')}::double precision
      from (select 1) as one left join card on true
      on conflict (mobile_user_id, client_scan_id) do nothing
      returning id, result, received_at, card_number, card_id
    )
    select inserted.id as scan_id, inserted.result, inserted.received_at, inserted.card_number, ${ANSWER_COLUMNS}
    from inserted left join card on card.id = inserted.card_id
  `,
);

async function recordScan(db: Db, keys: CardKeyCache, inspector: MobileActor, input: ScanInput, timeZone: string): Promise<ScanVerdict> {
  let cardNumber = input.card_number ?? '';
  let badSignature = false;
  if (input.qr !== undefined) {
    const check = await keys.check(db, input.qr);
    if (check.fields) cardNumber = input.card_number ?? check.fields.card_number;
    // A QR that does not verify, or whose card number is not the one reported, is not trusted.
    badSignature = !check.ok || check.fields.card_number !== cardNumber;
  }
  const scannedAt = new Date(input.scanned_at);
  const inserted = await insertScan.run(db, {
    card_number: cardNumber,
    client_scan_id: input.client_scan_id,
    inspector_id: inspector.userId,
    bad_signature: badSignature,
    day: dayIn(timeZone, scannedAt),
    scanned_at: scannedAt,
    mode: input.mode,
    route_id: input.route_id ?? null,
    bus_number: input.bus_number ?? null,
    latitude: input.latitude ?? null,
    longitude: input.longitude ?? null,
  });
  const [row] = inserted;
  if (row) return toVerdict(input.client_scan_id, row, false);
  return toVerdict(input.client_scan_id, await recordedScan(db, inspector.userId, input.client_scan_id), true);
}

/** A scan recorded earlier, answered as it was then (its verdict is not judged again). */
async function recordedScan(db: DbOrTx, inspectorId: number, clientScanId: string): Promise<ScanRow> {
  const [row] = rowsOf<ScanRow>(
    await db.execute(sql`
      select s.id as scan_id, s.result, s.received_at, s.card_number, ${ANSWER_COLUMNS}
      from ${cardScans} s
      left join lateral (
        select c.id, c.first_name, c.last_name, cat.name as category_name, r.route_number, c.valid_from, c.valid_until, c.status, c.photo_key
        from ${cards} c join ${cardCategories} cat on cat.id = c.category_id left join ${routes} r on r.id = c.route_id where c.id = s.card_id
      ) card on true
      where s.mobile_user_id = ${inspectorId} and s.client_scan_id = ${clientScanId}::uuid
    `),
  );
  if (!row) throw new Error('a scan that conflicted on insert was not found');
  return row;
}

export async function recordScans(db: Db, keys: CardKeyCache, inspector: MobileActor, scans: readonly ScanInput[], timeZone: string): Promise<ScanVerdict[]> {
  const results: ScanVerdict[] = [];
  for (const scan of scans) results.push(await recordScan(db, keys, inspector, scan, timeZone));
  return results;
}

type ChallanRow = typeof challans.$inferSelect;

export function toChallan(row: ChallanRow): Challan {
  return {
    id: row.id,
    challan_number: row.challan_number,
    client_challan_id: row.client_challan_id,
    offence: row.offence,
    penalty_amount: row.penalty_amount,
    payment_mode: row.payment_mode,
    remarks: row.remarks,
    created_at: row.created_at.toISOString(),
  };
}

/**
 * A challan for a failed check, numbered in the inspector's own series (`INS-0042-000017`): the
 * counter on the inspector's row is taken in the same transaction, so numbers never repeat and a
 * failed write gives its number back. Resending the same client_challan_id answers the first one.
 */
export async function recordChallan(db: Db, request: FastifyRequest, inspector: MobileActor, input: ChallanInput): Promise<Challan & { scan_id: number; duplicate: boolean }> {
  const existing = async () => {
    const [row] = await db
      .select()
      .from(challans)
      .where(and(eq(challans.mobile_user_id, inspector.userId), eq(challans.client_challan_id, input.client_challan_id)));
    return row;
  };
  const before = await existing();
  if (before) return { ...toChallan(before), scan_id: before.scan_id, duplicate: true };
  try {
    const row = await db.transaction(async (tx) => {
      const [scan] = await tx
        .select({ id: cardScans.id, result: cardScans.result })
        .from(cardScans)
        .where(and(eq(cardScans.mobile_user_id, inspector.userId), eq(cardScans.client_scan_id, input.client_scan_id)));
      if (!scan) throw notFound(SCAN_MESSAGES.scanNotFound);
      if (scan.result === 'valid') throw unprocessable(SCAN_MESSAGES.challanForValid, { client_scan_id: SCAN_MESSAGES.challanForValid });
      // The penalty is the offence table's, never the phone's (docs/api.md "Offences").
      const offence = await findOffence(tx, { code: input.offence_code, text: input.offence });
      if (!offence) throw unprocessable(SCAN_MESSAGES.chooseOffence, { offence_code: SCAN_MESSAGES.chooseOffence });
      if (offence.status !== 'active') throw unprocessable(SCAN_MESSAGES.offenceNotInUse, { offence_code: SCAN_MESSAGES.offenceNotInUse });
      const [taken] = await tx
        .update(mobileUsers)
        .set({ challan_seq: sql`${mobileUsers.challan_seq} + 1` })
        .where(eq(mobileUsers.id, inspector.userId))
        .returning({ seq: mobileUsers.challan_seq, code: mobileUsers.employee_code });
      if (!taken) throw notFound('Inspector not found');
      const [created] = await tx
        .insert(challans)
        .values({
          challan_number: `${taken.code}-${String(taken.seq).padStart(6, '0')}`,
          client_challan_id: input.client_challan_id,
          scan_id: scan.id,
          mobile_user_id: inspector.userId,
          offence_id: offence.id,
          offence: offence.name,
          penalty_amount: offence.penalty_amount,
          payment_mode: input.payment_mode,
          remarks: input.remarks,
        })
        .returning();
      if (!created) throw new Error('challan insert returned nothing');
      await audit(tx, request, {
        action: 'create',
        entity: 'challan',
        entityId: created.id,
        changes: { challan_number: created.challan_number, scan_id: scan.id, offence_id: offence.id, penalty_amount: created.penalty_amount, payment_mode: created.payment_mode },
      });
      return created;
    });
    return { ...toChallan(row), scan_id: row.scan_id, duplicate: false };
  } catch (error) {
    if (pgErrorCode(error) === '23505') {
      // A resend raced the first copy: answer the one that won.
      const raced = await existing();
      if (raced) return { ...toChallan(raced), scan_id: raced.scan_id, duplicate: true };
      if (pgConstraint(error) === 'challans_scan_key') throw conflict(SCAN_MESSAGES.scanHasChallan, 'client_scan_id');
    }
    throw error;
  }
}
