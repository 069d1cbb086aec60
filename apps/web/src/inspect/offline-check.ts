/**
 * The verdict on the phone, with no network: the QR's Ed25519 signature against the kept public
 * keys (WebCrypto; the same rule as the server, packages/contract cards/card-qr.ts), the kept
 * blocklist, and the last valid day printed in the QR. A typed number can only be checked against
 * the blocklist: if it is not there the verdict waits for the server ("unchecked").
 */
import { decodeCanonicalBase64Url, verifyCardQrText, type CardQrFields, type CardQrKeys, type Ed25519Verifier } from '@passdesk/contract/cards/card-qr';
import type { ScanResult } from '@passdesk/contract/mobile/scan';
import { idbGet } from './store.ts';

export type LocalResult = ScanResult | 'unchecked';

export interface LocalVerdict {
  result: LocalResult;
  card_number: string;
  /** What the QR says (its signature checked). */
  fields?: CardQrFields;
}

export const KEYS_KEY = 'card-keys';

const webCryptoEd25519: Ed25519Verifier<CryptoKey> = (key, signedText, signature) =>
  crypto.subtle.verify('Ed25519', key, new Uint8Array(signature), new TextEncoder().encode(signedText));

const imported = new Map<string, Promise<CryptoKey | undefined>>();

async function keyFor(keyId: string): Promise<CryptoKey | undefined> {
  const keys = await idbGet<CardQrKeys>('kv', KEYS_KEY);
  const published = keys?.keys.find((key) => key.key_id === keyId);
  const raw = published && decodeCanonicalBase64Url(published.public_key);
  if (!published || !raw) return undefined;
  const cacheKey = `${keyId}:${published.public_key}`;
  let key = imported.get(cacheKey);
  if (!key) {
    key = crypto.subtle.importKey('raw', new Uint8Array(raw), 'Ed25519', false, ['verify']).catch(() => undefined);
    imported.set(cacheKey, key);
  }
  return key;
}

/** Today on the phone's calendar, YYYY-MM-DD. */
export function localDay(at = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

async function blockedAs(cardNumber: string): Promise<'blocked' | 'deleted' | undefined> {
  return idbGet<'blocked' | 'deleted'>('blocklist', cardNumber);
}

export async function checkLocally(input: { qr?: string; card_number?: string }, today = localDay()): Promise<LocalVerdict> {
  if (input.qr !== undefined) {
    const verification = await verifyCardQrText(input.qr, keyFor, webCryptoEd25519);
    const cardNumber = verification.fields?.card_number ?? '';
    if (!verification.valid) return { result: 'bad_signature', card_number: cardNumber, ...(verification.fields ? { fields: verification.fields } : {}) };
    const { fields } = verification;
    const blocked = await blockedAs(fields.card_number);
    if (blocked) return { result: blocked, card_number: fields.card_number, fields };
    return { result: fields.valid_until < today ? 'expired' : 'valid', card_number: fields.card_number, fields };
  }
  const cardNumber = (input.card_number ?? '').trim().toUpperCase();
  const blocked = await blockedAs(cardNumber);
  return { result: blocked ?? 'unchecked', card_number: cardNumber };
}
