/** Keeps the list of missing translation keys: one row per language, namespace and key. */
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/database/database.ts';
import { missingTranslations } from './locales.schema.ts';

/**
 * Adds the keys, or counts another sighting of keys already listed. This is diagnostics for
 * translators, not a staff action on business data, so it is not written to the audit log.
 */
/** Keys listed in all: beyond this only sightings of listed keys are counted. */
const MAX_LISTED_KEYS = 10_000;

export async function recordMissingKeys(db: Db, lng: string, ns: string, keys: Record<string, string>): Promise<number> {
  const rows = Object.entries(keys).map(([key, fallback]) => ({ lng, ns, key, fallback }));
  const [listed] = await db.select({ total: count() }).from(missingTranslations);
  if ((listed?.total ?? 0) >= MAX_LISTED_KEYS) {
    const updated = await db
      .update(missingTranslations)
      .set({ hits: sql`${missingTranslations.hits} + 1`, last_seen_at: sql`now()` })
      .where(and(eq(missingTranslations.lng, lng), eq(missingTranslations.ns, ns), inArray(missingTranslations.key, Object.keys(keys))))
      .returning({ key: missingTranslations.key });
    return updated.length;
  }
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
