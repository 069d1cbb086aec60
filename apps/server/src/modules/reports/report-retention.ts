/**
 * Old report files are kept for REPORT_RETENTION_DAYS (docs/operations.md), then removed with
 * their runs by a daily job. The file goes first: a run whose file could not be deleted stays and
 * is tried again the next day, so no stored file is ever left without its row.
 */
import { and, gt, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../platform/database/database.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { scheduleNextDailyRun, scheduleTomorrowsRun, type DailyJob } from '../../platform/jobs/daily-schedule.ts';
import type { Services } from '../../platform/services.ts';
import { reportRuns } from './reports.schema.ts';

export const REPORT_RETENTION_JOB = 'reports.retention';
/** The clean-up runs at 03:00 of the configured time zone (a quiet time at a pass office). */
const RETENTION: DailyJob = { name: REPORT_RETENTION_JOB, hour: 3 };
const BATCH = 200;

/** Removes the files and runs that finished more than `days` days before `now`; answers how many. */
export async function removeOldReports(services: Pick<Services, 'db' | 'storage'>, days: number, now = new Date()): Promise<{ removed: number; kept: number }> {
  const before = new Date(now.getTime() - days * 86_400_000);
  let removed = 0;
  let kept = 0;
  let lastId = 0;
  for (;;) {
    const rows = await services.db
      .select({ id: reportRuns.id, file_key: reportRuns.file_key })
      .from(reportRuns)
      .where(and(inArray(reportRuns.status, ['done', 'failed']), lt(reportRuns.finished_at, before), gt(reportRuns.id, lastId)))
      .orderBy(reportRuns.id)
      .limit(BATCH);
    if (rows.length === 0) break;
    const gone: number[] = [];
    for (const row of rows) {
      try {
        if (row.file_key) await services.storage.delete(row.file_key);
        gone.push(row.id);
      } catch {
        kept += 1;
      }
    }
    if (gone.length > 0) await services.db.delete(reportRuns).where(inArray(reportRuns.id, gone));
    removed += gone.length;
    lastId = rows[rows.length - 1]?.id ?? lastId;
    if (rows.length < BATCH) break;
  }
  return { removed, kept };
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
