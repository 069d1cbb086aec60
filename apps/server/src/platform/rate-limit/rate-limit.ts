/**
 * Fixed-window counters in PostgreSQL (table auth_rate_limits), shared by every server instance.
 * A key names who is counted (`login:ip:203.0.113.9`); the first hit opens a window, and hits
 * after the window has ended start a new one.
 *
 * One primitive, `consume`: count an attempt and refuse it when the window is full, in a single
 * INSERT … ON CONFLICT DO UPDATE … RETURNING, *before* the expensive check (argon2, a query). So N
 * parallel requests cost N attempts and at most `max` of them are ever evaluated
 * (docs/api.md "Brute force"). A limiter that only counts failures gives a successful
 * attempt back afterwards (`giveBack`, `forget`); there is deliberately no "check, then count".
 */
import { createHash } from 'node:crypto';
import { eq, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../database/database.ts';
import { formatWait, tooManyRequests } from '../http/errors.ts';
import { authRateLimits } from './rate-limit.schema.ts';

export interface Limit {
  /** Attempts allowed in one window. */
  max: number;
  windowSeconds: number;
  /** What a person reads when refused; `{wait}` becomes "3 minutes". */
  message: string;
}

export interface Window {
  hits: number;
  endsAt: Date;
}

/**
 * Counts one attempt on `key` and returns the window it fell in. One statement: concurrent
 * attempts are serialised by the row lock, so each sees its own count.
 */
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

export function refusal(limit: Limit, endsAt: Date, now = new Date()) {
  const seconds = Math.max(1, Math.ceil((endsAt.getTime() - now.getTime()) / 1000));
  return tooManyRequests(seconds, limitMessage(limit.message, seconds));
}

function limitMessage(template: string, seconds: number): string {
  return template.replace('{wait}', formatWait(seconds));
}

/**
 * Consumes an attempt or refuses: counts it on `key` and throws 429 (with Retry-After) when the
 * window already held `max`. Call it before the work it protects.
 */
export async function consume(db: DbOrTx, key: string, limit: Limit, now = new Date()): Promise<Window> {
  const window = await hit(db, key, limit, now);
  if (window.hits > limit.max) throw refusal(limit, window.endsAt, now);
  return window;
}

/** Like `consume`, for callers that answer a refusal their own way: false when the window was full. */
export async function tryConsume(db: DbOrTx, key: string, limit: Limit, now = new Date()): Promise<boolean> {
  return (await hit(db, key, limit, now)).hits <= limit.max;
}

/** Returns one attempt taken on `key` (the attempt succeeded, and only failures should count). */
export async function giveBack(db: DbOrTx, key: string): Promise<void> {
  await db
    .update(authRateLimits)
    .set({ hits: sql`greatest(${authRateLimits.hits} - 1, 0)` })
    .where(eq(authRateLimits.key, key));
}

export async function forget(db: DbOrTx, key: string): Promise<void> {
  await db.delete(authRateLimits).where(eq(authRateLimits.key, key));
}

/** Forgets every counter whose key starts with `prefix` (e.g. an account's locks from every source). */
export async function forgetAll(db: DbOrTx, prefix: string): Promise<void> {
  await db.delete(authRateLimits).where(sql`left(${authRateLimits.key}, ${prefix.length}) = ${prefix}`);
}

/**
 * An email (or other identity) as a fixed-length key part: keys stay within the column's 320
 * characters whatever was typed, and the table holds no addresses.
 */
export function keyPart(identity: string): string {
  return createHash('sha256').update(identity).digest('hex').slice(0, 32);
}

async function sweep(db: DbOrTx, now: Date): Promise<void> {
  await db.delete(authRateLimits).where(lt(authRateLimits.window_ends_at, new Date(now.getTime() - 24 * 3600_000)));
}
