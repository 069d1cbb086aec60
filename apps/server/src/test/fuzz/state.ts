/**
 * What a refused request must not change: the row count of every table and the stored files
 * (name and size). Kept by design on a refusal, and so left out: the rate limiters' counters
 * (an attempt is counted before it is checked, docs/api.md), the audit events that record a
 * refused sign-in (`*_failed`, `*_refused*`), and the daily jobs the scheduler queues by itself
 * (payload `{ day }`, platform/jobs/daily-schedule.ts), which a long batch may see appear.
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../platform/database/rows.ts';
import { storedFiles } from '../multipart.ts';
import type { TestApp } from '../test-app.ts';

const KEPT_ON_REFUSAL = new Set(['auth_rate_limits']);
/** The rows that count, where not all do: the others a refusal adds by design, or they appear without any request. */
const ONLY_ROWS: Record<string, string> = {
  audit_events: `action not like '%failed%' and action not like '%refused%'`,
  jobs: `not (payload ? 'day')`,
};

export type State = Map<string, number | string>;

/** One statement for all row counts, so a snapshot costs one round trip. */
async function countStatement(t: TestApp): Promise<string> {
  const result = await t.services.db.execute(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const names = rowsOf<{ name: string }>(result)
    .map((row) => row.name)
    .filter((name) => !KEPT_ON_REFUSAL.has(name));
  return names
    .map((name) => `select '${name}' as name, count(*)::int as rows from "${name}"${ONLY_ROWS[name] ? ` where ${ONLY_ROWS[name]}` : ''}`)
    .join(' union all ');
}

export async function stateReader(t: TestApp): Promise<() => Promise<State>> {
  const statement = await countStatement(t);
  const root = path.join(t.config.dataDir, 'files');
  return async () => {
    const state: State = new Map();
    const result = await t.services.db.execute(sql.raw(statement));
    for (const row of rowsOf<{ name: string; rows: number }>(result)) state.set(`table ${row.name}`, Number(row.rows));
    for (const name of storedFiles(t)) state.set(`file ${name}`, fs.statSync(path.join(root, name)).size);
    return state;
  };
}

/** What differs between two states, one line each ('' when nothing). */
export function difference(before: State, after: State): string {
  const keys = new Set([...before.keys(), ...after.keys()]);
  return [...keys]
    .filter((key) => before.get(key) !== after.get(key))
    .map((key) => `${key}: ${before.get(key) ?? 'absent'} → ${after.get(key) ?? 'absent'}`)
    .join('; ');
}
