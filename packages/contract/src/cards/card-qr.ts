/**
 * The text inside a card's QR code (docs/api.md "Card QR"): readable fields joined by `|`, then an
 * Ed25519 signature over everything before the last `|`.
 *
 *   PD1|<card_number>|<category_code>|<valid_until YYYYMMDD>|<masked name>|<key id>|<signature>
 *
 * The signature is base64url (no padding) of the 64-byte Ed25519 signature of the UTF-8 bytes of
 * `PD1|...|<key id>`. The public key of each key id is published at GET /api/v1/mobile/keys.
 */

import { z } from 'zod';

export const CARD_QR_VERSION = 'PD1' as const;
export const CARD_QR_SEPARATOR = '|';

export interface CardQrFields {
  card_number: string;
  category_code: string;
  /** YYYY-MM-DD */
  valid_until: string;
  masked_name: string;
  key_id: string;
}

export interface ParsedCardQr {
  fields: CardQrFields;
  /** The exact text the signature covers. */
  signed: string;
  /** base64url signature. */
  signature: string;
}

/** "Priya Sharma" → "PR*** SH****": enough for an inspector to compare with the printed card, no more. */
export function maskHolderName(firstName: string, lastName: string): string {
  return `${firstName} ${lastName}`
    .normalize('NFKD')
    .replace(/[^\p{L}\p{N} ]/gu, '')
    .toUpperCase()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 3)
    .map((word) => (word.length <= 2 ? word : `${word.slice(0, 2)}${'*'.repeat(Math.min(word.length - 2, 6))}`))
    .join(' ');
}

const CLEAN = /^[^|\s][^|]*$/;

/** The signed part of the QR text; its fields must not contain the separator. */
export function cardQrSignedText(fields: CardQrFields): string {
  const parts = [CARD_QR_VERSION, fields.card_number, fields.category_code, fields.valid_until.replaceAll('-', ''), fields.masked_name, fields.key_id];
  for (const part of parts) if (!CLEAN.test(part)) throw new Error(`QR field "${part}" is empty or holds "${CARD_QR_SEPARATOR}"`);
  return parts.join(CARD_QR_SEPARATOR);
}

/** Splits QR text into its fields, or undefined when it is not a PassDesk card QR. */
export function parseCardQr(text: string): ParsedCardQr | undefined {
  const parts = text.trim().split(CARD_QR_SEPARATOR);
  if (parts.length !== 7 || parts[0] !== CARD_QR_VERSION) return undefined;
  const [, cardNumber = '', categoryCode = '', validUntil = '', maskedName = '', keyId = '', signature = ''] = parts;
  if (!/^\d{8}$/.test(validUntil) || !/^[A-Za-z0-9_-]{86}$/.test(signature) || !cardNumber || !categoryCode || !keyId) return undefined;
  const last = text.trim().lastIndexOf(CARD_QR_SEPARATOR);
  return {
    fields: {
      card_number: cardNumber,
      category_code: categoryCode,
      valid_until: `${validUntil.slice(0, 4)}-${validUntil.slice(4, 6)}-${validUntil.slice(6, 8)}`,
      masked_name: maskedName,
      key_id: keyId,
    },
    signed: text.trim().slice(0, last),
    signature,
  };
}

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/**
 * The bytes of base64url text without padding, or undefined when it is not the canonical
 * spelling: the last character may carry unused bits that a lax decoder ignores, so two texts
 * would decode to one signature. Runs the same in Node and in a browser.
 */
export function decodeCanonicalBase64Url(text: string): Uint8Array | undefined {
  if (text.length % 4 === 1) return undefined;
  const bytes = new Uint8Array(Math.floor((text.length * 6) / 8));
  let buffer = 0;
  let bits = 0;
  let at = 0;
  for (const character of text) {
    const value = BASE64URL.indexOf(character);
    if (value < 0) return undefined;
    buffer = ((buffer << 6) | value) & 0xffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[at] = (buffer >> bits) & 0xff;
      at += 1;
    }
  }
  // Leftover bits must be zero: anything else is a second spelling of the same bytes.
  return (buffer & ((1 << bits) - 1)) === 0 ? bytes : undefined;
}

export type CardQrVerification =
  | { valid: true; fields: CardQrFields }
  | { valid: false; reason: 'malformed' | 'unknown_key' | 'bad_signature'; fields?: CardQrFields };

/**
 * Checks an Ed25519 signature over the UTF-8 bytes of `signedText`: Node's crypto on the server,
 * WebCrypto in the inspector web app.
 */
export type Ed25519Verifier<Key> = (key: Key, signedText: string, signature: Uint8Array) => boolean | Promise<boolean>;

/**
 * The one rule for a scanned QR text, shared by the server and the inspector web app (which runs
 * it offline): the PD1 format, a published key for its key id, the canonical 64-byte signature,
 * and Ed25519 over the UTF-8 bytes of the signed part. Says nothing about the card's status
 * (blocked, deleted, expired): the caller looks that up.
 */
export async function verifyCardQrText<Key>(
  text: string,
  keyFor: (keyId: string) => Key | undefined | Promise<Key | undefined>,
  verify: Ed25519Verifier<Key>,
): Promise<CardQrVerification> {
  const parsed = parseCardQr(text);
  if (!parsed) return { valid: false, reason: 'malformed' };
  const key = await keyFor(parsed.fields.key_id);
  if (key === undefined) return { valid: false, reason: 'unknown_key', fields: parsed.fields };
  const signature = decodeCanonicalBase64Url(parsed.signature);
  const ok = signature !== undefined && signature.length === 64 && (await verify(key, parsed.signed, signature));
  return ok ? { valid: true, fields: parsed.fields } : { valid: false, reason: 'bad_signature', fields: parsed.fields };
}

/** GET /api/v1/mobile/keys: every public key a card in circulation may be signed with. */
export const cardQrKeySchema = z.object({
  key_id: z.string(),
  algorithm: z.literal('Ed25519'),
  /** The raw 32-byte public key, base64url without padding. */
  public_key: z.string(),
  /** The same key as SPKI PEM, for libraries that want one. */
  public_key_pem: z.string(),
  created_at: z.string(),
  /** Set once a newer key signs new QR codes; the key stays published while its cards may be valid. */
  retired_at: z.string().nullable(),
  /** Last day a card signed with this key can be valid (null for the current key). */
  published_until: z.string().nullable(),
});
export type CardQrKey = z.infer<typeof cardQrKeySchema>;
export const cardQrKeysSchema = z.object({ format: z.literal(CARD_QR_VERSION), current_key_id: z.string(), keys: z.array(cardQrKeySchema) });
export type CardQrKeys = z.infer<typeof cardQrKeysSchema>;
