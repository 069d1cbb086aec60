/**
 * Create, replace and delete for a master-data table (categories, centers, routes), each in one
 * transaction with its audit event. Duplicates are reported on the field they collide on (409
 * with `errors`), found by a check first and, should two requests race, by the unique index's
 * name; a record still in use is refused (409) instead of deleted.
 */
import { and, eq, ne, or, sql, type AnyColumn } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import { audit } from '../../platform/audit/audit.ts';
import type { Db, DbOrTx } from '../../platform/database/database.ts';
import { HttpError, conflict, notFound, pgConstraint, pgErrorCode } from '../../platform/http/errors.ts';
import { inUseMessage, usagesOf, type UsageCheck } from './usage-checks.ts';

/** A case-insensitive unique field and the unique index that guards it. */
export interface UniqueRule {
  field: string;
  column: AnyColumn;
  /** Name of the unique index on lower(column) (master-data.schema.ts). */
  index: string;
  message: string;
}

export interface RecordKind<T extends PgTable, D> {
  table: T;
  id: PgColumn;
  /** Entity name in the audit log. */
  entity: string;
  notFoundMessage: string;
  unique: readonly UniqueRule[];
  /** The record's name in messages ("Student Monthly", "Route 7U"). */
  nameOf(row: T['$inferSelect']): string;
  toDto(row: T['$inferSelect']): D;
}

type Values = Record<string, unknown>;

/** The fields whose value changed, before and after, for the audit log. */
export function changedFields(before: Values, after: Values): { before: Values; after: Values } {
  const changes = { before: {} as Values, after: {} as Values };
  for (const [key, value] of Object.entries(after)) {
    if (key === 'updated_at' || key === 'created_at') continue;
    if (JSON.stringify(before[key]) !== JSON.stringify(value)) {
      changes.before[key] = before[key];
      changes.after[key] = value;
    }
  }
  return changes;
}

export function recordStore<T extends PgTable, D>(kind: RecordKind<T, D>, usageChecks: readonly UsageCheck[] = []) {
  // Every master-data table has an integer id (columns.ts).
  type Row = T['$inferSelect'] & { id: number };
  // Drizzle's builders cannot follow a generic table's column types; rows are the table's select model.
  const table = kind.table as PgTable;

  async function find(db: DbOrTx, id: number, lock = false): Promise<Row | undefined> {
    const query = db.select().from(table).where(eq(kind.id, id)).limit(1);
    const [row] = (lock ? await query.for('update') : await query) as Row[];
    return row;
  }

  /** One statement, so every field is checked against the same snapshot. */
  async function assertUnique(tx: DbOrTx, input: Values, exceptId?: number): Promise<void> {
    const checks = kind.unique.flatMap((rule) => {
      const value = input[rule.field];
      return typeof value === 'string' ? [{ rule, same: sql`lower(${rule.column}) = lower(${value})` }] : [];
    });
    if (checks.length === 0) return;
    const taken = Object.fromEntries(checks.map(({ rule, same }) => [rule.field, sql<boolean | null>`bool_or(${same})`]));
    const anySame = or(...checks.map(({ same }) => same));
    const [found] = await tx
      .select(taken)
      .from(table)
      .where(exceptId === undefined ? anySame : and(anySame, ne(kind.id, exceptId)));
    const errors: Record<string, string> = {};
    for (const { rule } of checks) if (found?.[rule.field]) errors[rule.field] = rule.message;
    const first = Object.values(errors)[0];
    if (first) throw new HttpError(409, first, errors);
  }

  /**
   * Two requests raced past the check and the unique index refused the second. Checking again,
   * now that the first has committed, names every duplicate field; failing that, the index's name
   * names one.
   */
  async function duplicateOr(db: Db, input: Values, exceptId: number | undefined, error: unknown): Promise<never> {
    if (pgErrorCode(error) === '23505') {
      await assertUnique(db, input, exceptId);
      const rule = kind.unique.find((candidate) => candidate.index === pgConstraint(error));
      if (rule) throw conflict(rule.message, rule.field);
    }
    throw error;
  }

  return {
    async get(db: DbOrTx, id: number): Promise<D> {
      const row = await find(db, id);
      if (!row) throw notFound(kind.notFoundMessage);
      return kind.toDto(row);
    },

    async create(db: Db, request: FastifyRequest, input: Values): Promise<D> {
      return db
        .transaction(async (tx) => {
          await assertUnique(tx, input);
          const [row] = (await tx.insert(table).values(input).returning()) as Row[];
          if (!row) throw new Error(`${kind.entity} insert returned nothing`);
          await audit(tx, request, { action: 'create', entity: kind.entity, entityId: row.id, changes: input });
          return kind.toDto(row);
        })
        .catch((error: unknown) => duplicateOr(db, input, undefined, error));
    },

    /** A full replacement of the record's fields (PUT). */
    async update(db: Db, request: FastifyRequest, id: number, input: Values): Promise<D> {
      return db
        .transaction(async (tx) => {
          const before = await find(tx, id, true);
          if (!before) throw notFound(kind.notFoundMessage);
          await assertUnique(tx, input, id);
          const [row] = (await tx.update(table).set(input).where(eq(kind.id, id)).returning()) as Row[];
          if (!row) throw notFound(kind.notFoundMessage);
          await audit(tx, request, { action: 'update', entity: kind.entity, entityId: id, changes: changedFields(before as Values, input) });
          return kind.toDto(row);
        })
        .catch((error: unknown) => duplicateOr(db, input, id, error));
    },

    async remove(db: Db, request: FastifyRequest, id: number): Promise<D> {
      return db.transaction(async (tx) => {
        const row = await find(tx, id, true);
        if (!row) throw notFound(kind.notFoundMessage);
        const usages = await usagesOf(tx, usageChecks, id);
        if (usages.length > 0) throw conflict(inUseMessage(kind.nameOf(row), usages));
        await tx.delete(table).where(eq(kind.id, id));
        await audit(tx, request, { action: 'delete', entity: kind.entity, entityId: id, changes: { name: kind.nameOf(row) } });
        return kind.toDto(row);
      });
    },
  };
}

/** Row timestamps as ISO 8601 strings, the API's way of writing instants. */
export function withIsoTimestamps<R extends { created_at: Date; updated_at: Date }>(row: R): Omit<R, 'created_at' | 'updated_at'> & { created_at: string; updated_at: string } {
  return { ...row, created_at: row.created_at.toISOString(), updated_at: row.updated_at.toISOString() };
}
