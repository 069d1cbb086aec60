/**
 * Bearer tokens: short-lived HS256 JWTs whose `sid` names a session row. The row decides: a
 * revoked or expired session makes its token worthless even before the JWT itself expires.
 */
import fs from 'node:fs';
import path from 'node:path';
import { jwtVerify, SignJWT } from 'jose';
import type { DbOrTx } from '../database/database.ts';
import { ensureStoredSecret } from '../database/system-secrets.ts';

/** The system_state key of the generated signing secret. */
export const JWT_SECRET_KEY = 'jwt_secret';

export interface TokenClaims {
  sid: string;
  sub: string;
  typ: 'admin' | 'mobile';
}

export class TokenService {
  private readonly key: Uint8Array;

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  async sign(claims: TokenClaims, expiresAt: Date): Promise<string> {
    return new SignJWT({ sid: claims.sid, typ: claims.typ })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setIssuedAt()
      .setIssuer('passdesk')
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(this.key);
  }

  /** The claims of a valid token, or undefined for anything else. */
  async verify(token: string): Promise<TokenClaims | undefined> {
    try {
      const { payload } = await jwtVerify(token, this.key, { issuer: 'passdesk', algorithms: ['HS256'] });
      if (typeof payload.sid !== 'string' || typeof payload.sub !== 'string') return undefined;
      if (payload.typ !== 'admin' && payload.typ !== 'mobile') return undefined;
      return { sid: payload.sid, sub: payload.sub, typ: payload.typ };
    } catch {
      return undefined;
    }
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
