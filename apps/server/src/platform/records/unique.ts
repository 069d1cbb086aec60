/**
 * "Already taken, ignoring case" for the unique text fields of a table (names, codes, emails):
 * every field is checked in one statement inside the write's transaction (one snapshot, so a 409
 * names every duplicate field), and when two requests race past the check and the unique index
 * refuses the second, the check runs again after the first committed; failing that, the index's
 * name names the field.
 */
import { and, ne, or, sql, type AnyColumn } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../database/database.ts';
import { HttpError, conflict, pgConstraint, pgErrorCode } from '../http/errors.ts';

/** A case-insensitive unique field and the unique index on lower(column) that guards it. */
export interface UniqueRule {
  field: string;
  column: AnyColumn;
  index: string;
  message: string;
}

export interface UniqueFields {
  table: PgTable;
  id: PgColumn;
  rules: readonly UniqueRule[];
}

type Values = Record<string, unknown>;

/** 409 with `errors` naming every field of `input` whose value another row holds (ignoring case). */
export async function assertUnique(tx: DbOrTx, unique: UniqueFields, input: Values, exceptId?: number): Promise<void> {
  const checks = unique.rules.flatMap((rule) => {
    const value = input[rule.field];
    return typeof value === 'string' ? [{ rule, same: sql`lower(${rule.column}) = lower(${value})` }] : [];
  });
  if (checks.length === 0) return;
  const taken = Object.fromEntries(checks.map(({ rule, same }) => [rule.field, sql<boolean | null>`bool_or(${same})`]));
  const anySame = or(...checks.map(({ same }) => same));
  const [found] = await tx
    .select(taken)
    .from(unique.table)
    .where(exceptId === undefined ? anySame : and(anySame, ne(unique.id, exceptId)));
  const errors: Record<string, string> = {};
  for (const { rule } of checks) if (found?.[rule.field]) errors[rule.field] = rule.message;
  const first = Object.values(errors)[0];
  if (first) throw new HttpError(409, first, errors);
}

/**
 * For `.catch(...)` on a write's transaction: a unique-index violation (a race the check did not
 * see) becomes the same 409 as the check's; any other error goes on.
 */
export function duplicateOr(db: Db, unique: UniqueFields, input: Values, exceptId?: number) {
  return async (error: unknown): Promise<never> => {
    if (pgErrorCode(error) === '23505') {
      await assertUnique(db, unique, input, exceptId);
      const rule = unique.rules.find((candidate) => candidate.index === pgConstraint(error));
      if (rule) throw conflict(rule.message, rule.field);
    }
    throw error;
  };
}
