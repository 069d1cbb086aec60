/**
 * Fixed-window counters in PostgreSQL (table auth_rate_limits), shared by every server instance.
 * A key names who is counted (`login-fail:ip:203.0.113.9`); the first hit opens a window, and
 * hits after the window has ended start a new one.
 */
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../database/database.ts';
import { formatWait, tooManyRequests } from '../http/errors.ts';
import { authRateLimits } from './rate-limit.schema.ts';

export interface Limit {
  /** Hits allowed in one window. */
  max: number;
  windowSeconds: number;
  /** What a person reads when refused; `{wait}` becomes "3 minutes". */
  message: string;
}

export interface Window {
  hits: number;
  endsAt: Date;
}

/** Counts one hit on `key` and returns the window it fell in. One statement, so concurrent hits all count. */
export async function hit(db: DbOrTx, key: string, limit: Limit, now = new Date()): Promise<Window> {
  const endsAt = new Date(now.getTime() + limit.windowSeconds * 1000);
  const expired = sql`${authRateLimits.window_ends_at} <= ${now}`;
  const [row] = await db
    .insert(authRateLimits)
    .values({ key, hits: 1, window_ends_at: endsAt })
    .onConflictDoUpdate({
      target: authRateLimits.key,
      set: {
        hits: sql`case when ${expired} then 1 else ${authRateLimits.hits} + 1 end`,
        window_ends_at: sql`case when ${expired} then excluded.window_ends_at else ${authRateLimits.window_ends_at} end`,
      },
    })
    .returning({ hits: authRateLimits.hits, endsAt: authRateLimits.window_ends_at });
  if (!row) throw new Error(`rate limit ${key} was not counted`);
  // Now and then, forget windows that ended long ago, so the table stays small.
  if (Math.random() < 0.01) await sweep(db, now);
  return row;
}

/** The open window of `key`, if any. */
export async function current(db: DbOrTx, key: string, now = new Date()): Promise<Window | undefined> {
  const [row] = await db
    .select({ hits: authRateLimits.hits, endsAt: authRateLimits.window_ends_at })
    .from(authRateLimits)
    .where(and(eq(authRateLimits.key, key), gt(authRateLimits.window_ends_at, now)))
    .limit(1);
  return row;
}

export function refusal(limit: Limit, endsAt: Date, now = new Date()) {
  const seconds = Math.max(1, Math.ceil((endsAt.getTime() - now.getTime()) / 1000));
  return tooManyRequests(seconds, limitMessage(limit.message, seconds));
}

export function limitMessage(template: string, seconds: number): string {
  return template.replace('{wait}', formatWait(seconds));
}

/** Counts a request and refuses it (429 with Retry-After) once the window holds more than `max`. */
export async function consume(db: DbOrTx, key: string, limit: Limit, now = new Date()): Promise<void> {
  const window = await hit(db, key, limit, now);
  if (window.hits > limit.max) throw refusal(limit, window.endsAt, now);
}

/** Refuses when the failures already counted on `key` reached `max` (failures are counted with `hit`). */
export async function assertUnder(db: DbOrTx, key: string, limit: Limit, now = new Date()): Promise<void> {
  const window = await current(db, key, now);
  if (window && window.hits >= limit.max) throw refusal(limit, window.endsAt, now);
}

export async function forget(db: DbOrTx, key: string): Promise<void> {
  await db.delete(authRateLimits).where(eq(authRateLimits.key, key));
}

async function sweep(db: DbOrTx, now: Date): Promise<void> {
  await db.delete(authRateLimits).where(lt(authRateLimits.window_ends_at, new Date(now.getTime() - 24 * 3600_000)));
}
