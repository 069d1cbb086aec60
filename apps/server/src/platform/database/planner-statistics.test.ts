import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/suite.ts';
import { testDriver } from '../../test/test-database.ts';
import { jobs } from '../jobs/jobs.schema.ts';
import { zonedInstant } from '../time/zoned-time.ts';
import { dayIn } from '../time/today.ts';
import { openDatabase, type Database } from './database.ts';
import { ANALYZE_JOB, analyzeTables, tablesToAnalyze } from './planner-statistics.ts';
import { rowsOf } from './rows.ts';

describe('the tables autovacuum would analyse, on the embedded database', () => {
  let database: Database;
  const lastAnalyzed = async () => rowsOf<{ analysed: boolean }>(await database.db.execute(sql`select last_analyze is not null as analysed from pg_stat_user_tables where relname = 'probe'`))[0]?.analysed;
  beforeAll(async () => {
    database = await openDatabase({});
    await database.db.execute(sql`create table probe (id integer)`);
    await database.db.execute(sql`insert into probe select generate_series(1, 1000)`);
  });
  afterAll(async () => {
    await database.close();
  });

  it('are those never analysed, and those changed by more than 50 rows and a tenth of theirs since', async () => {
    expect(await tablesToAnalyze(database.db)).toEqual(['public.probe']);
    expect(await analyzeTables(database.db)).toEqual({ analysed: ['public.probe'] });
    expect(await lastAnalyzed()).toBe(true);
    expect(await tablesToAnalyze(database.db)).toEqual([]);
    // 1,000 rows: past 50 + 100 changed rows.
    await database.db.execute(sql`insert into probe select generate_series(1, 140)`);
    expect(await tablesToAnalyze(database.db)).toEqual([]);
    // 40 more (ids 1–20 are there twice): 180 changed, past 50 + 110.
    await database.db.execute(sql`delete from probe where id <= 20`);
    expect(await tablesToAnalyze(database.db)).toEqual(['public.probe']);
    expect(await analyzeTables(database.db)).toEqual({ analysed: ['public.probe'] });
    expect(await tablesToAnalyze(database.db)).toEqual([]);
  });
});

describe('the daily ANALYZE job', () => {
  const t = useTestApp({ env: { JOBS_WORKER: 'false' } });

  it('is queued at 04:00 of the configured time zone on the embedded database, and refreshes the statistics; PostgreSQL has autovacuum', async () => {
    const queued = await t.services.db.select().from(jobs).where(eq(jobs.queue, ANALYZE_JOB));
    if (testDriver() === 'postgres') {
      expect(queued).toEqual([]);
      expect(t.services.jobs.registeredQueues).not.toContain(ANALYZE_JOB);
      return;
    }
    expect(queued).toHaveLength(1);
    const [next] = queued;
    const today = dayIn(t.config.timeZone);
    const todayAtFour = zonedInstant(today, 4, t.config.timeZone);
    expect([todayAtFour.getTime(), todayAtFour.getTime() + 86_400_000]).toContain(next?.run_at.getTime());
    expect(next?.run_at.getTime()).toBeGreaterThan(Date.now());

    // Run now: every table of a just-migrated database is analysed, and the next run is queued.
    await t.services.jobs.enqueue(ANALYZE_JOB);
    const job = await t.services.jobs.claim([ANALYZE_JOB]);
    if (!job) throw new Error('the job was not claimed');
    expect(await t.services.jobs.run(job)).toBe('done');
    const analysed = ((await t.services.jobs.get(job.id))?.result as { analysed: string[] }).analysed;
    expect(analysed).toContain('public.cards');
    expect(await tablesToAnalyze(t.services.db)).toEqual([]);
  });
});
