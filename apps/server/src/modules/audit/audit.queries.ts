/**
 * Reading the audit trail for super admins: events with their actor's name, filtered by user,
 * entity, action and day. The stored changes are masked once more on the way out (maskChanges is
 * idempotent), so a row written by any path shows no personal data.
 */
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { AuditEvent, AuditListQuery, AuditOptions } from '@passdesk/contract/audit/audit';
import { EXACT_TOTAL_UP_TO, type ListResult } from '@passdesk/contract/http/list';
import { auditEvents } from '../../platform/audit/audit.schema.ts';
import { maskChanges } from '../../platform/audit/audit.ts';
import type { DbOrTx } from '../../platform/database/database.ts';
import { notFound } from '../../platform/http/errors.ts';
import { filters, listExportRows, runList, type ListPlan, type ListSource } from '../../platform/http/list-query.ts';
import { zonedDayRange } from '../../platform/time/zoned-time.ts';
import { adminUsers } from '../access/access.schema.ts';
import { mobileUsers } from '../mobile-users/mobile-users.schema.ts';

export const AUDIT_EVENT_NOT_FOUND = 'Audit event not found';

/** Dates are days in the server's time zone (TIME_ZONE), as staff read them. */
export function auditListPlan(timeZone: string): ListPlan<AuditListQuery> {
  return {
    sortable: { occurred_at: auditEvents.occurred_at, action: auditEvents.action, entity: auditEvents.entity },
    searchable: [auditEvents.action, auditEvents.entity, auditEvents.entity_id, auditEvents.ip],
    filters: {
      user_id: (id) => and(eq(auditEvents.actor_type, 'admin'), eq(auditEvents.actor_id, id)),
      entity: filters.equals(auditEvents.entity),
      action: filters.equals(auditEvents.action),
      from: (day) => sql`${auditEvents.occurred_at} >= ${zonedDayRange(day, day, timeZone).start}`,
      to: (day) => sql`${auditEvents.occurred_at} < ${zonedDayRange(day, day, timeZone).end}`,
    },
    tieBreaker: auditEvents.id,
  };
}

const actorName = sql<string | null>`case ${auditEvents.actor_type}
  when 'admin' then trim(${adminUsers.first_name} || ' ' || coalesce(${adminUsers.last_name}, ''))
  when 'mobile' then ${mobileUsers.name} end`;

/** `sortKey`: the list's sort key as text, selected for keyset reading (listSortKey). */
function selectEvents(db: DbOrTx, sortKey: SQL<string | null> = sql<string | null>`null`) {
  return db
    .select({ sort_key: sortKey, event: auditEvents, actor_name: actorName })
    .from(auditEvents)
    .leftJoin(adminUsers, and(eq(auditEvents.actor_type, 'admin'), eq(adminUsers.id, auditEvents.actor_id)))
    .leftJoin(mobileUsers, and(eq(auditEvents.actor_type, 'mobile'), eq(mobileUsers.id, auditEvents.actor_id)));
}

type Row = Awaited<ReturnType<ReturnType<typeof selectEvents>['execute']>>[number];

function toAuditEvent({ event, actor_name }: Row): AuditEvent {
  return {
    id: event.id,
    occurred_at: event.occurred_at.toISOString(),
    actor_type: event.actor_type,
    actor_id: event.actor_id,
    actor_name: actor_name || null,
    action: event.action,
    entity: event.entity,
    entity_id: event.entity_id,
    changes: event.changes ? maskChanges(event.changes) : null,
    ip: event.ip,
    user_agent: event.user_agent,
    request_id: event.request_id,
  };
}

/** The trail grows without end: unfiltered and above EXACT_TOTAL_UP_TO events, the total is the planner's estimate. */
const LIST_SOURCE: ListSource<Row> = {
  rows: (db) => selectEvents(db),
  count: (db) => db.select({ total: sql<number>`count(*)::int` }).from(auditEvents),
  total: { kind: 'estimated', exactUpTo: EXACT_TOTAL_UP_TO },
};

export async function listAuditEvents(db: DbOrTx, query: AuditListQuery, timeZone: string): Promise<ListResult<AuditEvent>> {
  const page = await runList(db, LIST_SOURCE, auditListPlan(timeZone), query);
  return { ...page, items: page.items.map(toAuditEvent) };
}

export async function getAuditEvent(db: DbOrTx, id: number): Promise<AuditEvent> {
  const [row] = await selectEvents(db).where(eq(auditEvents.id, id));
  if (!row) throw notFound(AUDIT_EVENT_NOT_FOUND);
  return toAuditEvent(row);
}

/** Every event matching the list's filters, in its order, in keyset batches, for the streamed CSV. */
export async function* eachAuditEvent(db: DbOrTx, query: AuditListQuery, timeZone: string, batchSize = 1000): AsyncGenerator<AuditEvent> {
  const rows = listExportRows(auditListPlan(timeZone), query, batchSize, (sortKey) => selectEvents(db, sortKey), (row) => ({ key: row.sort_key, id: row.event.id }));
  for await (const row of rows) yield toAuditEvent(row);
}

/** Staff members, and the entities and actions the trail holds, for the filters. */
export async function auditOptions(db: DbOrTx): Promise<AuditOptions> {
  const users = await db
    .select({ id: adminUsers.id, name: sql<string>`trim(${adminUsers.first_name} || ' ' || coalesce(${adminUsers.last_name}, ''))` })
    .from(adminUsers)
    .orderBy(asc(sql`lower(${adminUsers.first_name})`), asc(adminUsers.id));
  const entities = await db.selectDistinct({ value: auditEvents.entity }).from(auditEvents).orderBy(asc(auditEvents.entity));
  const actions = await db.selectDistinct({ value: auditEvents.action }).from(auditEvents).orderBy(asc(auditEvents.action));
  return { users, entities: entities.map((row) => row.value), actions: actions.map((row) => row.value) };
}
