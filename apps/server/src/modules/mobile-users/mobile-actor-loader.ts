/**
 * The inspector behind a mobile app request. Every request counts against the per-inspector and
 * per-IP limits (auth_rate_limits, shared by every instance) before anything else runs; this
 * process reserves those hits a few at a time (platform/rate-limit/allowance.ts), so concurrent
 * requests do not queue on a counter's row. The session and the inspector are read in the same
 * statement as a reservation, and kept a few seconds (platform/auth/session-cache.ts, cleared at once by any
 * revocation or deactivation on any instance). So a request costs at most one statement here,
 * usually none.
 */
import { sql } from 'drizzle-orm';
import type { CountedKey, InspectorLoader, MobileActor, MobileActorResult } from '../../platform/auth/mobile-actor.ts';
import { sessions } from '../../platform/auth/sessions.schema.ts';
import type { Database, Db } from '../../platform/database/database.ts';
import { rowsOf } from '../../platform/database/rows.ts';
import { SessionCache } from '../../platform/auth/session-cache.ts';
import { Allowances } from '../../platform/rate-limit/allowance.ts';
import { authRateLimits } from '../../platform/rate-limit/rate-limit.schema.ts';
import { mobileUsers } from './mobile-users.schema.ts';

interface Row extends Record<string, unknown> {
  id: number | null;
  name: string | null;
  employee_code: string | null;
  center_id: number | null;
  last_seen_at: string | Date | null;
  session_expires_at: string | Date | null;
  counts: Window[] | string | null;
}

interface Window {
  key: string;
  hits: number;
  ends: string;
}

const asDate = (value: string | Date | null): Date | null => (value === null ? null : value instanceof Date ? value : new Date(value));

/** This process's memory of limits and sessions (one per running app). */
interface LoaderState {
  allowances: Allowances;
  sessions: SessionCache<MobileActor>;
}

async function loadMobileActor(db: Db, state: LoaderState, sessionId: string, userId: number, counted: readonly CountedKey[], now = new Date()): Promise<MobileActorResult> {
  const taken = await Promise.all(counted.map(({ key }) => state.allowances.takeOrWait(key, now)));
  const reserving = counted.filter((_, index) => !taken[index]).map((count) => ({ ...count, reserved: state.allowances.reservation(count.key, count.limit, now) }));
  if (reserving.length === 0) {
    const known = state.sessions.recall(sessionId, userId, now);
    if (known) return { actor: known, exceeded: undefined };
  }
  const finished = reserving.map(({ key }) => state.allowances.reserve(key));
  try {
    return await readAndReserve(db, state, sessionId, userId, reserving, now);
  } finally {
    for (const finish of finished) finish();
  }
}

async function readAndReserve(db: Db, state: LoaderState, sessionId: string, userId: number, reserving: ReadonlyArray<CountedKey & { reserved: number }>, now: Date): Promise<MobileActorResult> {
  const generation = state.sessions.readGeneration;
  const limits = sql.identifier('auth_rate_limits');
  const expired = sql`${limits}.window_ends_at <= ${now}::timestamptz`;
  const counting = reserving.length
    ? sql`with counted as (
        insert into ${authRateLimits} (key, hits, window_ends_at) values ${sql.join(
          reserving.map(({ key, limit, reserved }) => sql`(${key}, ${reserved}::int, ${new Date(now.getTime() + limit.windowSeconds * 1000)}::timestamptz)`),
          sql`, `,
        )}
        on conflict (key) do update set
          hits = case when ${expired} then excluded.hits else ${limits}.hits + excluded.hits end,
          window_ends_at = case when ${expired} then excluded.window_ends_at else ${limits}.window_ends_at end
        returning key, hits, window_ends_at
      )`
    : sql``;
  const counts = reserving.length ? sql`(select json_agg(json_build_object('key', c.key, 'hits', c.hits, 'ends', c.window_ends_at)) from counted c)` : sql`null`;
  const result = await db.execute(sql`
    ${counting}
    select u.id, u.name, u.employee_code, u.center_id, u.last_seen_at, s.expires_at as session_expires_at, ${counts} as counts
    from (select 1) as one
    left join ${sessions} s on s.id = ${sessionId}::uuid and s.subject_type = 'mobile' and s.subject_id = ${userId}
      and s.revoked_at is null and s.expires_at > ${now}::timestamptz
    left join ${mobileUsers} u on u.id = s.subject_id and u.status = 'active'
  `);
  const [row] = rowsOf<Row>(result);
  const windows = typeof row?.counts === 'string' ? (JSON.parse(row.counts) as Window[]) : (row?.counts ?? []);
  let exceeded: MobileActorResult['exceeded'];
  for (const { key, limit, reserved } of reserving) {
    const window = windows.find((candidate) => candidate.key === key);
    if (!window) throw new Error(`rate limit ${key} was not counted`);
    const endsAt = new Date(window.ends);
    if (!state.allowances.settle(key, limit, reserved, window.hits, endsAt) && !exceeded) exceeded = { limit, endsAt };
  }
  const actor: MobileActor | undefined =
    row && row.id !== null && row.name !== null && row.employee_code !== null
      ? { type: 'mobile', userId: row.id, sessionId, name: row.name, employeeCode: row.employee_code, centerId: row.center_id, lastSeenAt: asDate(row.last_seen_at) }
      : undefined;
  const sessionExpiresAt = asDate(row?.session_expires_at ?? null);
  if (actor && sessionExpiresAt) state.sessions.remember(actor, sessionExpiresAt, generation, now);
  return { actor, exceeded };
}

/** Marks the inspector as seen; at most once a minute, so most requests write nothing. */
async function touchMobileUser(db: Db, actor: MobileActor, now = new Date()): Promise<void> {
  if (actor.lastSeenAt && now.getTime() - actor.lastSeenAt.getTime() < 60_000) return;
  // A remembered actor is shared by later requests: they see the new time and write nothing.
  actor.lastSeenAt = now;
  await db.execute(sql`update ${mobileUsers} set last_seen_at = ${now}::timestamptz where id = ${actor.userId}`);
}

/** The loader the access hook calls on every inspector request (handed over in app.ts). */
export async function inspectorLoader(database: Database): Promise<InspectorLoader> {
  const state: LoaderState = { allowances: new Allowances(), sessions: new SessionCache<MobileActor>() };
  await state.sessions.start(database);
  return {
    load: (sessionId, userId, counted, now) => loadMobileActor(database.db, state, sessionId, userId, counted, now),
    touch: (actor, now) => touchMobileUser(database.db, actor, now),
    close: () => state.sessions.stop(),
  };
}
