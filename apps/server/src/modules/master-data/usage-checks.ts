/**
 * "Is this record still used?" — asked before a category, center or route is deleted. The tables
 * that point at master data (cards, renewals, applications...) belong to later features, so each
 * of those features contributes a check here instead of this module knowing their tables:
 *
 *   categoriesModule({ usageChecks: [cardsUsingCategory] })   // in modules/modules.ts
 *
 * A record that is used is refused with 409 and the advice to deactivate it instead.
 */
import type { DbOrTx } from '../../platform/database/database.ts';

export interface UsageCheck {
  /** What uses the record, plural, for the message: "cards", "web applications". */
  what: string;
  /** How many rows use the record with this id. */
  count(tx: DbOrTx, id: number): Promise<number>;
}

export interface Usage {
  what: string;
  count: number;
}

export async function usagesOf(tx: DbOrTx, checks: readonly UsageCheck[], id: number): Promise<Usage[]> {
  const usages: Usage[] = [];
  for (const check of checks) {
    const count = await check.count(tx, id);
    if (count > 0) usages.push({ what: check.what, count });
  }
  return usages;
}

/** `"Student Monthly" is used by 12 cards and 3 web applications, so it cannot be deleted. Deactivate it instead.` */
export function inUseMessage(name: string, usages: readonly Usage[]): string {
  const parts = usages.map((usage) => `${usage.count} ${usage.what}`);
  const listed = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : (parts[0] ?? '');
  return `"${name}" is used by ${listed}, so it cannot be deleted. Deactivate it instead.`;
}
