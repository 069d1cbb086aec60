/**
 * What the public form may take (docs/operations.md "Web applications"): a budget for the files of
 * pending applications (APPLICATIONS_PENDING_FILES_MB) and a number of applications per client
 * address a day (APPLICATIONS_PER_ADDRESS_PER_DAY).
 *
 * Past the budget the form answers 503 "try again later" before it reads any file, and staff are
 * told twice over: the queue (Web Application Card) shows a notice for as long as it lasts, and the
 * first refusal mails everyone who may decide applications (Card Management update) and writes an
 * audit event. The pause is one row of system_state taken by a conditional insert, so however many
 * instances refuse at once, one mail goes out; it ends when a later form finds the pending files
 * under nine tenths of the budget, and the next pause mails again. The check is not a lock: forms
 * sent at the same moment may pass it together and exceed the budget by their own files.
 */
import { eq, sum } from 'drizzle-orm';
import { PERMISSION } from '@passdesk/contract/access/permissions';
import { APPLICATION_INTAKE_WARNING_SHARE, APPLICATION_MESSAGES, type ApplicationIntake } from '@passdesk/contract/applications/application';
import { auditSystem } from '../../platform/audit/audit.ts';
import type { DbOrTx } from '../../platform/database/database.ts';
import { systemState } from '../../platform/database/system-state.schema.ts';
import { HttpError } from '../../platform/http/errors.ts';
import type { JobHandler } from '../../platform/jobs/job-queue.ts';
import type { Limit } from '../../platform/rate-limit/rate-limit.ts';
import type { Services } from '../../platform/services.ts';
import { staffWhoMay } from '../access/staff-who-may.ts';
import { applications } from './applications.schema.ts';

export const INTAKE_PAUSED_MAIL_JOB = 'applications.intake-paused-mail';
const PAUSE_KEY = 'applications_intake_paused';
/** How soon a refused citizen is told to try again. */
const RETRY_AFTER_SECONDS = 3600;
/** The permission of those who decide applications (docs/api.md "Web applications"). */
const DECIDERS = { permission: PERMISSION.cardManagement, action: 'update' } as const;

/** The per-address daily limit of accepted applications. */
export const perAddressDaily = (max: number): Limit => ({ max, windowSeconds: 24 * 3600, message: APPLICATION_MESSAGES.tooManyToday });
export const perAddressDailyKey = (address: string) => `applications:address:${address}`;

export async function pendingFileBytes(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ bytes: sum(applications.files_bytes) }).from(applications).where(eq(applications.status, 'pending'));
  return Number(row?.bytes ?? 0);
}

/** For the queue: the pending files against the budget. */
export async function applicationIntake(db: DbOrTx, budgetBytes: number): Promise<ApplicationIntake> {
  const pending = await pendingFileBytes(db);
  return { paused: pending >= budgetBytes, pending_bytes: pending, budget_bytes: budgetBytes };
}

/**
 * Before a form's files are read: 503 when the pending files fill the budget (the first refusal of
 * a pause tells staff); otherwise the pending bytes, and a pause that ended is closed.
 */
export async function refuseWhenFull(services: Services): Promise<void> {
  const { db, config } = services;
  const budget = config.applications.pendingFilesBytes;
  const pending = await pendingFileBytes(db);
  if (pending < budget) {
    if (pending < budget * APPLICATION_INTAKE_WARNING_SHARE) await db.delete(systemState).where(eq(systemState.key, PAUSE_KEY));
    return;
  }
  await db.transaction(async (tx) => {
    const [paused] = await tx
      .insert(systemState)
      .values({ key: PAUSE_KEY, value: new Date().toISOString() })
      .onConflictDoNothing()
      .returning({ key: systemState.key });
    if (!paused) return;
    await auditSystem(tx, { action: 'intake_paused', entity: 'application', changes: { pending_bytes: pending, budget_bytes: budget } });
    await services.jobs.enqueue(INTAKE_PAUSED_MAIL_JOB, { pending_bytes: pending, budget_bytes: budget }, { tx, maxAttempts: 5 });
  });
  throw new HttpError(503, APPLICATION_MESSAGES.intakePaused, undefined, { 'retry-after': String(RETRY_AFTER_SECONDS) });
}

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024).toLocaleString('en-IN')} MB`;

/** The mail to everyone who may decide applications: the form stopped taking them, and what ends it. */
export function intakePausedMailJob(services: Services): JobHandler {
  return async (payload) => {
    const pending = Number(payload.pending_bytes);
    const budget = Number(payload.budget_bytes);
    const recipients = await staffWhoMay(services.db, DECIDERS.permission, DECIDERS.action);
    for (const recipient of recipients) {
      await services.mailer.send({
        to: recipient.email,
        subject: 'PassDesk: the public application form is not taking applications',
        text: [
          `Hello ${recipient.first_name},`,
          '',
          `The files of pending web applications take ${megabytes(pending)}, the most this office allows (${megabytes(budget)}, APPLICATIONS_PENDING_FILES_MB).`,
          'Until they take less, citizens who send the form are asked to try again later.',
          '',
          'Approve or reject the pending applications under Card Management > Web Application Card; the form takes applications again once their files are under nine tenths of the limit.',
          'If this many applications is expected, the administrator can raise APPLICATIONS_PENDING_FILES_MB.',
        ].join('\n'),
      });
    }
    return { sent: recipients.length };
  };
}
