/**
 * Remembered browsers (docs/api.md "Brute force", the account-wide ceiling): a browser or phone
 * that signed in to an account successfully gets a signed token for that account in an httpOnly
 * cookie scoped to the sign-in path. It proves nothing by itself (the password is still checked,
 * and the per-address limits still apply); it only exempts its holder from the account-wide
 * slow-down that strangers' wrong guesses from many addresses trigger, so the owner can always
 * sign in from a browser they used before.
 *
 * A token reads `<kind>.<id>.<issued, epoch seconds>.<digest>`; the digest is keyed with the
 * token secret (TokenService.digest), so it cannot be made for another account, and a rotation
 * keeps old tokens valid as long as the retired secret verifies. One cookie holds the tokens of
 * the last few accounts signed in from that browser, newest first.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TokenService } from './tokens.ts';

export type DeviceAccountKind = 'admin' | 'mobile';

export const DEVICE_COOKIE = 'passdesk_device';
/** How long a browser stays remembered after its last successful sign-in. */
export const DEVICE_TOKEN_DAYS = 90;
/** Accounts one browser remembers at most (a shared counter's PC). */
const MAX_ACCOUNTS = 5;
const TOKEN_SHAPE = /^(admin|mobile)\.(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{32})$/;

function makeToken(tokens: TokenService, kind: DeviceAccountKind, accountId: number, issuedSeconds: number): string {
  const body = `${kind}.${accountId}.${issuedSeconds}`;
  return `${body}.${tokens.digest(body)}`;
}

/** The tokens the request's cookie carries (malformed entries are dropped). */
function cookieTokens(request: FastifyRequest): string[] {
  const header = request.headers.cookie;
  if (!header) return [];
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== DEVICE_COOKIE) continue;
    return rest
      .join('=')
      .split('~')
      .filter((token) => TOKEN_SHAPE.test(token))
      .slice(0, MAX_ACCOUNTS);
  }
  return [];
}

/** Whether the request comes from a browser that signed in to this account before (token valid and not expired). */
export function isRememberedDevice(request: FastifyRequest, tokens: TokenService, kind: DeviceAccountKind, accountId: number, now = new Date()): boolean {
  const oldest = now.getTime() / 1000 - DEVICE_TOKEN_DAYS * 86_400;
  return cookieTokens(request).some((token) => {
    const match = TOKEN_SHAPE.exec(token);
    if (!match || match[1] !== kind || Number(match[2]) !== accountId || Number(match[3]) < oldest) return false;
    return tokens.digestMatches(`${match[1]}.${match[2]}.${match[3]}`, match[4] ?? '');
  });
}

/**
 * After a successful sign-in: (re)issues this account's token, keeping the browser's other
 * accounts' tokens. `path` is the sign-in route's path, the only place the cookie is sent.
 */
export function rememberDevice(
  request: FastifyRequest,
  reply: FastifyReply,
  tokens: TokenService,
  account: { kind: DeviceAccountKind; id: number; path: string },
  now = new Date(),
): void {
  const fresh = makeToken(tokens, account.kind, account.id, Math.floor(now.getTime() / 1000));
  const others = cookieTokens(request).filter((token) => !token.startsWith(`${account.kind}.${account.id}.`));
  const value = [fresh, ...others].slice(0, MAX_ACCOUNTS).join('~');
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header('set-cookie', `${DEVICE_COOKIE}=${value}; Path=${account.path}; Max-Age=${DEVICE_TOKEN_DAYS * 86_400}; HttpOnly; SameSite=Strict${secure}`);
}
