/** Reading inspectors for the panel: never the password hash; the depot's name and live phones beside each. */
import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { MobileSession, MobileUser, MobileUserExportQuery, MobileUserListQuery } from '@passdesk/contract/mobile-users/mobile-user';
import { MOBILE_USER_MESSAGES } from '@passdesk/contract/mobile-users/mobile-user';
import type { ListResult } from '@passdesk/contract/http/list';
import type { DbOrTx } from '../../platform/database/database.ts';
import { centers } from '../centers/centers.schema.ts';
import { mobileUsers } from './mobile-users.schema.ts';
import { sessions } from '../../platform/auth/sessions.schema.ts';
import { notFound } from '../../platform/http/errors.ts';
import { filters, listExportRows, runList, type ListPlan, type ListSource } from '../../platform/http/list-query.ts';
import { sortableColumns } from '../../platform/http/sortable-columns.ts';

const activeSessions = sql<number>`(select count(*)::int from ${sessions} where ${sessions.subject_type} = 'mobile' and ${sessions.subject_id} = ${mobileUsers.id} and ${sessions.revoked_at} is null and ${sessions.expires_at} > now())`;

const columns = {
  id: mobileUsers.id,
  name: mobileUsers.name,
  employee_code: mobileUsers.employee_code,
  mobile: mobileUsers.mobile,
  center_id: mobileUsers.center_id,
  center_name: centers.name,
  status: mobileUsers.status,
  last_seen_at: mobileUsers.last_seen_at,
  active_sessions: activeSessions,
  created_at: mobileUsers.created_at,
  updated_at: mobileUsers.updated_at,
};

interface Row {
  id: number;
  name: string;
  employee_code: string;
  mobile: string;
  center_id: number | null;
  center_name: string | null;
  status: 'active' | 'inactive';
  last_seen_at: Date | null;
  active_sessions: number;
  created_at: Date;
  updated_at: Date;
}

const MOBILE_USER_LIST_PLAN: ListPlan<MobileUserListQuery> = {
  sortable: sortableColumns(mobileUsers, { caseless: ['name', 'employee_code'], plain: ['mobile', 'status', 'last_seen_at', 'created_at'] }),
  searchable: [mobileUsers.name, mobileUsers.employee_code, mobileUsers.mobile],
  filters: { status: filters.equals(mobileUsers.status), center_id: filters.equals(mobileUsers.center_id) },
  tieBreaker: mobileUsers.id,
};

function toMobileUser(row: Row): MobileUser {
  return {
    ...row,
    active_sessions: Number(row.active_sessions),
    last_seen_at: row.last_seen_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

function selectMobileUsers(db: DbOrTx) {
  return db.select(columns).from(mobileUsers).leftJoin(centers, eq(centers.id, mobileUsers.center_id));
}

const MOBILE_USER_SOURCE: ListSource<Row> = {
  rows: selectMobileUsers,
  count: (db) => db.select({ total: count() }).from(mobileUsers),
};

export async function listMobileUsers(db: DbOrTx, query: MobileUserListQuery): Promise<ListResult<MobileUser>> {
  const page = await runList(db, MOBILE_USER_SOURCE, MOBILE_USER_LIST_PLAN, query);
  return { ...page, items: page.items.map(toMobileUser) };
}

/** Every inspector matching the export's filters, in the list's order, in keyset batches. */
export async function* eachMobileUser(db: DbOrTx, query: MobileUserExportQuery, batchSize = 500): AsyncGenerator<MobileUser> {
  const listQuery: MobileUserListQuery = { ...query, page: 1, limit: batchSize };
  const rows = listExportRows(
    MOBILE_USER_LIST_PLAN,
    listQuery,
    batchSize,
    (sortKey) => db.select({ ...columns, sort_key: sortKey }).from(mobileUsers).leftJoin(centers, eq(centers.id, mobileUsers.center_id)),
    (row) => ({ key: row.sort_key, id: row.id }),
  );
  for await (const { sort_key: _sortKey, ...row } of rows) yield toMobileUser(row);
}

export async function getMobileUser(db: DbOrTx, id: number): Promise<MobileUser> {
  const [row] = await selectMobileUsers(db).where(eq(mobileUsers.id, id));
  if (!row) throw notFound(MOBILE_USER_MESSAGES.notFound);
  return toMobileUser(row);
}

/** The inspector's live sessions (signed-in phones), newest first. */
export async function listMobileSessions(db: DbOrTx, userId: number): Promise<MobileSession[]> {
  const rows = await db
    .select({ id: sessions.id, created_at: sessions.created_at, expires_at: sessions.expires_at, ip: sessions.ip, user_agent: sessions.user_agent })
    .from(sessions)
    .where(and(eq(sessions.subject_type, 'mobile'), eq(sessions.subject_id, userId), isNull(sessions.revoked_at), gt(sessions.expires_at, new Date())))
    .orderBy(sql`${sessions.created_at} desc`);
  return rows.map((row) => ({ ...row, created_at: row.created_at.toISOString(), expires_at: row.expires_at.toISOString() }));
}
