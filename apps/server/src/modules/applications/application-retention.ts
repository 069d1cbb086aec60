/**
 * The applications' daily clean-up (docs/api.md "Web applications"), at 02:00 of the
 * configured time zone: the records of used form challenges are forgotten once no such challenge
 * could be accepted any more.
 */
import type { Db } from '../../platform/database/database.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { scheduleNextDailyRun, scheduleTomorrowsRun, type DailyJob } from '../../platform/jobs/daily-schedule.ts';
import type { Services } from '../../platform/services.ts';
import { forgetOldChallenges } from './application-challenge.ts';

export const APPLICATION_RETENTION_JOB = 'applications.retention';
const RETENTION: DailyJob = { name: APPLICATION_RETENTION_JOB, hour: 2 };

/** At start-up: the next run still ahead, unless one is queued already. */
export function scheduleNextApplicationRetention(db: Db, jobs: JobQueue, timeZone: string, now = new Date()): Promise<boolean> {
  return scheduleNextDailyRun(db, jobs, RETENTION, timeZone, now);
}

/** The daily job: clean up, then queue tomorrow's run. */
export function applicationRetentionJob(services: Services) {
  return async () => {
    await forgetOldChallenges(services.db);
    await scheduleTomorrowsRun(services.db, services.jobs, RETENTION, services.config.timeZone);
    return {};
  };
}
