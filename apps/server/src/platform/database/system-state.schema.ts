/** Facts about the installation itself, such as whether demo data was loaded. */
import { jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

export const systemState = pgTable('system_state', {
  key: varchar('key', { length: 60 }).primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
