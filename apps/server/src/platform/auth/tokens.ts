/**
 * Bearer tokens: short-lived HS256 JWTs whose `sid` names a session row. The row decides: a
 * revoked or expired session makes its token worthless even before the JWT itself expires.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { jwtVerify, SignJWT } from 'jose';

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

/** JWT_SECRET when given; otherwise one generated once and kept (mode 600) in DATA_DIR. */
export function resolveJwtSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'jwt-secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(dataDir, { recursive: true });
    const secret = crypto.randomBytes(48).toString('base64url');
    fs.writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}
