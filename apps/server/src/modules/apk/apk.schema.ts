/** Android app versions shared with inspectors (APK Sharing). */
import { sql } from 'drizzle-orm';
import { bigint, boolean, integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { id } from '../../platform/database/columns.ts';
import { adminUsers } from '../access/access.schema.ts';

export const apkFiles = pgTable(
  'apk_files',
  {
    id: id(),
    version_name: varchar('version_name', { length: 40 }).notNull(),
    version_code: integer('version_code').notNull(),
    storage_key: text('storage_key').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    release_notes: text('release_notes').notNull().default(''),
    current: boolean('current').notNull().default(false),
    uploaded_by: integer('uploaded_by').references(() => adminUsers.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('apk_files_version_code_key').on(t.version_code),
    // At most one current version.
    uniqueIndex('apk_files_one_current_key').on(t.current).where(sql`${t.current}`),
  ],
);
