/**
 * Checks a scanned QR text's signature against the published card keys, as the app does offline
 * (format in docs/api.md "Card QR"). The keys are kept in memory for a minute — a scan costs no
 * query for them — and read again at once when a QR names a key not seen yet (a rotation).
 */
import crypto from 'node:crypto';
import { parseCardQr, type CardQrFields } from '@passdesk/contract/cards/card-qr';
import type { DbOrTx } from '../../platform/database/database.ts';
import { publicKeyObject } from '../cards/card-signing.ts';
import { cardSigningKeys } from '../cards/cards.schema.ts';

const KEEP_MS = 60_000;
/** Unknown key ids make at most one reload this often (a forged key id must not cost a query each). */
const RELOAD_MS = 5_000;

export type QrCheck = { ok: true; fields: CardQrFields } | { ok: false; fields?: CardQrFields };

export class CardKeyCache {
  private keys = new Map<string, crypto.KeyObject>();
  private loadedAt = 0;

  private async load(db: DbOrTx): Promise<void> {
    const rows = await db.select({ key_id: cardSigningKeys.key_id, public_key: cardSigningKeys.public_key }).from(cardSigningKeys);
    this.keys = new Map(rows.map((row) => [row.key_id, publicKeyObject(row.public_key)]));
    this.loadedAt = Date.now();
  }

  private async keyFor(db: DbOrTx, keyId: string): Promise<crypto.KeyObject | undefined> {
    const age = Date.now() - this.loadedAt;
    if (age > KEEP_MS || (!this.keys.has(keyId) && age > RELOAD_MS)) await this.load(db);
    return this.keys.get(keyId);
  }

  async check(db: DbOrTx, text: string): Promise<QrCheck> {
    const parsed = parseCardQr(text);
    if (!parsed) return { ok: false };
    const key = await this.keyFor(db, parsed.fields.key_id);
    if (!key) return { ok: false, fields: parsed.fields };
    const signature = Buffer.from(parsed.signature, 'base64url');
    // Only the canonical spelling: base64url's last character carries 4 unused bits.
    const canonical = signature.toString('base64url') === parsed.signature;
    const ok = canonical && crypto.verify(null, Buffer.from(parsed.signed, 'utf8'), key, signature);
    return ok ? { ok: true, fields: parsed.fields } : { ok: false, fields: parsed.fields };
  }
}
