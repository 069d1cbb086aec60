/**
 * Bearer tokens: short-lived HS256 JWTs whose `sid` names a session row. The row decides: a
 * revoked or expired session makes its token worthless even before the JWT itself expires.
 *
 * Rotation (docs/operations.md "Rotating the token secret"): tokens are signed with the current
 * secret and name it in the `kid` header; secrets retired by a rotation (JWT_SECRET_PREVIOUS) still
 * verify the tokens they signed until those expire, and a secret taken off that list verifies nothing.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { decodeProtectedHeader, jwtVerify, SignJWT } from 'jose';
import type { Db, DbOrTx } from '../database/database.ts';
import { ensureStoredSecret } from '../database/system-secrets.ts';
import { systemState } from '../database/system-state.schema.ts';

/** The system_state key of the generated signing secret. */
const JWT_SECRET_KEY = 'jwt_secret';
/** The system_state key of generated secrets a rotation retired: `[{ secret, until }]`. */
const JWT_RETIRED_KEY = 'jwt_secrets_retired';

interface RetiredSecret {
  secret: string;
  /** ISO time after which its tokens have all expired: it is dropped at the next rotation. */
  until: string;
}

export interface TokenClaims {
  sid: string;
  sub: string;
  typ: 'admin' | 'mobile';
}

/** A session row's id, as `sid` carries it. */
const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const INT4_MAX = 2_147_483_647;

/** A user's or inspector's id, as `sub` carries it: the decimal digits of a positive int4, nothing else. */
const isSubjectId = (sub: string): boolean => /^[1-9][0-9]{0,9}$/.test(sub) && Number(sub) <= INT4_MAX;

/** A secret's id, as tokens carry it in `kid`: derived from the secret, never revealing it. */
export const secretKeyId = (secret: string): string => crypto.createHash('sha256').update(`passdesk-jwt:${secret}`).digest('base64url').slice(0, 12);

interface VerifyKey {
  kid: string;
  key: Uint8Array;
}

/** A token that verified, as jose read it: its claims and the times that bound it (seconds). */
interface Verified {
  claims: TokenClaims;
  exp: number | undefined;
  nbf: number | undefined;
}

const digestWith = (key: Uint8Array, text: string): string =>
  crypto.createHmac('sha256', key).update(`passdesk-device:${text}`).digest('base64url').slice(0, 32);

/** Tokens remembered at most (a phone sends its one token with every request); past this, the memory starts again. */
const MAX_VERIFIED = 10_000;

export class TokenService {
  private readonly current: VerifyKey;
  private readonly keys: VerifyKey[];
  /**
   * Tokens already verified by this service, with what they said. A token's signature and claims
   * never change and the keys are fixed for the service's life, so a known token only needs its
   * time bounds checked again (as jose checks them: no clock tolerance). Whether its session still
   * stands is the caller's check, on every request. Verifying with jose (WebCrypto, a key import
   * and an HMAC through the thread pool) was about a seventh of an inspector scan's CPU time
   * (docs/performance.md "Inspector scans").
   */
  private readonly verified = new Map<string, Verified>();

  /** `secret` signs; `previous` (retired secrets) only verify. */
  constructor(secret: string, previous: readonly string[] = []) {
    const keyOf = (value: string): VerifyKey => ({ kid: secretKeyId(value), key: new TextEncoder().encode(value) });
    this.current = keyOf(secret);
    this.keys = [this.current, ...previous.filter((value) => value !== secret).map(keyOf)];
  }

  /**
   * A short keyed digest of `text` under the current secret (a remembered browser's token:
   * platform/auth/device-tokens.ts). Kept apart from JWTs by its `passdesk-device:` prefix.
   */
  digest(text: string): string {
    return digestWith(this.current.key, text);
  }

  /** Whether `digest` is `text`'s digest under the current secret or a retired one that still verifies. */
  digestMatches(text: string, digest: string): boolean {
    const given = Buffer.from(digest);
    return this.keys.some(({ key }) => {
      const expected = Buffer.from(digestWith(key, text));
      return expected.length === given.length && crypto.timingSafeEqual(expected, given);
    });
  }

  /** The id of the secret new tokens are signed with. */
  get keyId(): string {
    return this.current.kid;
  }

  async sign(claims: TokenClaims, expiresAt: Date): Promise<string> {
    return new SignJWT({ sid: claims.sid, typ: claims.typ })
      .setProtectedHeader({ alg: 'HS256', kid: this.current.kid })
      .setSubject(claims.sub)
      .setIssuedAt()
      .setIssuer('passdesk')
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(this.current.key);
  }

  /** The keys that may have signed `token`: the one its `kid` names, or, for a token from before `kid`, every one. */
  private candidates(token: string): VerifyKey[] {
    let kid: unknown;
    try {
      kid = decodeProtectedHeader(token).kid;
    } catch {
      return [];
    }
    if (kid === undefined) return this.keys;
    return this.keys.filter((key) => key.kid === kid);
  }

  /** The claims of a valid token, or undefined for anything else. */
  async verify(token: string): Promise<TokenClaims | undefined> {
    const known = this.verified.get(token);
    if (known) {
      const now = Math.floor(Date.now() / 1000);
      if ((known.exp === undefined || known.exp > now) && (known.nbf === undefined || known.nbf <= now)) return known.claims;
      this.verified.delete(token);
    }
    for (const { key } of this.candidates(token)) {
      try {
        const { payload } = await jwtVerify(token, key, { issuer: 'passdesk', algorithms: ['HS256'] });
        // Signed by us, yet its claims must still have our shapes: a session id that is not a UUID or a
        // subject past int4 would otherwise reach PostgreSQL as an invalid value (a 500, not a 401).
        if (typeof payload.sid !== 'string' || !SESSION_ID.test(payload.sid)) return undefined;
        if (typeof payload.sub !== 'string' || !isSubjectId(payload.sub)) return undefined;
        if (payload.typ !== 'admin' && payload.typ !== 'mobile') return undefined;
        const claims: TokenClaims = { sid: payload.sid, sub: payload.sub, typ: payload.typ };
        if (this.verified.size >= MAX_VERIFIED) this.verified.clear();
        this.verified.set(token, { claims, exp: payload.exp, nbf: payload.nbf });
        return claims;
      } catch {
        // Not this key (or expired, or forged): try the next candidate.
      }
    }
    return undefined;
  }
}

/**
 * JWT_SECRET when given; otherwise a secret generated once and kept in the database, so that every
 * instance sharing it accepts the others' tokens. A secret an older version kept in
 * DATA_DIR/jwt-secret is adopted on the first start, so signed-in users stay signed in.
 */
export async function resolveJwtSecret(db: DbOrTx, configured: string | undefined, dataDir: string): Promise<string> {
  if (configured) return configured;
  let legacy: string | undefined;
  try {
    legacy = fs.readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8').trim() || undefined;
  } catch {
    legacy = undefined;
  }
  return ensureStoredSecret(db, JWT_SECRET_KEY, legacy && legacy.length >= 32 ? legacy : undefined);
}

function readRetired(value: unknown): RetiredSecret[] {
  if (!Array.isArray(value)) return [];
  return value.filter((entry): entry is RetiredSecret => typeof entry?.secret === 'string' && typeof entry?.until === 'string');
}

/**
 * Generated secrets a rotation retired (`passdesk keys rotate`) whose tokens may still be valid: a
 * server verifies with them as with JWT_SECRET_PREVIOUS (docs/operations.md "Rotating the token secret").
 */
export async function retiredJwtSecrets(db: DbOrTx, now = new Date()): Promise<string[]> {
  const [row] = await db.select({ value: systemState.value }).from(systemState).where(eq(systemState.key, JWT_RETIRED_KEY));
  return readRetired(row?.value)
    .filter((entry) => new Date(entry.until) > now)
    .map((entry) => entry.secret);
}

/**
 * Replaces the generated secret with a new one; the old one keeps verifying its tokens until
 * `keepUntil` (the longest token lifetime from now). Returns the key ids before and after. For an
 * installation without JWT_SECRET only: a configured secret is rotated in the configuration.
 */
export async function rotateStoredJwtSecret(db: Db, keepUntil: Date, now = new Date()): Promise<{ previousKeyId: string | undefined; keyId: string }> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select({ value: systemState.value }).from(systemState).where(eq(systemState.key, JWT_SECRET_KEY)).for('update');
    const [retiredRow] = await tx.select({ value: systemState.value }).from(systemState).where(eq(systemState.key, JWT_RETIRED_KEY)).for('update');
    const old = typeof current?.value === 'string' ? current.value : undefined;
    const retired = readRetired(retiredRow?.value).filter((entry) => new Date(entry.until) > now);
    if (old) retired.push({ secret: old, until: keepUntil.toISOString() });
    const secret = crypto.randomBytes(48).toString('base64url');
    for (const [key, value] of [[JWT_SECRET_KEY, secret], [JWT_RETIRED_KEY, retired]] as const) {
      await tx.insert(systemState).values({ key, value, updated_at: now }).onConflictDoUpdate({ target: systemState.key, set: { value, updated_at: now } });
    }
    return { previousKeyId: old ? secretKeyId(old) : undefined, keyId: secretKeyId(secret) };
  });
}
