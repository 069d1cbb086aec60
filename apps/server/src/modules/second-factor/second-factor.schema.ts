/**
 * Second factors of admin users (docs/domain.md "Second factor"): one authenticator app's secret,
 * encrypted at rest (totp-cipher.ts), and the recovery codes made when it was confirmed, kept as
 * hashes and each used once; passkeys, and the challenges of their ceremonies.
 */
import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
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

/** Passkeys (WebAuthn credentials) of admin users, several each, named by their owner (docs/api.md "Passkeys"). */
export const adminUserPasskeys = pgTable(
  'admin_user_passkeys',
  {
    id: id(),
    user_id: integer('user_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    /** The authenticator's credential id, base64url; a sign-in without the password finds its user by it. */
    credential_id: varchar('credential_id', { length: 1400 }).notNull(),
    /** The COSE public key, base64url. */
    public_key: text('public_key').notNull(),
    /** The authenticator's signature counter: a later signature must count higher unless both are 0 (a cloned key shows). */
    sign_count: bigint('sign_count', { mode: 'number' }).notNull().default(0),
    /** How the browser may reach the authenticator (`internal`, `hybrid`, `usb`…), offered back at sign-in. */
    transports: text('transports').array().notNull().default([]),
    name: varchar('name', { length: 60 }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    last_used_at: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('admin_user_passkeys_credential_uq').on(t.credential_id), index('admin_user_passkeys_user_idx').on(t.user_id)],
);

/**
 * Challenges of passkey ceremonies not yet answered: each is taken (deleted) by the answer that
 * uses it, so it is accepted once, and only before `expires_at`. A registration's names its user;
 * a sign-in without the password names none.
 */
export const passkeyChallenges = pgTable(
  'passkey_challenges',
  {
    challenge: varchar('challenge', { length: 64 }).primaryKey(),
    purpose: varchar('purpose', { length: 16 }).notNull(),
    user_id: integer('user_id').references(() => adminUsers.id, { onDelete: 'cascade' }),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('passkey_challenges_expiry_idx').on(t.expires_at)],
);
