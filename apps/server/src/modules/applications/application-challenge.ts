/**
 * The public form's bot check (docs/api.md "Web applications"): the server issues a challenge when
 * the form is opened, the browser finds a proof of work on it, and the server accepts each challenge
 * for one application only.
 *
 * A challenge is stateless and signed — `<issued at ms>.<random id>.<HMAC>` under a key kept in
 * system_state, so every instance sharing the database issues and checks the same challenges and
 * issuing one writes nothing. Its use is recorded in `application_challenges_used` in the
 * application's own transaction: the primary key lets exactly one application through, on PGlite,
 * on PostgreSQL and across instances; a refused submission leaves the challenge unused, so the
 * applicant can correct a field and send again.
 */
import crypto from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import {
  APPLICATION_MAX_FORM_AGE_HOURS,
  APPLICATION_MESSAGES,
  APPLICATION_MIN_FILL_SECONDS,
  APPLICATION_POW_BITS,
  hasLeadingZeroBits,
  powChallenge,
  type ApplicationChallenge,
} from '@passdesk/contract/applications/application';
import type { DbOrTx } from '../../platform/database/database.ts';
import { ensureStoredSecret } from '../../platform/database/system-secrets.ts';
import { badRequest } from '../../platform/http/errors.ts';
import { applicationChallengesUsed } from './applications.schema.ts';

const KEY_NAME = 'application_challenge_key';
const MAX_AGE_MS = APPLICATION_MAX_FORM_AGE_HOURS * 3_600_000;

export interface ApplicationChallenges {
  /** A new challenge, as issued `issuedAt` (a form opened then). */
  issue(issuedAt?: number): ApplicationChallenge;
  /** Checks the signature, the age and the proof of work; the challenge's id (its use is recorded by `claim`). */
  verify(challenge: string, mobile: string, nonce: number, now?: number): string;
}

export async function applicationChallenges(db: DbOrTx): Promise<ApplicationChallenges> {
  const key = await ensureStoredSecret(db, KEY_NAME);
  const sign = (payload: string) => crypto.createHmac('sha256', key).update(`application-challenge:${payload}`).digest('base64url');
  return {
    issue(issuedAt = Date.now()) {
      const payload = `${issuedAt}.${crypto.randomBytes(16).toString('base64url')}`;
      return { challenge: `${payload}.${sign(payload)}`, bits: APPLICATION_POW_BITS };
    },
    verify(challenge, mobile, nonce, now = Date.now()) {
      const [issuedAt = '', id = '', signature = ''] = challenge.split('.');
      const expected = Buffer.from(sign(`${issuedAt}.${id}`));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) throw badRequest(APPLICATION_MESSAGES.botCheck);
      const age = now - Number(issuedAt);
      if (age > MAX_AGE_MS || age < -60_000) throw badRequest(APPLICATION_MESSAGES.botCheck);
      if (age < APPLICATION_MIN_FILL_SECONDS * 1000) throw badRequest(APPLICATION_MESSAGES.tooFast);
      const digest = crypto.createHash('sha256').update(powChallenge(challenge, mobile, nonce)).digest();
      if (!hasLeadingZeroBits(digest, APPLICATION_POW_BITS)) throw badRequest(APPLICATION_MESSAGES.botCheck);
      return id;
    },
  };
}

/** Refuses a challenge an application already used (before any file is read further or stored). */
export async function refuseUsedChallenge(db: DbOrTx, id: string): Promise<void> {
  const [used] = await db.select({ id: applicationChallengesUsed.id }).from(applicationChallengesUsed).where(eq(applicationChallengesUsed.id, id));
  if (used) throw badRequest(APPLICATION_MESSAGES.challengeUsed);
}

/** In the application's transaction: records the challenge's use, or refuses it when another application took it first. */
export async function claimChallenge(tx: DbOrTx, id: string): Promise<void> {
  const [claimed] = await tx.insert(applicationChallengesUsed).values({ id }).onConflictDoNothing().returning({ id: applicationChallengesUsed.id });
  if (!claimed) throw badRequest(APPLICATION_MESSAGES.challengeUsed);
}

/** Forgets uses older than any challenge still accepted (the daily applications job). */
export async function forgetOldChallenges(db: DbOrTx, now = new Date()): Promise<void> {
  await db.delete(applicationChallengesUsed).where(lt(applicationChallengesUsed.used_at, new Date(now.getTime() - MAX_AGE_MS - 3_600_000)));
}
