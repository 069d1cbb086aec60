/**
 * "Already taken, ignoring case" for a name or an email: a check inside the write's transaction
 * for the friendly 409 on the field, and a mapping of the unique index's violation for the rare
 * race that slips past the check.
 */
import { and, ne, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../platform/database/database.ts';
import { conflict, pgConstraint, pgErrorCode } from '../../platform/http/errors.ts';

export interface UniqueText {
  table: PgTable;
  id: PgColumn;
  column: PgColumn;
  /** The unique index on lower(column). */
  constraint: string;
  field: string;
  message: string;
}

export async function assertFree(db: DbOrTx, unique: UniqueText, value: string, exceptId?: number): Promise<void> {
  const same = sql`lower(${unique.column}) = lower(${value})`;
  const [taken] = await db
    .select({ id: unique.id })
    .from(unique.table)
    .where(exceptId === undefined ? same : and(same, ne(unique.id, exceptId)))
    .limit(1);
  if (taken) throw conflict(unique.message, unique.field);
}

/** For `.catch(...)` on a write's transaction: the index's violation becomes the same 409. */
export function takenOr(unique: UniqueText) {
  return (error: unknown): never => {
    if (pgErrorCode(error) === '23505' && pgConstraint(error) === unique.constraint) throw conflict(unique.message, unique.field);
    throw error;
  };
}
