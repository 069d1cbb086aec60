/**
 * Old report files are kept for REPORT_RETENTION_DAYS (docs/operations.md), then removed with
 * their runs by a daily job. A batch of runs is deleted in one transaction that also releases their
 * files (storeAndClaim, docs/architecture.md "Files and the media route"): the files are deleted once
 * it has committed, and one that cannot be deleted now (storage unreachable) stays written down for
 * the pending-file sweep. So no run ever names a deleted file, and no file outlives its run for good.
 */
import { and, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../platform/database/database.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { scheduleNextDailyRun, scheduleTomorrowsRun, type DailyJob } from '../../platform/jobs/daily-schedule.ts';
import type { Services } from '../../platform/services.ts';
import { storeAndClaim } from '../../platform/storage/store-and-claim.ts';
import { reportRuns } from './reports.schema.ts';

export const REPORT_RETENTION_JOB = 'reports.retention';
/** The clean-up runs at 03:00 of the configured time zone (a quiet time at a pass office). */
const RETENTION: DailyJob = { name: REPORT_RETENTION_JOB, hour: 3 };
const BATCH = 200;

/** Removes the runs that finished more than `days` days before `now`, and their files; answers how many runs. */
export async function removeOldReports(services: Pick<Services, 'db' | 'storage' | 'log'>, days: number, now = new Date()): Promise<{ removed: number }> {
  const before = new Date(now.getTime() - days * 86_400_000);
  let removed = 0;
  for (;;) {
    const rows = await services.db
      .select({ id: reportRuns.id, file_key: reportRuns.file_key })
      .from(reportRuns)
      .where(and(inArray(reportRuns.status, ['done', 'failed']), lt(reportRuns.finished_at, before)))
      .orderBy(reportRuns.id)
      .limit(BATCH);
    if (rows.length === 0) break;
    const fileKeys = rows.flatMap((row) => (row.file_key ? [row.file_key] : []));
    await storeAndClaim(services, (files) =>
      services.db.transaction(async (tx) => {
        await tx.delete(reportRuns).where(inArray(reportRuns.id, rows.map((row) => row.id)));
        await files.release(tx, fileKeys);
      }),
    );
    removed += rows.length;
    if (rows.length < BATCH) break;
  }
  return { removed };
}

/** At start-up: the next clean-up still ahead, unless one is queued already (scheduleNextDailyRun). */
export function scheduleNextReportRetention(db: Db, jobs: JobQueue, timeZone: string, now = new Date()): Promise<boolean> {
  return scheduleNextDailyRun(db, jobs, RETENTION, timeZone, now);
}

/** The daily job: clean up, then queue tomorrow's run. */
export function reportRetentionJob(services: Services) {
  return async () => {
    const result = await removeOldReports(services, services.config.reports.retentionDays);
    await scheduleTomorrowsRun(services.db, services.jobs, RETENTION, services.config.timeZone);
    return result;
  };
}
