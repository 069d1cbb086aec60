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
