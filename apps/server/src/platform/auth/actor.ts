/** Who is making a request: loaded fresh from the database on every request, so rights never go stale. */
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { PermissionFlags, PermissionMap } from '@passdesk/contract/access/permissions';
import type { Db } from '../database/database.ts';
import { adminUsers, permissions, rolePermissions, roles, sessions, userRoles } from '../database/schema.ts';

export interface ActorRole {
  id: number;
  name: string;
  permissions: PermissionMap;
}

export interface AdminActor {
  type: 'admin';
  userId: number;
  sessionId: string;
  userType: 'super_admin' | 'admin' | 'staff';
  email: string;
  roles: ActorRole[];
}

/** The admin user behind a live session, or undefined when the session or the user is not valid. */
export async function loadAdminActor(db: Db, sessionId: string, userId: number): Promise<AdminActor | undefined> {
  const [row] = await db
    .select({ userId: adminUsers.id, userType: adminUsers.user_type, email: adminUsers.email, status: adminUsers.status })
    .from(sessions)
    .innerJoin(adminUsers, eq(adminUsers.id, sessions.subject_id))
    .where(
      and(
        eq(sessions.id, sessionId),
        eq(sessions.subject_type, 'admin'),
        eq(sessions.subject_id, userId),
        isNull(sessions.revoked_at),
        gt(sessions.expires_at, new Date()),
      ),
    )
    .limit(1);
  if (!row || row.status !== 'active') return undefined;
  return { type: 'admin', userId: row.userId, sessionId, userType: row.userType, email: row.email, roles: await loadRoles(db, userId) };
}

/** A user's roles in order, each with its permission map keyed by permission name. */
export async function loadRoles(db: Db, userId: number): Promise<ActorRole[]> {
  const rows = await db
    .select({
      roleId: roles.id,
      roleName: roles.name,
      position: userRoles.position,
      permission: permissions.name,
      read: rolePermissions.can_read,
      create: rolePermissions.can_create,
      update: rolePermissions.can_update,
      delete: rolePermissions.can_delete,
    })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.role_id))
    .leftJoin(rolePermissions, eq(rolePermissions.role_id, roles.id))
    .leftJoin(permissions, eq(permissions.id, rolePermissions.permission_id))
    .where(eq(userRoles.user_id, userId))
    .orderBy(asc(userRoles.position), asc(roles.id));
  const byRole = new Map<number, ActorRole>();
  for (const row of rows) {
    let role = byRole.get(row.roleId);
    if (!role) {
      role = { id: row.roleId, name: row.roleName, permissions: {} };
      byRole.set(row.roleId, role);
    }
    if (row.permission) {
      const flags: PermissionFlags = {
        read: row.read ?? false,
        create: row.create ?? false,
        update: row.update ?? false,
        delete: row.delete ?? false,
      };
      role.permissions[row.permission] = flags;
    }
  }
  return [...byRole.values()];
}
