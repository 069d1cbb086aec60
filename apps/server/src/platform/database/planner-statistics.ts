/**
 * The planner's statistics on the embedded database. PostgreSQL's autovacuum ANALYZEs a table once
 * enough of it changed; PGlite runs no autovacuum, so without this an embedded installation's
 * planner would never learn how many cards there are or how common a name is, and the card list's
 * choices (the word search's walk or sort, the estimated total; docs/architecture.md, "Cards")
 * would rest on guesses. A daily job (at a quiet hour: an ANALYZE of a million cards holds PGlite's
 * one connection for a few seconds) ANALYZEs the tables autovacuum would: never analysed, or
 * changed by more than 50 rows plus a tenth of their rows since (PostgreSQL's default
 * `autovacuum_analyze_threshold` and `autovacuum_analyze_scale_factor`). On PostgreSQL the job is
 * neither registered nor queued: autovacuum does it.
 */
import { sql } from 'drizzle-orm';
import type { JobQueue } from '../jobs/job-queue.ts';
import { scheduleNextDailyRun, scheduleTomorrowsRun, type DailyJob } from '../jobs/daily-schedule.ts';
import type { Database, Db } from './database.ts';
import { rowsOf } from './rows.ts';

export const ANALYZE_JOB = 'database.analyze';
/** At 04:00 of the configured time zone (after the report clean-up at 03:00). */
const ANALYZE: DailyJob = { name: ANALYZE_JOB, hour: 4 };
/** PostgreSQL's defaults for autovacuum's ANALYZE: a table is analysed past threshold + scale × its rows changed. */
const ANALYZE_THRESHOLD = 50;
const ANALYZE_SCALE_FACTOR = 0.1;

/** This database's tables whose statistics autovacuum would refresh now. */
export async function tablesToAnalyze(db: Db): Promise<string[]> {
  // The counters a statement just changed reach pg_stat_user_tables when they are next flushed (at most once a second): flushed now.
  await db.execute(sql`select pg_stat_force_next_flush()`);
  const rows = rowsOf<{ name: string }>(
    await db.execute(sql`
      select quote_ident(schemaname) || '.' || quote_ident(relname) as name
      from pg_stat_user_tables
      where last_analyze is null and last_autoanalyze is null
         or n_mod_since_analyze > ${ANALYZE_THRESHOLD}::float8 + ${ANALYZE_SCALE_FACTOR}::float8 * n_live_tup
      order by schemaname, relname`),
  );
  return rows.map((row) => row.name);
}

/** ANALYZEs, one at a time, the tables autovacuum would; answers their names. */
export async function analyzeTables(db: Db): Promise<{ analysed: string[] }> {
  const analysed: string[] = [];
  for (const table of await tablesToAnalyze(db)) {
    await db.execute(sql.raw(`analyze ${table}`));
    analysed.push(table);
  }
  return { analysed };
}

/**
 * On the embedded database: registers the daily job and queues its next run (today's if the hour
 * is still ahead, else tomorrow's), unless one is queued. Nothing on PostgreSQL.
 */
export async function keepPlannerStatistics(database: Pick<Database, 'kind' | 'db'>, jobs: JobQueue, timeZone: string, now = new Date()): Promise<boolean> {
  if (database.kind !== 'pglite') return false;
  jobs.register(ANALYZE_JOB, async () => {
    const result = await analyzeTables(database.db);
    await scheduleTomorrowsRun(database.db, jobs, ANALYZE, timeZone);
    return result;
  });
  return scheduleNextDailyRun(database.db, jobs, ANALYZE, timeZone, now);
}
