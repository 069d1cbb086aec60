/**
 * "Is this record still used?" — asked before a record is deleted. The tables that point at a
 * record belong to other features (cards point at categories, centers and routes; renewals at
 * centers), so the feature that owns the pointing rows declares its check on its FeatureModule
 * (`inUse: [...]`) and app.ts gathers every module's checks into one registry (`services.inUse`):
 *
 *   inUse: [{ entity: 'card_category', what: 'cards', count: (tx, id) => ... }]   // cards.module.ts
 *
 * The deleting feature asks the registry by its audit entity name and never knows the others.
 */
import { count, eq, type AnyColumn } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../database/database.ts';

export interface InUseCheck {
  /** The entity whose rows are used, as the audit log names it: 'card_category', 'center'... */
  entity: string;
  /** What uses the record, plural, for the message: "cards", "renewals". */
  what: string;
  /** How many rows use the record with this id. */
  count(tx: DbOrTx, id: number): Promise<number>;
}

/** The usual check: how many rows of `table` hold the id in `column`. */
export function rowsUsing(entity: string, what: string, table: PgTable, column: AnyColumn): InUseCheck {
  return {
    entity,
    what,
    async count(tx, id) {
      const [row] = await tx.select({ n: count() }).from(table).where(eq(column, id));
      return row?.n ?? 0;
    },
  };
}

export interface Usage {
  what: string;
  count: number;
}

export class InUseRegistry {
  private readonly byEntity = new Map<string, InUseCheck[]>();

  constructor(checks: readonly InUseCheck[] = []) {
    for (const check of checks) this.byEntity.set(check.entity, [...(this.byEntity.get(check.entity) ?? []), check]);
  }

  /** Every registered use of the record, with its count (none: it may be deleted). */
  async usagesOf(tx: DbOrTx, entity: string, id: number): Promise<Usage[]> {
    const usages: Usage[] = [];
    for (const check of this.byEntity.get(entity) ?? []) {
      const count = await check.count(tx, id);
      if (count > 0) usages.push({ what: check.what, count });
    }
    return usages;
  }
}

/** "12 cards and 3 renewals". */
export function listUsages(usages: readonly Usage[]): string {
  const parts = usages.map((usage) => `${usage.count} ${usage.what}`);
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : (parts[0] ?? '');
}

/** `"Student Monthly" is used by 12 cards and 3 web applications, so it cannot be deleted. Deactivate it instead.` */
export function inUseMessage(name: string, usages: readonly Usage[]): string {
  return `"${name}" is used by ${listUsages(usages)}, so it cannot be deleted. Deactivate it instead.`;
}
