/** Translation keys the panel asked for and did not find (POST /locales/add/{lng}/{ns}). */
import { integer, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';

export const missingTranslations = pgTable(
  'missing_translations',
  {
    lng: varchar('lng', { length: 16 }).notNull(),
    ns: varchar('ns', { length: 40 }).notNull(),
    key: varchar('key', { length: 200 }).notNull(),
    fallback: text('fallback').notNull().default(''),
    hits: integer('hits').notNull().default(1),
    first_seen_at: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    last_seen_at: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.lng, t.ns, t.key] })],
);
