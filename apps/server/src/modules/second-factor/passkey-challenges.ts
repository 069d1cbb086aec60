/**
 * Challenges of passkey ceremonies, kept on the server (passkey_challenges): made with the options,
 * taken by the answer. Taking deletes the row, so a challenge is accepted once, and only within
 * PASSKEY_CHALLENGE_VALID_SECONDS; a registration's challenge only for its own user.
 */
import crypto from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { PASSKEY_CHALLENGE_VALID_SECONDS } from '@passdesk/contract/auth/passkeys';
import type { DbOrTx } from '../../platform/database/database.ts';
import { passkeyChallenges } from './second-factor.schema.ts';

export type ChallengePurpose = 'register' | 'sign-in' | 'second-step';

/** A new challenge (base64url); the expired ones are swept on the way. */
export async function newChallenge(db: DbOrTx, purpose: ChallengePurpose, userId: number | null, now = new Date()): Promise<string> {
  const challenge = crypto.randomBytes(32).toString('base64url');
  await db.delete(passkeyChallenges).where(lt(passkeyChallenges.expires_at, now));
  await db.insert(passkeyChallenges).values({ challenge, purpose, user_id: userId, expires_at: new Date(now.getTime() + PASSKEY_CHALLENGE_VALID_SECONDS * 1000) });
  return challenge;
}

/** Takes the challenge if it was made for this purpose and user and has not expired; says whether it was. */
export async function takeChallenge(db: DbOrTx, challenge: string, purpose: ChallengePurpose, userId: number | null, now = new Date()): Promise<boolean> {
  const taken = await db
    .delete(passkeyChallenges)
    .where(
      and(
        eq(passkeyChallenges.challenge, challenge),
        eq(passkeyChallenges.purpose, purpose),
        userId === null ? isNull(passkeyChallenges.user_id) : eq(passkeyChallenges.user_id, userId),
        gt(passkeyChallenges.expires_at, now),
      ),
    )
    .returning({ challenge: passkeyChallenges.challenge });
  return taken.length > 0;
}
