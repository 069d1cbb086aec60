/** Daily runs queued around the changes of the clock in a zone with daylight saving (docs/operations.md). Runs on PGlite and on PostgreSQL. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../database/database.ts';
import { migrate } from '../database/migrate.ts';
import { openMigratedTestDatabase } from '../../test/test-database.ts';
import { scheduleNextDailyRun, type DailyJob } from './daily-schedule.ts';
import { JobQueue } from './job-queue.ts';
import { jobs } from './jobs.schema.ts';

const ZONE = 'America/New_York';

describe('daily runs across the changes of the clock', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openMigratedTestDatabase();
    await migrate(database);
  });
  afterAll(() => database.close());

  const queuedAt = async (job: DailyJob) => (await database.db.select().from(jobs).where(eq(jobs.queue, job.name))).map((row) => [row.payload, row.run_at.toISOString()]);

  it('a 02:00 job on the day New York skips 02:00 runs at 03:00 summer time, and its next run at 02:00', async () => {
    const queue = new JobQueue(database.db);
    const job: DailyJob = { name: 'test.spring-0200', hour: 2 };
    // 01:30 standard time on 8 March 2026: the hour is still ahead, and does not exist.
    expect(await scheduleNextDailyRun(database.db, queue, job, ZONE, new Date('2026-03-08T06:30:00Z'))).toBe(true);
    expect(await queuedAt(job)).toEqual([[{ day: '2026-03-08' }, '2026-03-08T07:00:00.000Z']]);
    const later: DailyJob = { name: 'test.spring-after', hour: 2 };
    // 03:30 summer time: today's hour has passed; tomorrow's 02:00 is 06:00 UTC.
    expect(await scheduleNextDailyRun(database.db, queue, later, ZONE, new Date('2026-03-08T07:30:00Z'))).toBe(true);
    expect(await queuedAt(later)).toEqual([[{ day: '2026-03-09' }, '2026-03-09T06:00:00.000Z']]);
  });

  it('a 01:00 job on the day New York shows 01:00 twice runs once, at the first, and once the next day', async () => {
    const queue = new JobQueue(database.db);
    const job: DailyJob = { name: 'test.autumn-0100', hour: 1 };
    const midnight = new Date('2026-11-01T04:00:00Z');
    expect(await scheduleNextDailyRun(database.db, queue, job, ZONE, midnight)).toBe(true);
    // Started again during the second 01:00 (06:30 UTC): the day's run is not queued again; the next day's is.
    expect(await scheduleNextDailyRun(database.db, queue, job, ZONE, new Date('2026-11-01T06:30:00Z'))).toBe(true);
    expect(await scheduleNextDailyRun(database.db, queue, job, ZONE, new Date('2026-11-01T06:45:00Z'))).toBe(false);
    expect(await queuedAt(job)).toEqual([
      [{ day: '2026-11-01' }, '2026-11-01T05:00:00.000Z'],
      [{ day: '2026-11-02' }, '2026-11-02T06:00:00.000Z'],
    ]);
  });
});
