/**
 * Revoking a card QR signing key (docs/operations.md "Revoking a card QR signing key"): from the
 * answer on, the key is not published to inspector apps and the server's online check (a scan)
 * says bad_signature for a card it signed; the current key is replaced at once; a revocation made
 * by another process reaches the running server through the database's notification; refusals
 * change nothing; every revocation is audited.
 */
import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CARD_KEY_MESSAGES, CARD_KEY_PATHS, type CardKey } from '@passdesk/contract/cards/card-keys';
import { CARD_PATHS, MOBILE_CARD_PATHS } from '@passdesk/contract/cards/cards-paths';
import { parseCardQr, type CardQrKeys } from '@passdesk/contract/cards/card-qr';
import { ADMIN_API, MOBILE_API } from '@passdesk/contract/http/paths';
import { SCAN_APP_PATHS } from '@passdesk/contract/scans/scans-paths';
import { auditEvents } from '../../platform/audit/audit.schema.ts';
import { dayIn } from '../../platform/time/today.ts';
import { apiUrl } from '../../test/api-url.ts';
import { createInspector } from '../../test/inspectors.ts';
import { useTestApp } from '../../test/suite.ts';
import { insertCard, qrFor } from '../scans/scans.fixtures.ts';
import { cardWorld } from './cards.fixtures.ts';
import { revokeSigningKey } from './card-key-revocation.ts';
import { ensureSigningKey, rotateSigningKey, signCardQr, verifyCardQr } from './card-signing.ts';
import { cardSigningKeys } from './cards.schema.ts';

const TODAY = dayIn('Asia/Kolkata');

describe('revoking a card QR signing key', () => {
  const t = useTestApp({}, async (t) => {
    const admin = await t.tokenFor(1);
    const world = await cardWorld(t);
    const inspector = await createInspector(t, admin);
    return { admin, world, inspector };
  });

  /** The server's online verdict on a QR (POST mobile scans, as a phone online sends it). */
  const verdict = async (qr: string): Promise<string> => {
    const response = await t.inject({
      method: 'POST',
      url: apiUrl(MOBILE_API, SCAN_APP_PATHS.scans),
      token: t.inspector.token,
      payload: { scans: [{ client_scan_id: crypto.randomUUID(), scanned_at: new Date().toISOString(), mode: 'online', qr }] },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.results[0].result;
  };
  const published = async (): Promise<CardQrKeys> => {
    const response = await t.inject({ method: 'GET', url: apiUrl(MOBILE_API, MOBILE_CARD_PATHS.keys) });
    expect(response.statusCode).toBe(200);
    // Never reused unchecked by an app or a proxy: a revocation reaches the next sync.
    expect(response.headers['cache-control']).toBe('public, no-cache');
    return response.json().data;
  };
  const revoke = (keyId: string, payload: Record<string, unknown> = { reason: 'The key file was copied to a lost laptop' }, token = t.admin) =>
    t.inject({ method: 'POST', url: apiUrl(ADMIN_API, CARD_KEY_PATHS.revoke, { keyId }), token, payload });
  const keyList = async (): Promise<CardKey[]> => (await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, CARD_KEY_PATHS.list), token: t.admin })).json().data;
  const auditOf = (keyId: string) =>
    t.services.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'card_signing_key'), eq(auditEvents.entity_id, keyId)));

  it('a retired key, once revoked, is published and trusted no more: the next online scan of its card says bad_signature', async () => {
    const card = await insertCard(t, t.world);
    const oldQr = await qrFor(t, card);
    const oldKeyId = parseCardQr(oldQr)?.fields.key_id ?? '';
    expect(await verdict(oldQr)).toBe('valid');
    await rotateSigningKey(t.services.db, TODAY);
    // Rotated, not revoked: its cards keep verifying.
    expect(await verdict(oldQr)).toBe('valid');
    expect((await published()).keys.map((key) => key.key_id)).toContain(oldKeyId);

    const answer = await revoke(oldKeyId);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ message: `Key ${oldKeyId} revoked`, data: { key_id: oldKeyId, replaced_by: null } });

    expect((await published()).keys.map((key) => key.key_id)).not.toContain(oldKeyId);
    expect(await verdict(oldQr)).toBe('bad_signature');
    expect((await verifyCardQr(t.services.db, oldQr, TODAY)).valid).toBe(false);
    // A card signed by the current key is untouched.
    expect(await verdict(await qrFor(t, card))).toBe('valid');
    expect((await keyList()).find((key) => key.key_id === oldKeyId)).toMatchObject({ state: 'revoked', revoke_reason: 'The key file was copied to a lost laptop', source: 'generated' });
    const [event] = await auditOf(oldKeyId);
    expect(event).toMatchObject({ actor_type: 'admin', actor_id: 1, action: 'revoke', changes: { reason: 'The key file was copied to a lost laptop', replaced_by: null } });
  });

  it('the current key, once revoked, is replaced at once: the next card view signs with its successor, its old QR is refused', async () => {
    const card = await insertCard(t, t.world);
    const before = await published();
    const view = async () => (await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, CARD_PATHS.view, { id: card.id }), token: t.admin })).json().data.qr as string;
    const oldQr = await view();
    expect(parseCardQr(oldQr)?.fields.key_id).toBe(before.current_key_id);
    expect(await verdict(oldQr)).toBe('valid');

    const answer = await revoke(before.current_key_id);
    expect(answer.statusCode, answer.body).toBe(200);
    const successor = answer.json().data.replaced_by as string;
    expect(successor).toMatch(/^[A-Za-z0-9_-]{8}$/);
    expect(successor).not.toBe(before.current_key_id);

    const after = await published();
    expect(after.current_key_id).toBe(successor);
    expect(after.keys.map((key) => key.key_id)).not.toContain(before.current_key_id);
    const newQr = await view();
    expect(parseCardQr(newQr)?.fields.key_id).toBe(successor);
    expect(await verdict(newQr)).toBe('valid');
    expect(await verdict(oldQr)).toBe('bad_signature');
    // A restart keeps the successor: a revoked key is never current again.
    expect((await ensureSigningKey(t.services.db, undefined, TODAY)).keyId).toBe(successor);
  });

  it('a revocation made by another process reaches the running server through the database, well within its key cache’s minute', async () => {
    const card = await insertCard(t, t.world);
    const qr = await qrFor(t, card);
    expect(await verdict(qr)).toBe('valid');
    const keyId = parseCardQr(qr)?.fields.key_id ?? '';
    // As the command line (or another instance) does it: straight in the database, nothing announced in this process.
    await t.services.db.transaction((tx) => revokeSigningKey(tx, keyId, 'revoked from the command line', TODAY));
    let result = await verdict(qr);
    for (let attempt = 0; attempt < 50 && result === 'valid'; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      result = await verdict(qr);
    }
    expect(result).toBe('bad_signature');
    // The running server signs with the successor too.
    const current = (await published()).current_key_id;
    expect(current).not.toBe(keyId);
    const view = await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, CARD_PATHS.view, { id: card.id }), token: t.admin });
    expect(parseCardQr(view.json().data.qr)?.fields.key_id).toBe(current);
  });

  it('refuses an unknown, a malformed or an already revoked key, or no reason, changing nothing', async () => {
    const rowsBefore = await t.services.db.select().from(cardSigningKeys);
    const unknown = await revoke('AAAAAAAA');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(CARD_KEY_MESSAGES.notFound);
    expect((await revoke('short')).statusCode).toBe(400);
    expect((await revoke((await published()).current_key_id, {})).statusCode).toBe(400);
    const revoked = (await keyList()).find((key) => key.state === 'revoked');
    if (!revoked) throw new Error('an earlier test revoked a key');
    const again = await revoke(revoked.key_id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(CARD_KEY_MESSAGES.alreadyRevoked);
    expect(await t.services.db.select().from(cardSigningKeys)).toEqual(rowsBefore);
    expect(await auditOf('AAAAAAAA')).toEqual([]);
  });

  it('a key given by CARD_SIGNING_KEY cannot be revoked while current; once revoked, it can never be installed again', async () => {
    const pem = crypto.generateKeyPairSync('ed25519').privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
    const configured = await ensureSigningKey(t.services.db, pem, TODAY);
    const refused = await revoke(configured.keyId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(CARD_KEY_MESSAGES.configuredCurrent);
    // The variable is removed (or changed): a new key signs, the configured one is retired, then revoked.
    await ensureSigningKey(t.services.db, undefined, TODAY);
    expect((await revoke(configured.keyId)).statusCode).toBe(200);
    await expect(ensureSigningKey(t.services.db, pem, TODAY)).rejects.toThrow(`CARD_SIGNING_KEY: the key ${configured.keyId} was revoked`);
    const qr = signCardQr(configured, { card_number: 'TST-2026-999999', category_code: 'STM', valid_until: '2099-12-31', masked_name: 'PR***' });
    expect((await verifyCardQr(t.services.db, qr, TODAY)).valid).toBe(false);
  });
});
