/**
 * Authenticator secrets are encrypted at rest with AES-256-GCM (docs/operations.md "The second
 * factor's key"). The key is MFA_ENCRYPTION_KEY, or, when it is not set, one generated once and kept
 * in the database. Each row names the key that encrypted it (`key_id`); keys in
 * MFA_ENCRYPTION_KEY_PREVIOUS still decrypt, and every start re-encrypts rows under the current key,
 * so a rotation ends once every instance has started with the new key.
 */
import crypto from 'node:crypto';
import type { Config } from '../../platform/config/config.ts';
import type { DbOrTx } from '../../platform/database/database.ts';
import { ensureStoredSecret } from '../../platform/database/system-secrets.ts';

/** The system_state key of the generated key. */
const STORED_KEY = 'mfa_encryption_key';

interface CipherKey {
  id: string;
  key: Buffer;
}

export interface Sealed {
  secret_encrypted: string;
  key_id: string;
}

const keyOf = (text: string): CipherKey => ({
  id: crypto.createHash('sha256').update(`passdesk-mfa-id:${text}`).digest('base64url').slice(0, 12),
  key: crypto.createHash('sha256').update(`passdesk-mfa:${text}`).digest(),
});

export class TotpCipher {
  private readonly current: CipherKey;
  private readonly keys: CipherKey[];

  constructor(secret: string, previous: readonly string[] = []) {
    this.current = keyOf(secret);
    this.keys = [this.current, ...previous.filter((value) => value !== secret).map(keyOf)];
  }

  get keyId(): string {
    return this.current.id;
  }

  seal(plain: string): Sealed {
    const iv = crypto.randomBytes(12);
    const cipher = crypto.createCipheriv('aes-256-gcm', this.current.key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    const parts = [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url'));
    return { secret_encrypted: parts.join('.'), key_id: this.current.id };
  }

  /** The plain secret, or undefined when no known key opens it (a key taken out of the configuration too early). */
  open(sealed: Sealed): string | undefined {
    const key = this.keys.find((candidate) => candidate.id === sealed.key_id);
    const [iv, tag, body] = sealed.secret_encrypted.split('.').map((part) => Buffer.from(part, 'base64url'));
    if (!key || !iv || !tag || !body) return undefined;
    try {
      const decipher = crypto.createDecipheriv('aes-256-gcm', key.key, iv);
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
    } catch {
      return undefined;
    }
  }
}

const ciphers = new WeakMap<object, Promise<TotpCipher>>();

/** The installation's cipher, made once per configuration (a running server has one). */
export function totpCipher(db: DbOrTx, config: Pick<Config, 'mfaKey' | 'mfaKeysPrevious'>): Promise<TotpCipher> {
  let made = ciphers.get(config);
  if (!made) {
    made = (async () => new TotpCipher(config.mfaKey ?? (await ensureStoredSecret(db, STORED_KEY)), config.mfaKeysPrevious))();
    made.catch(() => ciphers.delete(config));
    ciphers.set(config, made);
  }
  return made;
}
