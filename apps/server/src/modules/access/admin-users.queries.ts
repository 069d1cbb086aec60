/** Reading admin users for the panel: never the password hash, always the roles in order. */
import { asc, count, eq, exists, inArray, sql } from 'drizzle-orm';
import type { AdminUser, AdminUserListQuery, AdminUserOptions } from '@passdesk/contract/access/admin-user-payloads';
import type { ListResult } from '@passdesk/contract/http/list';
import type { DbOrTx } from '../../platform/database/database.ts';
import { adminUsers, roles, userRoles } from './access.schema.ts';
import { centers } from '../centers/centers.schema.ts';
import { notFound } from '../../platform/http/errors.ts';
import { filters, runList, type ListPlan, type ListSource } from '../../platform/http/list-query.ts';
import { sortableColumns } from '../../platform/http/sortable-columns.ts';
import { mediaUrl } from '../media/media-url.ts';
import { secondFactorHeld } from '../second-factor/factor-held.ts';

export const USER_NOT_FOUND = 'User not found';

/** A staff member's own fields, as the users list and view and the signed-in user's `me` answer them. */
export const ADMIN_USER_PROFILE_COLUMNS = {
  id: adminUsers.id,
  first_name: adminUsers.first_name,
  last_name: adminUsers.last_name,
  email: adminUsers.email,
  mobile: adminUsers.mobile,
  profile_image: adminUsers.profile_image,
  user_type: adminUsers.user_type,
  status: adminUsers.status,
  center_id: adminUsers.center_id,
  last_login_at: adminUsers.last_login_at,
  must_change_password: adminUsers.must_change_password,
};

const columns = {
  ...ADMIN_USER_PROFILE_COLUMNS,
  center_name: centers.name,
  second_factor: secondFactorHeld(adminUsers.id),
  created_at: adminUsers.created_at,
  updated_at: adminUsers.updated_at,
};

type Row = Omit<typeof adminUsers.$inferSelect, 'password_hash' | 'password_changed_at'> & {
  center_name: string | null;
  second_factor: boolean;
};
type RoleRef = { id: number; name: string };

/** Names sort ignoring case; every search word must match a name, the email or the mobile. */
const LIST_PLAN: ListPlan<AdminUserListQuery> = {
  sortable: sortableColumns(adminUsers, { caseless: ['first_name', 'last_name', 'email'], plain: ['user_type', 'status', 'last_login_at', 'created_at'] }),
  searchable: [adminUsers.first_name, adminUsers.last_name, adminUsers.email, adminUsers.mobile],
  filters: {
    // The user holds the role in any position.
    role_id: (roleId) =>
      exists(sql`(select 1 from ${userRoles} where ${userRoles.user_id} = ${adminUsers.id} and ${userRoles.role_id} = ${roleId})`),
    status: filters.equals(adminUsers.status),
    user_type: filters.equals(adminUsers.user_type),
  },
  tieBreaker: adminUsers.id,
};

/** Each user's roles, in their order (position 0 first). */
async function rolesOf(db: DbOrTx, userIds: number[]): Promise<Map<number, RoleRef[]>> {
  const byUser = new Map<number, RoleRef[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return byUser;
  const rows = await db
    .select({ userId: userRoles.user_id, id: roles.id, name: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.role_id))
    .where(inArray(userRoles.user_id, userIds))
    .orderBy(asc(userRoles.position), asc(roles.id));
  for (const row of rows) byUser.get(row.userId)?.push({ id: row.id, name: row.name });
  return byUser;
}

function toAdminUser(row: Row, userRoleList: RoleRef[] | undefined): AdminUser {
  return {
    ...row,
    profile_image: mediaUrl(row.profile_image),
    roles: userRoleList ?? [],
    last_login_at: row.last_login_at ? row.last_login_at.toISOString() : null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** The users with their center's name; the filters need no join, so the total counts users alone. */
const LIST_SOURCE: ListSource<Row> = {
  rows: (db) => db.select(columns).from(adminUsers).leftJoin(centers, eq(centers.id, adminUsers.center_id)),
  count: (db) => db.select({ total: count() }).from(adminUsers),
};

export async function listAdminUsers(db: DbOrTx, query: AdminUserListQuery): Promise<ListResult<AdminUser>> {
  const page = await runList(db, LIST_SOURCE, LIST_PLAN, query);
  const userRoleLists = await rolesOf(db, page.items.map((row) => row.id));
  return { ...page, items: page.items.map((row) => toAdminUser(row, userRoleLists.get(row.id))) };
}

export async function getAdminUser(db: DbOrTx, id: number): Promise<AdminUser> {
  const [row] = await db.select(columns).from(adminUsers).leftJoin(centers, eq(centers.id, adminUsers.center_id)).where(eq(adminUsers.id, id));
  if (!row) throw notFound(USER_NOT_FOUND);
  const userRoleList = await rolesOf(db, [id]);
  return toAdminUser(row, userRoleList.get(id));
}

/** Every role and center, for the user form's pickers (its user may not read Center Management). */
export async function adminUserOptions(db: DbOrTx): Promise<AdminUserOptions> {
  const roleRows = await db.select({ id: roles.id, name: roles.name }).from(roles).orderBy(asc(sql`lower(${roles.name})`), asc(roles.id));
  const centerRows = await db
    .select({ id: centers.id, name: centers.name, code: centers.code, status: centers.status })
    .from(centers)
    .orderBy(asc(sql`lower(${centers.name})`), asc(centers.id));
  return { roles: roleRows, centers: centerRows };
}
