/**
 * Card key changes (a revocation, a rotation) reach every instance at once: the changing
 * transaction notifies CARD_KEYS_CHANNEL on commit; each instance LISTENs (watchCardKeys) and
 * announces it in the process, where the key caches drop what they hold (the server's QR check,
 * modules/scans/qr-check.ts) and the signing key is read again (CurrentSigningKey). The process
 * that made the change announces it itself before it answers. A lost listening connection is
 * announced too (its notifications may be missed); the caches' own time limit covers that gap.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '../../platform/database/database.ts';
import { createAnnouncer } from '../../platform/events/announcer.ts';
import { RepeatedWarnings } from '../../platform/logging/repeated-warnings.ts';
import { CARD_KEYS_CHANNEL, currentGeneratedKey, type SigningKey } from './card-signing.ts';

export const cardKeyChanges = createAnnouncer();

/** LISTENs for other processes' key changes and announces each here; resolves with the stop. */
export function watchCardKeys(database: Database): Promise<() => Promise<void>> {
  return database.listen(CARD_KEYS_CHANNEL, {
    notified: () => cardKeyChanges.announce(),
    ready: () => cardKeyChanges.announce(),
    lost: () => cardKeyChanges.announce(),
  });
}

/**
 * The key new QR codes are signed with, read again on every announcement: a revoked current key
 * is replaced by its successor without a restart. A key given by CARD_SIGNING_KEY stays (the
 * variable decides it, and it cannot be revoked while current).
 */
export class CurrentSigningKey implements SigningKey {
  private readonly unsubscribe: () => void;
  /** While the database is away every reconnection attempt fails alike: one line per interval. */
  private readonly warnings: RepeatedWarnings;

  constructor(
    private key: SigningKey,
    private readonly db: Db,
    log: FastifyBaseLogger,
  ) {
    this.warnings = new RepeatedWarnings(log);
    this.unsubscribe = cardKeyChanges.subscribe(() => void this.refresh());
  }

  get keyId(): string {
    return this.key.keyId;
  }

  get privateKey(): SigningKey['privateKey'] {
    return this.key.privateKey;
  }

  async refresh(): Promise<void> {
    try {
      const current = await currentGeneratedKey(this.db);
      if (current) this.key = current;
    } catch (error) {
      // The database is away: the next announcement (the listening connection's return) reads it again.
      this.warnings.warn('card signing key: could not read the current key', { err: error });
    }
  }

  close(): void {
    this.unsubscribe();
    this.warnings.flush();
  }
}
