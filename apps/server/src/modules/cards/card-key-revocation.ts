/**
 * Revoking a card QR signing key (docs/operations.md "Revoking a card QR signing key"): from the
 * commit on, the key is neither published (GET /api/v1/mobile/keys, so inspector apps drop it at
 * their next sync) nor trusted by the server's own checks, and it is never installed again. The
 * current generated key is replaced by a new one in the same transaction, so no instance signs
 * with a revoked key. The current key given by CARD_SIGNING_KEY cannot be revoked while the
 * variable names it. Every instance is told on commit (CARD_KEYS_CHANNEL).
 */
import crypto from 'node:crypto';
import { desc, eq, sql } from 'drizzle-orm';
import { CARD_KEY_MESSAGES, type CardKey, type CardKeyState, type RevokedCardKey } from '@passdesk/contract/cards/card-keys';
import type { DbOrTx } from '../../platform/database/database.ts';
import { announceCardKeyChange, install, KEY_LOCK } from './card-signing.ts';
import { cardSigningKeys } from './cards.schema.ts';

/** Why a key cannot be revoked; the route answers 404 or 409, the command line prints the message. */
export class KeyRevocationRefused extends Error {
  constructor(
    readonly kind: 'not_found' | 'already_revoked' | 'configured_current',
    message: string,
  ) {
    super(message);
  }
}

type KeyRow = typeof cardSigningKeys.$inferSelect;

function stateOf(row: KeyRow, today: string): CardKeyState {
  if (row.revoked_at) return 'revoked';
  if (!row.retired_at) return 'current';
  return row.published_until !== null && row.published_until >= today ? 'published' : 'withdrawn';
}

/** Every key the installation has had, newest first, with what it is `today`. */
export async function listCardKeys(db: DbOrTx, today: string): Promise<CardKey[]> {
  const rows = await db.select().from(cardSigningKeys).orderBy(desc(cardSigningKeys.created_at));
  return rows.map((row) => ({
    key_id: row.key_id,
    state: stateOf(row, today),
    source: row.private_key ? 'generated' : 'configured',
    created_at: row.created_at.toISOString(),
    retired_at: row.retired_at?.toISOString() ?? null,
    published_until: row.published_until,
    revoked_at: row.revoked_at?.toISOString() ?? null,
    revoke_reason: row.revoke_reason,
  }));
}

/** Revokes `keyId` inside the caller's transaction (which writes the audit entry beside it). */
export async function revokeSigningKey(tx: DbOrTx, keyId: string, reason: string, today: string): Promise<RevokedCardKey> {
  await tx.execute(sql`select pg_advisory_xact_lock(${KEY_LOCK})`);
  const [row] = await tx.select().from(cardSigningKeys).where(eq(cardSigningKeys.key_id, keyId));
  if (!row) throw new KeyRevocationRefused('not_found', CARD_KEY_MESSAGES.notFound);
  if (row.revoked_at) throw new KeyRevocationRefused('already_revoked', CARD_KEY_MESSAGES.alreadyRevoked);
  let replacedBy: string | null = null;
  if (!row.retired_at) {
    if (!row.private_key) throw new KeyRevocationRefused('configured_current', CARD_KEY_MESSAGES.configuredCurrent);
    // The current generated key: a new one signs from now on (the revoked one is retired by it).
    replacedBy = (await install(tx, crypto.generateKeyPairSync('ed25519').privateKey, true, today)).keyId;
  }
  await tx.update(cardSigningKeys).set({ revoked_at: new Date(), revoke_reason: reason }).where(eq(cardSigningKeys.key_id, keyId));
  await announceCardKeyChange(tx);
  return { key_id: keyId, replaced_by: replacedBy };
}
