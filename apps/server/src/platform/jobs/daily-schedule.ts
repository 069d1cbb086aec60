/**
 * Daily jobs (expiry reminders, report clean-up, the embedded database's ANALYZE): each day's run
 * is queued once, however many instances start or finish a run. The last day queued is kept in
 * `system_state`; moving it on and enqueueing happen in one transaction, so exactly one caller
 * queues a given day.
 */
import { sql } from 'drizzle-orm';
import { addDays } from '@passdesk/contract/cards/card-fields';
import type { Db } from '../database/database.ts';
import { systemState } from '../database/system-state.schema.ts';
import { dayIn } from '../time/today.ts';
import { zonedInstant } from '../time/zoned-time.ts';
import type { JobQueue } from './job-queue.ts';

/**
 * Queues `name`'s run of `day` at `runAt` unless a run of that day or a later one is queued
 * already. True when this call queued it.
 */
async function scheduleDailyJob(db: Db, jobs: JobQueue, name: string, day: string, runAt: Date, maxAttempts = 3): Promise<boolean> {
  const key = `schedule:${name}`;
  return db.transaction(async (tx) => {
    const [moved] = await tx
      .insert(systemState)
      .values({ key, value: day })
      .onConflictDoUpdate({ target: systemState.key, set: { value: day, updated_at: new Date() }, setWhere: sql`${systemState.value} #>> '{}' < ${day}` })
      .returning({ key: systemState.key });
    if (!moved) return false;
    await jobs.enqueue(name, { day }, { tx, runAt, maxAttempts });
    return true;
  });
}

/** A daily job: its queue's name and the hour of the configured time zone it runs at. */
export interface DailyJob {
  name: string;
  hour: number;
}

/** Queues `job`'s run of `day` at its hour unless that run (or a later one) is queued already. */
export function scheduleDailyRun(db: Db, jobs: JobQueue, job: DailyJob, timeZone: string, day: string): Promise<boolean> {
  return scheduleDailyJob(db, jobs, job.name, day, zonedInstant(day, job.hour, timeZone));
}

/**
 * At start-up: `job`'s next run still ahead (today's if its hour has not passed, else tomorrow's),
 * unless one is queued already. A server that is down at that hour runs it when it is back (the
 * job waits in the table).
 */
export function scheduleNextDailyRun(db: Db, jobs: JobQueue, job: DailyJob, timeZone: string, now = new Date()): Promise<boolean> {
  const today = dayIn(timeZone, now);
  return scheduleDailyRun(db, jobs, job, timeZone, zonedInstant(today, job.hour, timeZone) > now ? today : addDays(today, 1));
}

/** From a run of `job`: queues tomorrow's (in `timeZone`), unless it is queued already. */
export function scheduleTomorrowsRun(db: Db, jobs: JobQueue, job: DailyJob, timeZone: string): Promise<boolean> {
  return scheduleDailyRun(db, jobs, job, timeZone, addDays(dayIn(timeZone), 1));
}
