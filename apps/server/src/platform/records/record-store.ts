/**
 * Create, replace and delete for a simple record table (categories, centers, routes), each in one
 * transaction with its audit event. Duplicates are reported on every field they collide on (409
 * with `errors`; unique.ts); a record still in use (in-use.ts) is refused (409) instead of deleted.
 */
import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { ListResult } from '@passdesk/contract/http/list';
import { audit, changedFields } from '../audit/audit.ts';
import type { Db, DbOrTx } from '../database/database.ts';
import { conflict, notFound } from '../http/errors.ts';
import { runList, tableSource, type ListPlan, type ValidatedListQuery } from '../http/list-query.ts';
import { inUseMessage, type InUseRegistry } from './in-use.ts';
import { assertUnique, duplicateOr, type UniqueRule } from './unique.ts';

export interface RecordKind<T extends PgTable, D> {
  table: T;
  id: PgColumn;
  /** Entity name in the audit log, and what in-use checks are registered under. */
  entity: string;
  notFoundMessage: string;
  unique: readonly UniqueRule[];
  /** The record's name in messages ("Student Monthly", "Route 7U"). */
  nameOf(row: T['$inferSelect']): string;
  toDto(row: T['$inferSelect']): D;
}

type Values = Record<string, unknown>;

/** The list of a simple record table (runList over its rows), each row as its answer. */
export function recordList<T extends PgTable, Q extends ValidatedListQuery, D>(table: T, plan: ListPlan<Q>, toDto: (row: T['$inferSelect']) => D) {
  return async (db: DbOrTx, query: Q): Promise<ListResult<D>> => {
    const page = await runList(db, tableSource(table), plan, query);
    return { ...page, items: page.items.map(toDto) };
  };
}

export function recordStore<T extends PgTable, D>(kind: RecordKind<T, D>, inUse: InUseRegistry) {
  // Every record table has an integer id (columns.ts).
  type Row = T['$inferSelect'] & { id: number };
  // Drizzle's builders cannot follow a generic table's column types; rows are the table's select model.
  const table = kind.table as PgTable;
  const unique = { table, id: kind.id, rules: kind.unique };

  async function find(db: DbOrTx, id: number, lock = false): Promise<Row | undefined> {
    const query = db.select().from(table).where(eq(kind.id, id)).limit(1);
    const [row] = (lock ? await query.for('update') : await query) as Row[];
    return row;
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
          await assertUnique(tx, unique, input);
          const [row] = (await tx.insert(table).values(input).returning()) as Row[];
          if (!row) throw new Error(`${kind.entity} insert returned nothing`);
          await audit(tx, request, { action: 'create', entity: kind.entity, entityId: row.id, changes: input });
          return kind.toDto(row);
        })
        .catch(duplicateOr(db, unique, input));
    },

    /** A full replacement of the record's fields (PUT). */
    async update(db: Db, request: FastifyRequest, id: number, input: Values): Promise<D> {
      return db
        .transaction(async (tx) => {
          const before = await find(tx, id, true);
          if (!before) throw notFound(kind.notFoundMessage);
          await assertUnique(tx, unique, input, id);
          const [row] = (await tx.update(table).set(input).where(eq(kind.id, id)).returning()) as Row[];
          if (!row) throw notFound(kind.notFoundMessage);
          await audit(tx, request, { action: 'update', entity: kind.entity, entityId: id, changes: changedFields(before as Values, input) });
          return kind.toDto(row);
        })
        .catch(duplicateOr(db, unique, input, id));
    },

    async remove(db: Db, request: FastifyRequest, id: number): Promise<D> {
      return db.transaction(async (tx) => {
        const row = await find(tx, id, true);
        if (!row) throw notFound(kind.notFoundMessage);
        const usages = await inUse.usagesOf(tx, kind.entity, id);
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
