import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { maskHolderName, parseCardQr, type CardQrKeys } from '@passdesk/contract/cards/card-qr';
import { useTestApp } from '../../test/suite.ts';
import { dayIn } from '../../platform/time/today.ts';
import { cardsModule } from './cards.module.ts';
import { eq } from 'drizzle-orm';
import { ensureSigningKey, rotateSigningKey, signCardQr, verifyCardQr } from './card-signing.ts';
import { cardSigningKeys } from './cards.schema.ts';
import { MOBILE_CARD_PATHS } from '@passdesk/contract/cards/cards-paths';
import { MOBILE_API } from '@passdesk/contract/http/paths';
import { apiUrl } from '../../test/api-url.ts';

const TODAY = dayIn('Asia/Kolkata');
const FIELDS = { card_number: 'PNQ-2026-000123', category_code: 'STM', valid_until: '2026-12-31', masked_name: maskHolderName('Priya', 'Sharma') };

/** What an inspector app does offline with the published list: no PassDesk code, only the key. */
function verifyLikeAnApp(text: string, keys: CardQrKeys): boolean {
  const last = text.lastIndexOf('|');
  const signed = text.slice(0, last);
  const keyId = signed.split('|')[5];
  const key = keys.keys.find((candidate) => candidate.key_id === keyId);
  if (!key) return false;
  const publicKey = crypto.createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: key.public_key }, format: 'jwk' });
  const signature = Buffer.from(text.slice(last + 1), 'base64url');
  return signature.length === 64 && crypto.verify(null, Buffer.from(signed, 'utf8'), publicKey, signature);
}

describe('card QR signatures', () => {
  const t = useTestApp({ modules: [cardsModule()] });

  const keys = async (): Promise<CardQrKeys> => {
    const response = await t.inject({ method: 'GET', url: apiUrl(MOBILE_API, MOBILE_CARD_PATHS.keys) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, no-cache');
    return response.json().data;
  };

  it('publishes the current key without sign-in, and a signed QR verifies with it', async () => {
    const published = await keys();
    expect(published.format).toBe('PD1');
    expect(published.keys).toHaveLength(1);
    expect(published.keys[0]).toMatchObject({ algorithm: 'Ed25519', key_id: published.current_key_id, retired_at: null });
    expect(published.keys[0]?.public_key_pem).toContain('BEGIN PUBLIC KEY');
    const key = await ensureSigningKey(t.services.db, undefined, TODAY);
    expect(key.keyId).toBe(published.current_key_id);
    const qr = signCardQr(key, FIELDS);
    expect(qr).toMatch(/^PD1\|PNQ-2026-000123\|STM\|20261231\|PR\*\*\* SH\*\*\*\*\|[A-Za-z0-9_-]{8}\|[A-Za-z0-9_-]{86}$/);
    expect(verifyLikeAnApp(qr, published)).toBe(true);
    expect(await verifyCardQr(t.services.db, qr, TODAY)).toEqual({ valid: true, fields: { ...FIELDS, key_id: key.keyId } });
  });

  it('fails when any one byte of the QR text changes', async () => {
    const published = await keys();
    const key = await ensureSigningKey(t.services.db, undefined, TODAY);
    const qr = signCardQr(key, FIELDS);
    const last = qr.lastIndexOf('|');
    // Every byte of the signed text...
    for (let index = 0; index < last; index += 1) {
      const original = qr.charCodeAt(index);
      const changed = `${qr.slice(0, index)}${String.fromCharCode(original === 0x41 ? 0x42 : 0x41)}${qr.slice(index + 1)}`;
      expect(verifyLikeAnApp(changed, published), `text byte ${index}`).toBe(false);
      expect((await verifyCardQr(t.services.db, changed, TODAY)).valid, `text byte ${index}`).toBe(false);
    }
    // ...and every byte of the signature.
    const signature = Buffer.from(qr.slice(last + 1), 'base64url');
    for (let index = 0; index < signature.length; index += 1) {
      const flipped = Buffer.from(signature);
      flipped[index] = (flipped[index] ?? 0) ^ 0x01;
      const changed = `${qr.slice(0, last + 1)}${flipped.toString('base64url')}`;
      expect(verifyLikeAnApp(changed, published), `signature byte ${index}`).toBe(false);
      expect((await verifyCardQr(t.services.db, changed, TODAY)).valid, `signature byte ${index}`).toBe(false);
    }
    // A non-canonical spelling of the same signature is refused too.
    const lastCharacter = qr.at(-1) === 'A' ? 'B' : 'A';
    expect((await verifyCardQr(t.services.db, `${qr.slice(0, -1)}${lastCharacter}`, TODAY)).valid).toBe(false);
    const tampered = qr.replace('20261231', '20271231');
    expect(await verifyCardQr(t.services.db, tampered, TODAY)).toMatchObject({ valid: false, reason: 'bad_signature' });
    expect(await verifyCardQr(t.services.db, 'hello', TODAY)).toEqual({ valid: false, reason: 'malformed' });
  });

  it('keeps one key when two instances start together', async () => {
    const [a, b] = await Promise.all([ensureSigningKey(t.services.db, undefined, TODAY), ensureSigningKey(t.services.db, undefined, TODAY)]);
    expect(a.keyId).toBe(b.keyId);
    expect((await keys()).keys).toHaveLength(1);
  });

  it('after rotation, cards signed with the old key still verify and the old key stays published', async () => {
    const old = await ensureSigningKey(t.services.db, undefined, TODAY);
    const oldQr = signCardQr(old, FIELDS);
    const fresh = await rotateSigningKey(t.services.db, TODAY);
    expect(fresh.keyId).not.toBe(old.keyId);
    const published = await keys();
    const oldEntry = published.keys.find((key) => key.key_id === old.keyId);
    expect(oldEntry?.retired_at).not.toBeNull();
    expect(oldEntry?.published_until).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(verifyLikeAnApp(oldQr, published)).toBe(true);
    expect((await verifyCardQr(t.services.db, oldQr, TODAY)).valid).toBe(true);
    expect((await ensureSigningKey(t.services.db, undefined, TODAY)).keyId).toBe(fresh.keyId);
  });

  it('trusts only published keys: a retired key past its last day, and a key never published, are refused', async () => {
    const old = await ensureSigningKey(t.services.db, undefined, TODAY);
    const oldQr = signCardQr(old, FIELDS);
    await rotateSigningKey(t.services.db, TODAY);
    expect((await verifyCardQr(t.services.db, oldQr, TODAY)).valid).toBe(true);
    // The last day a card it signed could be valid has passed: withdrawn from the list, and not trusted.
    await t.services.db.update(cardSigningKeys).set({ published_until: '2000-01-01' }).where(eq(cardSigningKeys.key_id, old.keyId));
    expect((await keys()).keys.map((key) => key.key_id)).not.toContain(old.keyId);
    expect(await verifyCardQr(t.services.db, oldQr, TODAY)).toMatchObject({ valid: false, reason: 'unknown_key' });
    // A key this installation never made, naming an id of its own.
    const stranger = { keyId: 'Zz0Zz0Zz', privateKey: crypto.generateKeyPairSync('ed25519').privateKey };
    expect(await verifyCardQr(t.services.db, signCardQr(stranger, FIELDS), TODAY)).toMatchObject({ valid: false, reason: 'unknown_key' });
  });

  it('uses CARD_SIGNING_KEY when given, storing only its public half', async () => {
    const pem = crypto.generateKeyPairSync('ed25519').privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
    const fromVariable = await ensureSigningKey(t.services.db, pem.replaceAll('\n', '\\n'), TODAY);
    const qr = signCardQr(fromVariable, FIELDS);
    expect(parseCardQr(qr)?.fields.key_id).toBe(fromVariable.keyId);
    expect((await verifyCardQr(t.services.db, qr, TODAY)).valid).toBe(true);
    const rows = await t.services.database.withSession((session) => session.query<{ key_id: string; private_key: string | null }>('select key_id, private_key from card_signing_keys'));
    expect(rows.find((row) => row.key_id === fromVariable.keyId)?.private_key).toBeNull();
  });
});
