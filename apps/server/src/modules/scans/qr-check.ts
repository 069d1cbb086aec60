/**
 * Checks a scanned QR text's signature against the published card keys, as the app does offline
 * (format in docs/api.md "Card QR"): only keys published today are trusted (not revoked; retired
 * ones until their `published_until`). The keys are kept in memory for a minute — a scan costs no
 * query for them — and read again at once when a QR names a key not seen yet (a rotation) or
 * when a key change is announced (a revocation: modules/cards/card-key-watch.ts).
 */
import type { KeyObject } from 'node:crypto';
import { verifyCardQrText, type CardQrFields } from '@passdesk/contract/cards/card-qr';
import type { DbOrTx } from '../../platform/database/database.ts';
import { dayIn } from '../../platform/time/today.ts';
import { cardKeyChanges, cardSigningKeys, nodeEd25519, publicKeyObject, publishedOn } from '../cards/cards.public.ts';

const KEEP_MS = 60_000;
/** Unknown key ids make at most one reload this often (a forged key id must not cost a query each). */
const RELOAD_MS = 5_000;

export type QrCheck = { ok: true; fields: CardQrFields } | { ok: false; fields?: CardQrFields };

export class CardKeyCache {
  private keys = new Map<string, KeyObject>();
  private loadedAt = 0;
  /** Bumped by every announcement: a load that started before one is not kept. */
  private generation = 0;
  private readonly unsubscribe: () => void;

  constructor(private readonly timeZone: string) {
    this.unsubscribe = cardKeyChanges.subscribe(() => {
      this.generation += 1;
      this.keys = new Map();
      this.loadedAt = 0;
    });
  }

  private async read(db: DbOrTx): Promise<Map<string, KeyObject>> {
    const rows = await db
      .select({ key_id: cardSigningKeys.key_id, public_key: cardSigningKeys.public_key })
      .from(cardSigningKeys)
      .where(publishedOn(dayIn(this.timeZone)));
    return new Map(rows.map((row) => [row.key_id, publicKeyObject(row.public_key)]));
  }

  private async keyFor(db: DbOrTx, keyId: string): Promise<KeyObject | undefined> {
    const age = Date.now() - this.loadedAt;
    if (age <= KEEP_MS && (this.keys.has(keyId) || age <= RELOAD_MS)) return this.keys.get(keyId);
    const generation = this.generation;
    const keys = await this.read(db);
    // A change announced while reading: this check uses what it read, the cache keeps nothing.
    if (generation === this.generation) {
      this.keys = keys;
      this.loadedAt = Date.now();
    }
    return keys.get(keyId);
  }

  async check(db: DbOrTx, text: string): Promise<QrCheck> {
    const result = await verifyCardQrText(text, (keyId) => this.keyFor(db, keyId), nodeEd25519);
    return result.valid ? { ok: true, fields: result.fields } : { ok: false, fields: result.fields };
  }

  close(): void {
    this.unsubscribe();
  }
}
