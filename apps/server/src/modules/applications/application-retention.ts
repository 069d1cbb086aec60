/**
 * The applications' daily clean-up (docs/operations.md "Web applications"), at 02:00 of the
 * configured time zone:
 *
 * - an application nobody reviewed within APPLICATION_EXPIRY_DAYS expires: its status becomes
 *   `expired`, its photo and documents are deleted (written down in the same transaction and
 *   deleted after it, platform/storage/store-and-claim.ts), an audit event `expire` records it, and
 *   the applicant is mailed when they gave an email. The row stays, without files, so the status
 *   page can tell the applicant to apply again; an application decided meanwhile is left alone.
 * - the records of used form challenges are forgotten once no such challenge could be accepted.
 */
import { and, asc, eq, gt, lt } from 'drizzle-orm';
import { auditSystem } from '../../platform/audit/audit.ts';
import type { Db } from '../../platform/database/database.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { scheduleNextDailyRun, scheduleTomorrowsRun, type DailyJob } from '../../platform/jobs/daily-schedule.ts';
import type { Services } from '../../platform/services.ts';
import { storeAndClaim, type RowFiles } from '../../platform/storage/store-and-claim.ts';
import { forgetOldChallenges } from './application-challenge.ts';
import { APPLICATION_MAIL_JOB } from './applications-mail.ts';
import { applicationDocuments, applications } from './applications.schema.ts';

export const APPLICATION_RETENTION_JOB = 'applications.retention';
const RETENTION: DailyJob = { name: APPLICATION_RETENTION_JOB, hour: 2 };
const BATCH = 100;

/** Expires one pending application (not one decided meanwhile); its files are released, and go once this commits. */
async function expireOne(services: Services, files: RowFiles, id: number, days: number, now: Date): Promise<void> {
  return services.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ photo_key: applications.photo_key, email: applications.email, application_number: applications.application_number })
      .from(applications)
      .where(and(eq(applications.id, id), eq(applications.status, 'pending')))
      .for('update');
    if (!row) return;
    const documents = await tx.delete(applicationDocuments).where(eq(applicationDocuments.application_id, id)).returning({ key: applicationDocuments.storage_key });
    const keys = [...(row.photo_key ? [row.photo_key] : []), ...documents.map((document) => document.key)];
    await files.release(tx, keys);
    await tx.update(applications).set({ status: 'expired', photo_key: '', files_bytes: 0, reviewed_at: now, reviewed_by: null }).where(eq(applications.id, id));
    await auditSystem(tx, {
      action: 'expire',
      entity: 'application',
      entityId: id,
      changes: { application_number: row.application_number, before: { status: 'pending' }, after: { status: 'expired' }, unreviewed_days: days, files_deleted: keys.length },
    });
    if (row.email) await services.jobs.enqueue(APPLICATION_MAIL_JOB, { application_id: id, kind: 'expired' }, { tx, maxAttempts: 5 });
  });
}

/** Expires every application still pending `days` days after it was sent; answers how many. */
export async function expireUnreviewedApplications(services: Services, days: number, now = new Date()): Promise<{ expired: number }> {
  const sentBefore = new Date(now.getTime() - days * 86_400_000);
  let expired = 0;
  let lastId = 0;
  for (;;) {
    const rows = await services.db
      .select({ id: applications.id })
      .from(applications)
      .where(and(eq(applications.status, 'pending'), lt(applications.created_at, sentBefore), gt(applications.id, lastId)))
      .orderBy(asc(applications.id))
      .limit(BATCH);
    for (const row of rows) {
      await storeAndClaim(services, (files) => expireOne(services, files, row.id, days, now));
      expired += 1;
    }
    if (rows.length < BATCH) break;
    lastId = rows[rows.length - 1]?.id ?? lastId;
  }
  return { expired };
}

/** At start-up: the next run still ahead, unless one is queued already. */
export function scheduleNextApplicationRetention(db: Db, jobs: JobQueue, timeZone: string, now = new Date()): Promise<boolean> {
  return scheduleNextDailyRun(db, jobs, RETENTION, timeZone, now);
}

/** The daily job: expire, forget, then queue tomorrow's run. */
export function applicationRetentionJob(services: Services) {
  return async () => {
    const result = await expireUnreviewedApplications(services, services.config.applications.expiryDays);
    await forgetOldChallenges(services.db);
    await scheduleTomorrowsRun(services.db, services.jobs, RETENTION, services.config.timeZone);
    return result;
  };
}
