/**
 * Ed25519 keys that sign card QR codes (docs/api.md "Card QR").
 *
 * The current key comes from CARD_SIGNING_KEY when set; otherwise one is generated on the first
 * start and kept in the database (table card_signing_keys), so every instance sharing the
 * database signs with the same key. A new key (a changed variable, or `rotate`) retires the old
 * one, which stays published until the last day a card signed with it can be valid. A revoked key
 * (card-key-revocation.ts) is neither published nor trusted, and is never installed again.
 * Only published keys are trusted: the server's own checks read the same list the phones get.
 */
import crypto from 'node:crypto';
import { and, desc, eq, gte, isNull, max, or, sql } from 'drizzle-orm';
import { cardQrSignedText, verifyCardQrText, type CardQrFields, type CardQrKey, type CardQrVerification, type Ed25519Verifier } from '@passdesk/contract/cards/card-qr';
import { parseEd25519PrivateKey } from '../../platform/config/config.ts';
import type { Db, DbOrTx } from '../../platform/database/database.ts';
import { cards, cardSigningKeys } from './cards.schema.ts';

/** Arbitrary but fixed advisory lock: two instances starting together make one key, not two. */
export const KEY_LOCK = 7_304_119_551;

/** The notification sent (on commit) when the card keys change, so every instance reads them again. */
export const CARD_KEYS_CHANNEL = 'passdesk_card_keys';

/** Tells every instance, when the caller's transaction commits, that the card keys changed. */
export async function announceCardKeyChange(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select pg_notify(${CARD_KEYS_CHANNEL}, '')`);
}

/** Published, hence trusted, on `today`: not revoked, and current or retired but still needed by its cards. */
export const publishedOn = (today: string) =>
  and(isNull(cardSigningKeys.revoked_at), or(isNull(cardSigningKeys.retired_at), gte(cardSigningKeys.published_until, today)));

export interface SigningKey {
  keyId: string;
  privateKey: crypto.KeyObject;
}

export const rawPublicKey = (key: crypto.KeyObject): string => {
  const jwk = crypto.createPublicKey(key).export({ format: 'jwk' });
  if (typeof jwk.x !== 'string') throw new Error('not an Ed25519 key');
  return jwk.x;
};

/** The key id is derived from the public key, so the same key always has the same id. */
export const keyIdOf = (publicKey: string): string => crypto.createHash('sha256').update(Buffer.from(publicKey, 'base64url')).digest('base64url').slice(0, 8);

export const publicKeyObject = (publicKey: string): crypto.KeyObject =>
  crypto.createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: publicKey }, format: 'jwk' });

/** Retires every current key except `keepKeyId`; each stays published while its cards may be valid. */
async function retireOthers(tx: DbOrTx, keepKeyId: string, today: string): Promise<void> {
  const [latest] = await tx.select({ until: max(cards.valid_until) }).from(cards);
  const until = latest?.until && latest.until > today ? latest.until : today;
  await tx
    .update(cardSigningKeys)
    .set({ retired_at: new Date(), published_until: until })
    .where(and(isNull(cardSigningKeys.retired_at), sql`${cardSigningKeys.key_id} <> ${keepKeyId}`));
}

export async function install(tx: DbOrTx, privateKey: crypto.KeyObject, keepPrivate: boolean, today: string): Promise<SigningKey> {
  const publicKey = rawPublicKey(privateKey);
  const keyId = keyIdOf(publicKey);
  const [known] = await tx.select({ revoked_at: cardSigningKeys.revoked_at }).from(cardSigningKeys).where(eq(cardSigningKeys.key_id, keyId));
  if (known?.revoked_at) throw new Error(`CARD_SIGNING_KEY: the key ${keyId} was revoked and never signs again; set a new key (docs/operations.md "Revoking a card QR signing key")`);
  await retireOthers(tx, keyId, today);
  await tx
    .insert(cardSigningKeys)
    .values({ key_id: keyId, public_key: publicKey, private_key: keepPrivate ? privateKey.export({ format: 'pem', type: 'pkcs8' }).toString() : null })
    .onConflictDoUpdate({ target: cardSigningKeys.key_id, set: { retired_at: null, published_until: null } });
  return { keyId, privateKey };
}

/**
 * The key new QR codes are signed with; made on the first start when neither variable nor row
 * gives one. `today` is the pass office's calendar day (TIME_ZONE).
 */
export async function ensureSigningKey(db: Db, configuredKey: string | undefined, today: string): Promise<SigningKey> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${KEY_LOCK})`);
    if (configuredKey) return install(tx, parseEd25519PrivateKey(configuredKey), false, today);
    const [current] = await tx
      .select()
      .from(cardSigningKeys)
      .where(and(isNull(cardSigningKeys.retired_at), isNull(cardSigningKeys.revoked_at)))
      .orderBy(desc(cardSigningKeys.created_at))
      .limit(1);
    if (current?.private_key) return { keyId: current.key_id, privateKey: crypto.createPrivateKey(current.private_key) };
    // No key yet, or the last one came from a variable that is no longer set: a new generated key.
    return install(tx, crypto.generateKeyPairSync('ed25519').privateKey, true, today);
  });
}

/** Replaces the generated key with a new one (the old one stays published for its cards). */
export async function rotateSigningKey(db: Db, today: string): Promise<SigningKey> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${KEY_LOCK})`);
    const key = await install(tx, crypto.generateKeyPairSync('ed25519').privateKey, true, today);
    await announceCardKeyChange(tx);
    return key;
  });
}

/**
 * The generated key new QR codes are signed with now (none when the current key came from
 * CARD_SIGNING_KEY: the variable decides, and such a key is never revoked while current).
 */
export async function currentGeneratedKey(db: DbOrTx): Promise<SigningKey | undefined> {
  const [current] = await db
    .select({ key_id: cardSigningKeys.key_id, private_key: cardSigningKeys.private_key })
    .from(cardSigningKeys)
    .where(and(isNull(cardSigningKeys.retired_at), isNull(cardSigningKeys.revoked_at)))
    .orderBy(desc(cardSigningKeys.created_at))
    .limit(1);
  return current?.private_key ? { keyId: current.key_id, privateKey: crypto.createPrivateKey(current.private_key) } : undefined;
}

/** The signed QR text of a card. */
export function signCardQr(key: SigningKey, fields: Omit<CardQrFields, 'key_id'>): string {
  const signed = cardQrSignedText({ ...fields, key_id: key.keyId });
  const signature = crypto.sign(null, Buffer.from(signed, 'utf8'), key.privateKey).toString('base64url');
  return `${signed}|${signature}`;
}

/** Every key a card in circulation may be signed with: the current one and retired ones still needed, none revoked. */
export async function publishedKeys(db: DbOrTx, today: string): Promise<CardQrKey[]> {
  const rows = await db
    .select()
    .from(cardSigningKeys)
    .where(publishedOn(today))
    .orderBy(desc(cardSigningKeys.created_at));
  return rows.map((row) => ({
    key_id: row.key_id,
    algorithm: 'Ed25519' as const,
    public_key: row.public_key,
    public_key_pem: publicKeyObject(row.public_key).export({ format: 'pem', type: 'spki' }).toString(),
    created_at: row.created_at.toISOString(),
    retired_at: row.retired_at?.toISOString() ?? null,
    published_until: row.published_until,
  }));
}

/** Node's Ed25519 check, for the shared QR rule (packages/contract cards/card-qr.ts). */
export const nodeEd25519: Ed25519Verifier<crypto.KeyObject> = (key, signedText, signature) => crypto.verify(null, Buffer.from(signedText, 'utf8'), key, signature);

/**
 * Checks a scanned QR text against the keys published on `today`, as the inspector app does
 * offline: a revoked key, or a retired one past its `published_until`, is not trusted. Says
 * nothing about the card's status (blocked, deleted, expired): the caller looks the card up.
 */
export async function verifyCardQr(db: DbOrTx, text: string, today: string): Promise<CardQrVerification> {
  return verifyCardQrText(
    text,
    async (keyId) => {
      const [key] = await db
        .select({ public_key: cardSigningKeys.public_key })
        .from(cardSigningKeys)
        .where(and(eq(cardSigningKeys.key_id, keyId), publishedOn(today)));
      return key ? publicKeyObject(key.public_key) : undefined;
    },
    nodeEd25519,
  );
}
