/**
 * Second factors of admin users (docs/domain.md "Second factor"): one authenticator app's secret,
 * encrypted at rest (totp-cipher.ts), and the recovery codes made when it was confirmed, kept as
 * hashes and each used once.
 */
import { index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { id } from '../../platform/database/columns.ts';
import { adminUsers } from '../access/access.schema.ts';

export const adminUserTotp = pgTable('admin_user_totp', {
  user_id: integer('user_id')
    .primaryKey()
    .references(() => adminUsers.id, { onDelete: 'cascade' }),
  /** AES-256-GCM under the key named by `key_id` (MFA_ENCRYPTION_KEY, docs/operations.md "The second factor's key"). */
  secret_encrypted: text('secret_encrypted').notNull(),
  key_id: varchar('key_id', { length: 16 }).notNull(),
  /** Null while the set-up waits for its first code: such a secret is not asked for at sign-in. */
  confirmed_at: timestamp('confirmed_at', { withTimezone: true }),
  /** The last 30-second step whose code was accepted: a code is accepted once, and never an older one. */
  last_used_step: integer('last_used_step').notNull().default(0),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const adminUserRecoveryCodes = pgTable(
  'admin_user_recovery_codes',
  {
    id: id(),
    user_id: integer('user_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    /** SHA-256 of the code without its dash, in lower case (the codes are random: no slow hash needed). */
    code_hash: varchar('code_hash', { length: 64 }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('admin_user_recovery_codes_user_idx').on(t.user_id, t.code_hash)],
);
