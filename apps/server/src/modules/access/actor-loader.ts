/**
 * Who is making a request: the session, the user and the user's rights, read in one statement and
 * kept a few seconds per session (platform/auth/session-cache.ts): any revocation or change of
 * rights clears what is kept, on every instance, so rights never go stale.
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { PermissionFlags } from '@passdesk/contract/access/permissions';
import type { ActorRole, AdminActor, AdminActorLoader } from '../../platform/auth/actor.ts';
import { sessions } from '../../platform/auth/sessions.schema.ts';
import { SessionCache } from '../../platform/auth/session-cache.ts';
import type { Database, Db, DbOrTx } from '../../platform/database/database.ts';
import { preparedStatement } from '../../platform/database/prepared.ts';
import { adminUsers, permissions, rolePermissions, roles, userRoles } from './access.schema.ts';

type ActorValues = { session_id: string; user_id: number; now: Date };
type ActorRow = { userId: number; userType: AdminActor['userType']; email: string; status: string; mustChangePassword: boolean; mustEnrolSecondFactor: boolean; expiresAt: Date | string } & RoleFlagRow;

const value = (name: keyof ActorValues) => sql.placeholder(name);

/**
 * The session, the user and every role flag in one statement, built once and prepared on
 * PostgreSQL (parsed and planned once per pooled connection): it runs before every signed-in
 * request, and building and planning its six-table join each time cost more than the join itself.
 */
const actorStatement = preparedStatement<ActorValues, ActorRow>(
  'passdesk_load_admin_actor',
  sql`
    select ${adminUsers.id} as "userId", ${adminUsers.user_type} as "userType", ${adminUsers.email} as email, ${adminUsers.status} as status, ${adminUsers.must_change_password} as "mustChangePassword", ${sessions.must_enrol_second_factor} as "mustEnrolSecondFactor", ${sessions.expires_at} as "expiresAt",
      ${roles.id} as "roleId", ${roles.name} as "roleName", ${permissions.name} as permission,
      ${rolePermissions.can_read} as read, ${rolePermissions.can_create} as create, ${rolePermissions.can_update} as update, ${rolePermissions.can_delete} as delete
    from ${sessions}
    join ${adminUsers} on ${adminUsers.id} = ${sessions.subject_id}
    left join ${userRoles} on ${userRoles.user_id} = ${adminUsers.id}
    left join ${roles} on ${roles.id} = ${userRoles.role_id}
    left join ${rolePermissions} on ${rolePermissions.role_id} = ${roles.id}
    left join ${permissions} on ${permissions.id} = ${rolePermissions.permission_id}
    where ${sessions.id} = ${value('session_id')}::uuid and ${sessions.subject_type} = 'admin' and ${sessions.subject_id} = ${value('user_id')}::int
      and ${sessions.revoked_at} is null and ${sessions.expires_at} > ${value('now')}::timestamptz
    order by ${userRoles.position} asc, ${roles.id} asc
  `,
);

/** The admin user behind a live session and when that session expires, or undefined when the session or the user is not valid. */
async function readAdminActor(db: Db, sessionId: string, userId: number, now: Date): Promise<{ actor: AdminActor; expiresAt: Date } | undefined> {
  const rows = await actorStatement.run(db, { session_id: sessionId, user_id: userId, now });
  const [first] = rows;
  if (!first || first.status !== 'active') return undefined;
  const actor: AdminActor = { type: 'admin', userId: first.userId, sessionId, userType: first.userType, email: first.email, roles: groupRoles(rows), mustChangePassword: first.mustChangePassword, mustEnrolSecondFactor: first.mustEnrolSecondFactor };
  return { actor, expiresAt: first.expiresAt instanceof Date ? first.expiresAt : new Date(first.expiresAt) };
}

/**
 * The admin user behind a live session, or undefined when the session or the user is not valid.
 * One round trip: the session, the user and every role flag come back together.
 */
export async function loadAdminActor(db: Db, sessionId: string, userId: number): Promise<AdminActor | undefined> {
  return (await readAdminActor(db, sessionId, userId, new Date()))?.actor;
}

/**
 * The loader the access hook calls on every signed-in request (handed over in app.ts): an actor
 * checked in the last few seconds is answered from memory, which every revocation or change of
 * rights clears at once (platform/auth/session-cache.ts).
 */
export async function adminActorLoader(database: Database): Promise<{ load: AdminActorLoader; close(): Promise<void> }> {
  const cache = new SessionCache<AdminActor>();
  await cache.start(database);
  return {
    async load(sessionId, userId) {
      const now = new Date();
      const known = cache.recall(sessionId, userId, now);
      if (known) return known;
      const generation = cache.readGeneration;
      const found = await readAdminActor(database.db, sessionId, userId, now);
      if (found) cache.remember(found.actor, found.expiresAt, generation, now);
      return found?.actor;
    },
    close: () => cache.stop(),
  };
}

const ROLE_FLAG_COLUMNS = {
  roleId: roles.id,
  roleName: roles.name,
  permission: permissions.name,
  read: rolePermissions.can_read,
  create: rolePermissions.can_create,
  update: rolePermissions.can_update,
  delete: rolePermissions.can_delete,
};

interface RoleFlagRow {
  roleId: number | null;
  roleName: string | null;
  permission: string | null;
  read: boolean | null;
  create: boolean | null;
  update: boolean | null;
  delete: boolean | null;
}

/** Folds joined role/permission rows (already in role order) into roles with permission maps. */
function groupRoles(rows: readonly RoleFlagRow[]): ActorRole[] {
  const byRole = new Map<number, ActorRole>();
  for (const row of rows) {
    if (row.roleId === null || row.roleName === null) continue;
    let role = byRole.get(row.roleId);
    if (!role) {
      role = { id: row.roleId, name: row.roleName, permissions: {} };
      byRole.set(row.roleId, role);
    }
    if (row.permission) {
      const flags: PermissionFlags = { read: row.read ?? false, create: row.create ?? false, update: row.update ?? false, delete: row.delete ?? false };
      role.permissions[row.permission] = flags;
    }
  }
  return [...byRole.values()];
}

/** A user's roles in order, each with its permission map keyed by permission name. */
export async function loadRoles(db: DbOrTx, userId: number): Promise<ActorRole[]> {
  const rows = await db
    .select(ROLE_FLAG_COLUMNS)
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.role_id))
    .leftJoin(rolePermissions, eq(rolePermissions.role_id, roles.id))
    .leftJoin(permissions, eq(permissions.id, rolePermissions.permission_id))
    .where(eq(userRoles.user_id, userId))
    .orderBy(asc(userRoles.position), asc(roles.id));
  return groupRoles(rows);
}
