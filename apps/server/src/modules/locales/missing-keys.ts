/** Keeps the list of missing translation keys: one row per language, namespace and key. */
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/database/database.ts';
import { missingTranslations } from './locales.schema.ts';

/**
 * Adds the keys, or counts another sighting of keys already listed. This is diagnostics for
 * translators, not a staff action on business data, so it is not written to the audit log.
 */
export async function recordMissingKeys(db: Db, lng: string, ns: string, keys: Record<string, string>): Promise<number> {
  const rows = Object.entries(keys).map(([key, fallback]) => ({ lng, ns, key, fallback }));
  await db.transaction(async (tx) => {
    await tx
      .insert(missingTranslations)
      .values(rows)
      .onConflictDoUpdate({
        target: [missingTranslations.lng, missingTranslations.ns, missingTranslations.key],
        set: { hits: sql`${missingTranslations.hits} + 1`, last_seen_at: sql`now()` },
      });
  });
  return rows.length;
}
