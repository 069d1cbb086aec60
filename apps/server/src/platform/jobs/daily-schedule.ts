/**
 * Daily jobs (expiry reminders, report clean-up): each day's run is queued once, however many
 * instances start or finish a run. The last day queued is kept in `system_state`; moving it on
 * and enqueueing happen in one transaction, so exactly one caller queues a given day.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../database/database.ts';
import { systemState } from '../database/system-state.schema.ts';
import type { JobQueue } from './job-queue.ts';

/**
 * Queues `name`'s run of `day` at `runAt` unless a run of that day or a later one is queued
 * already. True when this call queued it.
 */
export async function scheduleDailyJob(db: Db, jobs: JobQueue, name: string, day: string, runAt: Date, maxAttempts = 3): Promise<boolean> {
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
