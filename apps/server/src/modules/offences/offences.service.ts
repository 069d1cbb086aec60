/**
 * The offence table: list, create, replace, delete (each with its audit event: record-store.ts),
 * the active offences the inspector app offers, and the offence a challan names.
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { Offence, OffenceListQuery } from '@passdesk/contract/offences/offence';
import { OFFENCE_MESSAGES } from '@passdesk/contract/offences/offence';
import type { DbOrTx } from '../../platform/database/database.ts';
import { filters, type ListPlan } from '../../platform/http/list-query.ts';
import { sortableColumns } from '../../platform/http/sortable-columns.ts';
import type { InUseRegistry } from '../../platform/records/in-use.ts';
import { recordList, recordStore, withIsoTimestamps } from '../../platform/records/record-store.ts';
import { offences } from './offences.schema.ts';

const toOffence = (row: typeof offences.$inferSelect): Offence => withIsoTimestamps(row);

const offenceListPlan: ListPlan<OffenceListQuery> = {
  sortable: sortableColumns(offences, { caseless: ['name'], plain: ['code', 'penalty_amount', 'status', 'created_at'] }),
  searchable: [offences.name, offences.code],
  filters: { status: filters.equals(offences.status) },
  tieBreaker: offences.id,
};

export const listOffences = recordList(offences, offenceListPlan, toOffence);

export function offenceStore(inUse: InUseRegistry) {
  return recordStore(
    {
      table: offences,
      id: offences.id,
      entity: 'offence',
      notFoundMessage: OFFENCE_MESSAGES.notFound,
      unique: [
        { field: 'code', column: offences.code, index: 'offences_code_lower_key', message: OFFENCE_MESSAGES.codeTaken },
        { field: 'name', column: offences.name, index: 'offences_name_lower_key', message: OFFENCE_MESSAGES.nameTaken },
      ],
      nameOf: (row) => row.name,
      toDto: toOffence,
    },
    inUse,
  );
}

/** The active offences, as the inspector app lists them (GET /api/v1/mobile/options). */
export async function activeOffences(db: DbOrTx): Promise<Array<{ code: string; offence: string; penalty_amount: number }>> {
  return db
    .select({ code: offences.code, offence: offences.name, penalty_amount: offences.penalty_amount })
    .from(offences)
    .where(eq(offences.status, 'active'))
    .orderBy(asc(offences.name));
}

export type ChargedOffence = Pick<typeof offences.$inferSelect, 'id' | 'name' | 'penalty_amount' | 'status'>;

/** The offence a challan names by its code, or (an app that predates codes) by its text, ignoring case. */
export async function findOffence(db: DbOrTx, named: { code?: string; text?: string }): Promise<ChargedOffence | undefined> {
  const where = named.code ? sql`lower(${offences.code}) = lower(${named.code})` : named.text ? sql`lower(${offences.name}) = lower(${named.text})` : undefined;
  if (!where) return undefined;
  const [row] = await db
    .select({ id: offences.id, name: offences.name, penalty_amount: offences.penalty_amount, status: offences.status })
    .from(offences)
    .where(where)
    .limit(1);
  return row;
}
