/**
 * The inspector behind a mobile app request. One statement per request: it counts the request
 * against the per-inspector and per-IP limits (auth_rate_limits, shared by every instance) and
 * reads the session and the inspector, so a revoked session or a deactivated inspector is refused
 * on the very next request and the limits cost no extra round trip.
 */
import { sql } from 'drizzle-orm';
import type { CountedKey, InspectorLoader, MobileActor, MobileActorResult } from '../../platform/auth/mobile-actor.ts';
import { sessions } from '../../platform/auth/sessions.schema.ts';
import type { Db } from '../../platform/database/database.ts';
import { rowsOf } from '../../platform/database/rows.ts';
import { authRateLimits } from '../../platform/rate-limit/rate-limit.schema.ts';
import { mobileUsers } from './mobile-users.schema.ts';

interface Row extends Record<string, unknown> {
  id: number | null;
  name: string | null;
  employee_code: string | null;
  center_id: number | null;
  last_seen_at: string | Date | null;
  counts: Array<{ key: string; hits: number; ends: string }> | string | null;
}

const asDate = (value: string | Date | null): Date | null => (value === null ? null : value instanceof Date ? value : new Date(value));

export async function loadMobileActor(db: Db, sessionId: string, userId: number, counted: readonly CountedKey[], now = new Date()): Promise<MobileActorResult> {
  const values = sql.join(
    counted.map(({ key, limit }) => sql`(${key}, 1, ${new Date(now.getTime() + limit.windowSeconds * 1000)}::timestamptz)`),
    sql`, `,
  );
  const limits = sql.identifier('auth_rate_limits');
  const expired = sql`${limits}.window_ends_at <= ${now}::timestamptz`;
  const result = await db.execute(sql`
    with counted as (
      insert into ${authRateLimits} (key, hits, window_ends_at) values ${values}
      on conflict (key) do update set
        hits = case when ${expired} then 1 else ${limits}.hits + 1 end,
        window_ends_at = case when ${expired} then excluded.window_ends_at else ${limits}.window_ends_at end
      returning key, hits, window_ends_at
    )
    select u.id, u.name, u.employee_code, u.center_id, u.last_seen_at,
      (select json_agg(json_build_object('key', c.key, 'hits', c.hits, 'ends', c.window_ends_at)) from counted c) as counts
    from (select 1) as one
    left join ${sessions} s on s.id = ${sessionId}::uuid and s.subject_type = 'mobile' and s.subject_id = ${userId}
      and s.revoked_at is null and s.expires_at > ${now}::timestamptz
    left join ${mobileUsers} u on u.id = s.subject_id and u.status = 'active'
  `);
  const [row] = rowsOf<Row>(result);
  const counts = typeof row?.counts === 'string' ? (JSON.parse(row.counts) as Array<{ key: string; hits: number; ends: string }>) : (row?.counts ?? []);
  let exceeded: MobileActorResult['exceeded'];
  for (const { key, limit } of counted) {
    const count = counts.find((candidate) => candidate.key === key);
    if (count && count.hits > limit.max) {
      exceeded = { limit, endsAt: new Date(count.ends) };
      break;
    }
  }
  const actor: MobileActor | undefined =
    row && row.id !== null && row.name !== null && row.employee_code !== null
      ? { type: 'mobile', userId: row.id, sessionId, name: row.name, employeeCode: row.employee_code, centerId: row.center_id, lastSeenAt: asDate(row.last_seen_at) }
      : undefined;
  return { actor, exceeded };
}

/** Marks the inspector as seen; at most once a minute, so most requests write nothing. */
export async function touchMobileUser(db: Db, actor: MobileActor, now = new Date()): Promise<void> {
  if (actor.lastSeenAt && now.getTime() - actor.lastSeenAt.getTime() < 60_000) return;
  await db.execute(sql`update ${mobileUsers} set last_seen_at = ${now}::timestamptz where id = ${actor.userId}`);
}

/** The loader the access hook calls on every inspector request (handed over in app.ts). */
export const inspectorLoader = (db: Db): InspectorLoader => ({
  load: (sessionId, userId, counted, now) => loadMobileActor(db, sessionId, userId, counted, now),
  touch: (actor, now) => touchMobileUser(db, actor, now),
});
