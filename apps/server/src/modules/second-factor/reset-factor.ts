/**
 * Resetting another user's second factor, for an administrator (modules/access) or the command line
 * (`passdesk admin reset-mfa`): the factor is taken off, every session of the user ends, and a mail
 * to them is queued, all in the caller's transaction with its audit entry (docs/api.md "Second factor").
 */
import { SECOND_FACTOR_RESET_MESSAGES } from '@passdesk/contract/access/second-factor-reset';
import { revokeAllSessions } from '../../platform/auth/sessions.ts';
import type { Tx } from '../../platform/database/database.ts';
import { conflict } from '../../platform/http/errors.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { removeSecondFactor } from './remove-factor.ts';
import { SECOND_FACTOR_RESET_MAIL_JOB } from './reset-mail.ts';

/** Refuses (409) a user without a second factor, leaving everything as it was. */
export async function resetSecondFactor(tx: Tx, jobs: Pick<JobQueue, 'enqueue'>, userId: number): Promise<void> {
  if (!(await removeSecondFactor(tx, userId))) throw conflict(SECOND_FACTOR_RESET_MESSAGES.none);
  await revokeAllSessions(tx, 'admin', userId);
  await jobs.enqueue(SECOND_FACTOR_RESET_MAIL_JOB, { user_id: userId }, { tx, maxAttempts: 5 });
}
