/**
 * The card QR rule shared with the inspector web app (packages/contract cards/card-qr.ts): the
 * canonical base64url decoding, and the same verdicts with the server's Node verifier and with
 * WebCrypto, which the web app uses offline.
 */
import crypto, { webcrypto } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { nodeEd25519 } from './card-signing.ts';
import { cardQrSignedText, decodeCanonicalBase64Url, maskHolderName, verifyCardQrText, type Ed25519Verifier } from '@passdesk/contract/cards/card-qr';

const FIELDS = { card_number: 'PNQ-2026-000123', category_code: 'STM', valid_until: '2026-12-31', masked_name: maskHolderName('Priya', 'Sharma'), key_id: 'k1' };
const pair = crypto.generateKeyPairSync('ed25519');
const rawPublicKey = decodeCanonicalBase64Url(String(pair.publicKey.export({ format: 'jwk' }).x)) ?? new Uint8Array();

function sign(fields = FIELDS): string {
  const signed = cardQrSignedText(fields);
  return `${signed}|${crypto.sign(null, Buffer.from(signed, 'utf8'), pair.privateKey).toString('base64url')}`;
}

/** The server's verifier (Node) and the inspector web app's (WebCrypto, here Node's own). */
const node: Ed25519Verifier<crypto.KeyObject> = nodeEd25519;
const webCrypto: Ed25519Verifier<webcrypto.CryptoKey> = (key, signedText, signature) =>
  webcrypto.subtle.verify('Ed25519', key, new Uint8Array(signature), new TextEncoder().encode(signedText));

describe('decodeCanonicalBase64Url', () => {
  it('decodes like Buffer for every length and refuses other spellings', () => {
    for (let length = 0; length < 70; length += 1) {
      const bytes = crypto.randomBytes(length);
      const text = bytes.toString('base64url');
      expect(decodeCanonicalBase64Url(text)).toEqual(new Uint8Array(bytes));
      const last = text.at(-1);
      if (last && length % 3 !== 0) {
        // Unused low bits set: Buffer decodes it to the same bytes, the canonical rule refuses it.
        const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
        const sibling = alphabet[alphabet.indexOf(last) + 1] ?? 'A';
        const other = `${text.slice(0, -1)}${sibling}`;
        if (Buffer.from(other, 'base64url').equals(bytes)) expect(decodeCanonicalBase64Url(other)).toBeUndefined();
      }
    }
    expect(decodeCanonicalBase64Url('ab+c')).toBeUndefined();
    expect(decodeCanonicalBase64Url('abcde')).toBeUndefined();
  });
});

describe('verifyCardQrText', () => {
  it('gives the same verdicts with Node crypto and WebCrypto', async () => {
    const webKey = await webcrypto.subtle.importKey('raw', new Uint8Array(rawPublicKey), 'Ed25519', false, ['verify']);
    const qr = sign();
    const last = qr.lastIndexOf('|');
    const tampered = [
      qr,
      qr.replace('STM', 'STN'),
      `${qr.slice(0, last + 1)}${qr.slice(last + 2, last + 3)}${qr.slice(last + 1, last + 2)}${qr.slice(last + 3)}`,
      qr.replace('|k1|', '|k2|'),
      'hello',
      `${qr.slice(0, -1)}${qr.endsWith('A') ? 'B' : 'A'}`,
    ];
    for (const text of tampered) {
      const byNode = await verifyCardQrText(text, (id) => (id === 'k1' ? pair.publicKey : undefined), node);
      const byWeb = await verifyCardQrText(text, (id) => (id === 'k1' ? webKey : undefined), webCrypto);
      expect(byWeb, text).toEqual(byNode);
    }
    expect(await verifyCardQrText(qr, () => webKey, webCrypto)).toEqual({ valid: true, fields: FIELDS });
    expect(await verifyCardQrText(qr.replace('|k1|', '|k2|'), (id) => (id === 'k1' ? webKey : undefined), webCrypto)).toMatchObject({ valid: false, reason: 'unknown_key' });
    expect(await verifyCardQrText('hello', () => webKey, webCrypto)).toEqual({ valid: false, reason: 'malformed' });
    expect(await verifyCardQrText(qr.replace('STM', 'STN'), () => webKey, webCrypto)).toMatchObject({ valid: false, reason: 'bad_signature' });
  });
});
