/**
 * The proof, between the two steps of a sign-in, that the password was right: it reads
 * `<user id>.<expiry, epoch seconds>.<nonce>.<digest>`, the digest keyed with the token secret
 * (TokenService.digest), so it cannot be made for another account or outlive SECOND_STEP_VALID_MINUTES.
 * It grants nothing by itself: the second step still needs a code, counted by the sign-in limits.
 */
import crypto from 'node:crypto';
import { SECOND_STEP_VALID_MINUTES, type SecondStep } from '@passdesk/contract/auth/second-factor';
import type { TokenService } from '../../platform/auth/tokens.ts';

const SHAPE = /^(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{32})$/;
const signed = (body: string) => `second-step:${body}`;

/** The second step of `userId`'s sign-in; `extra` names what it accepts (and the passkey options with `passkey`). */
export function secondStepFor(tokens: TokenService, userId: number, extra: Pick<SecondStep, 'methods' | 'passkey_options'>, now = new Date()): SecondStep {
  const expires = new Date(now.getTime() + SECOND_STEP_VALID_MINUTES * 60_000);
  const body = `${userId}.${Math.floor(expires.getTime() / 1000)}.${crypto.randomBytes(12).toString('base64url')}`;
  return { challenge: `${body}.${tokens.digest(signed(body))}`, ...extra, expires_at: expires.toISOString() };
}

/** The user a valid, unexpired challenge names; undefined for anything else. */
export function challengeUser(tokens: TokenService, challenge: string, now = new Date()): number | undefined {
  const match = SHAPE.exec(challenge);
  if (!match || Number(match[2]) * 1000 <= now.getTime()) return undefined;
  if (!tokens.digestMatches(signed(`${match[1]}.${match[2]}.${match[3]}`), match[4] ?? '')) return undefined;
  return Number(match[1]);
}
