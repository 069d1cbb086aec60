/**
 * The verdict on the phone, with no network: the QR's Ed25519 signature against the kept public
 * keys (the same rule as the server, packages/contract cards/card-qr.ts), the kept blocklist, and
 * the last valid day printed in the QR. A typed number can only be checked against the blocklist:
 * if it is not there the verdict waits for the server ("unchecked").
 *
 * The signature is checked by WebCrypto where it knows Ed25519 (Chrome 137 on, recent Safari and
 * Firefox), else by @noble/ed25519 (audited, pure JavaScript, loaded only then): older Android
 * browsers would otherwise take every genuine card for a forgery. The JavaScript check follows
 * RFC 8032 (its ZIP 215 leniency off), as the server's does.
 */
import { decodeCanonicalBase64Url, verifyCardQrText, type CardQrFields, type CardQrKeys, type Ed25519Verifier } from '@passdesk/contract/cards/card-qr';
import type { ScanResult } from '@passdesk/contract/scans/scan';
import { idbGet } from './store.ts';

export type LocalResult = ScanResult | 'unchecked';

export interface LocalVerdict {
  result: LocalResult;
  card_number: string;
  /** What the QR says (its signature checked). */
  fields?: CardQrFields;
}

export const KEYS_KEY = 'card-keys';

/** A published key: imported into WebCrypto, or its 32 bytes for the JavaScript check. */
type VerifyKey = { kind: 'webcrypto'; key: CryptoKey } | { kind: 'bytes'; bytes: Uint8Array };

const ed25519: Ed25519Verifier<VerifyKey> = async (key, signedText, signature) => {
  const message = new TextEncoder().encode(signedText);
  if (key.kind === 'webcrypto') return crypto.subtle.verify('Ed25519', key.key, new Uint8Array(signature), message);
  const { verifyAsync } = await import('@noble/ed25519');
  return verifyAsync(new Uint8Array(signature), message, key.bytes, { zip215: false }).catch(() => false);
};

/** Whether this browser's WebCrypto does Ed25519: asked once, by importing a key it must accept. */
let webCryptoHasEd25519: Promise<boolean> | undefined;
function hasWebCryptoEd25519(): Promise<boolean> {
  // The public key of the all-zero private key: a valid point every Ed25519 implementation accepts.
  const probe = Uint8Array.from(atob('O2onvM62pC1io6jQKm8Nc2UyFXcd4kOmOsBIoYtZ2ik='), (character) => character.charCodeAt(0));
  webCryptoHasEd25519 ??= crypto.subtle.importKey('raw', probe, 'Ed25519', false, ['verify']).then(
    () => true,
    () => false,
  );
  return webCryptoHasEd25519;
}

const imported = new Map<string, Promise<VerifyKey | undefined>>();

async function keyFor(keyId: string): Promise<VerifyKey | undefined> {
  const keys = await idbGet<CardQrKeys>('kv', KEYS_KEY);
  const published = keys?.keys.find((key) => key.key_id === keyId);
  const raw = published && decodeCanonicalBase64Url(published.public_key);
  if (!published || !raw || raw.length !== 32) return undefined;
  const cacheKey = `${keyId}:${published.public_key}`;
  let key = imported.get(cacheKey);
  if (!key) {
    key = (async (): Promise<VerifyKey | undefined> => {
      if (!(await hasWebCryptoEd25519())) return { kind: 'bytes', bytes: raw };
      return crypto.subtle.importKey('raw', new Uint8Array(raw), 'Ed25519', false, ['verify']).then(
        (imported): VerifyKey => ({ kind: 'webcrypto', key: imported }),
        () => undefined,
      );
    })();
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
    const verification = await verifyCardQrText(input.qr, keyFor, ed25519);
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
