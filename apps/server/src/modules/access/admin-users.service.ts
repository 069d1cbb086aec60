/**
 * Admin users: who may sign in to the panel, with which roles. The rules that keep the panel
 * reachable live here: nobody removes their own access or the last active super admin, and only
 * a super admin makes or changes another super admin.
 */
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AdminUser, AdminUserCreate, AdminUserUpdate } from '@passdesk/contract/access/admin-user-payloads';
import { ADMIN_USER_MESSAGES } from '@passdesk/contract/access/admin-user-payloads';
import { audit } from '../../platform/audit/audit.ts';
import { requireAdmin } from '../../platform/auth/access.ts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { revokeAllSessions } from '../../platform/auth/sessions.ts';
import type { Db, Tx } from '../../platform/database/database.ts';
import { adminUsers, centers, roles, userRoles } from '../../platform/database/schema.ts';
import { conflict, forbidden, notFound, pgErrorCode, unprocessable } from '../../platform/http/errors.ts';
import { assertFree, takenOr, type UniqueText } from './unique.ts';
import { getAdminUser, USER_NOT_FOUND } from './admin-users.queries.ts';
import type { AdminActor } from '../../platform/auth/actor.ts';
import { assertGrantable } from './escalation.ts';
import { getRole } from './roles.service.ts';

export const ADMIN_USER_RULES = {
  onlySuperAdminCreates: 'Only a super admin can create a super admin',
  onlySuperAdminChanges: 'Only a super admin can change or delete a super admin',
  selfDeactivate: 'You cannot deactivate your own account',
  selfDelete: 'You cannot delete your own account',
  lastSuperAdminDemote: 'The last active super admin cannot be deactivated or lose the super admin type',
  lastSuperAdminDelete: 'The last active super admin cannot be deleted',
  unknownRole: 'Choose roles that exist',
  unknownCenter: 'Choose a center that exists',
  linked: 'This user is linked to other records and cannot be deleted. Deactivate the user instead.',
} as const;

/** Serialises writes that could remove the last active super admin (two demotions at once). */
const SUPER_ADMIN_LOCK = 5063658333;

async function lockAdminWrites(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${SUPER_ADMIN_LOCK})`);
}

async function otherActiveSuperAdmins(tx: Tx, exceptId: number): Promise<number> {
  const rows = await tx
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(and(eq(adminUsers.user_type, 'super_admin'), eq(adminUsers.status, 'active'), ne(adminUsers.id, exceptId)));
  return rows.length;
}

const UNIQUE_EMAIL: UniqueText = {
  table: adminUsers,
  id: adminUsers.id,
  column: adminUsers.email,
  constraint: 'admin_users_email_lower_key',
  field: 'email',
  message: ADMIN_USER_MESSAGES.emailTaken,
};

async function assertReferencesExist(tx: Tx, body: AdminUserUpdate): Promise<void> {
  if (body.role_ids.length > 0) {
    const found = await tx.select({ id: roles.id }).from(roles).where(inArray(roles.id, body.role_ids));
    if (found.length !== body.role_ids.length) {
      throw unprocessable(ADMIN_USER_RULES.unknownRole, { role_ids: ADMIN_USER_RULES.unknownRole });
    }
  }
  if (body.center_id !== null) {
    const [center] = await tx.select({ id: centers.id }).from(centers).where(eq(centers.id, body.center_id));
    if (!center) throw unprocessable(ADMIN_USER_RULES.unknownCenter, { center_id: ADMIN_USER_RULES.unknownCenter });
  }
}

/** Roles newly given to a user may grant only rights the actor holds (see escalation.ts). */
async function assertRolesGrantable(tx: Tx, actor: AdminActor, roleIds: number[], alreadyHeld: number[] = []): Promise<void> {
  if (actor.userType === 'super_admin') return;
  for (const roleId of roleIds) {
    if (alreadyHeld.includes(roleId)) continue;
    assertGrantable(actor, (await getRole(tx, roleId)).permissions);
  }
}

/** position 0 is the first role, the one the panel's route guard checks. */
async function writeRoles(tx: Tx, userId: number, roleIds: number[]): Promise<void> {
  await tx.delete(userRoles).where(eq(userRoles.user_id, userId));
  if (roleIds.length > 0) {
    await tx.insert(userRoles).values(roleIds.map((roleId, position) => ({ user_id: userId, role_id: roleId, position })));
  }
}

const profileOf = (body: AdminUserUpdate) => ({
  first_name: body.first_name,
  last_name: body.last_name,
  email: body.email,
  mobile: body.mobile,
  user_type: body.user_type,
  center_id: body.center_id,
  status: body.status,
});

export async function createAdminUser(db: Db, request: FastifyRequest, body: AdminUserCreate): Promise<AdminUser> {
  const actor = requireAdmin(request);
  if (body.user_type === 'super_admin' && actor.userType !== 'super_admin') throw forbidden(ADMIN_USER_RULES.onlySuperAdminCreates);
  const passwordHash = await hashPassword(body.password);
  return db
    .transaction(async (tx) => {
      await assertFree(tx, UNIQUE_EMAIL, body.email);
      await assertReferencesExist(tx, body);
      await assertRolesGrantable(tx, actor, body.role_ids);
      const [row] = await tx
        .insert(adminUsers)
        .values({ ...profileOf(body), password_hash: passwordHash, password_changed_at: new Date() })
        .returning({ id: adminUsers.id });
      if (!row) throw new Error('admin user insert returned nothing');
      await writeRoles(tx, row.id, body.role_ids);
      await audit(tx, request, { action: 'create', entity: 'admin_user', entityId: row.id, changes: { ...profileOf(body), role_ids: body.role_ids } });
      return getAdminUser(tx, row.id);
    })
    .catch(takenOr(UNIQUE_EMAIL));
}

/** The fields whose value differs, with their new value (for the audit log). */
function changedFields(before: AdminUser, body: AdminUserUpdate): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(profileOf(body))) {
    if (before[key as keyof AdminUser] !== value) changes[key] = value;
  }
  const beforeRoles = before.roles.map((role) => role.id);
  if (beforeRoles.join(',') !== body.role_ids.join(',')) changes.role_ids = body.role_ids;
  return changes;
}

export async function updateAdminUser(db: Db, request: FastifyRequest, id: number, body: AdminUserUpdate): Promise<AdminUser> {
  const actor = requireAdmin(request);
  return db
    .transaction(async (tx) => {
      await lockAdminWrites(tx);
      const before = await getAdminUser(tx, id);
      const touchesSuperAdmin = before.user_type === 'super_admin' || body.user_type === 'super_admin';
      if (touchesSuperAdmin && actor.userType !== 'super_admin') throw forbidden(ADMIN_USER_RULES.onlySuperAdminChanges);
      if (id === actor.userId && body.status === 'inactive') {
        throw unprocessable(ADMIN_USER_RULES.selfDeactivate, { status: ADMIN_USER_RULES.selfDeactivate });
      }
      const losesSuperAdmin = before.user_type === 'super_admin' && before.status === 'active' && (body.status !== 'active' || body.user_type !== 'super_admin');
      if (losesSuperAdmin && (await otherActiveSuperAdmins(tx, id)) === 0) throw conflict(ADMIN_USER_RULES.lastSuperAdminDemote);
      await assertFree(tx, UNIQUE_EMAIL, body.email, id);
      await assertReferencesExist(tx, body);
      await assertRolesGrantable(tx, actor, body.role_ids, before.roles.map((role) => role.id));
      await tx.update(adminUsers).set(profileOf(body)).where(eq(adminUsers.id, id));
      await writeRoles(tx, id, body.role_ids);
      // A deactivated user is signed out everywhere at once.
      if (before.status === 'active' && body.status === 'inactive') await revokeAllSessions(tx, 'admin', id);
      await audit(tx, request, { action: 'update', entity: 'admin_user', entityId: id, changes: changedFields(before, body) });
      return getAdminUser(tx, id);
    })
    .catch(takenOr(UNIQUE_EMAIL));
}

export async function deleteAdminUser(db: Db, request: FastifyRequest, id: number): Promise<void> {
  const actor = requireAdmin(request);
  await db
    .transaction(async (tx) => {
      await lockAdminWrites(tx);
      const [target] = await tx
        .select({ id: adminUsers.id, email: adminUsers.email, userType: adminUsers.user_type, status: adminUsers.status })
        .from(adminUsers)
        .where(eq(adminUsers.id, id));
      if (!target) throw notFound(USER_NOT_FOUND);
      if (id === actor.userId) throw unprocessable(ADMIN_USER_RULES.selfDelete);
      if (target.userType === 'super_admin' && actor.userType !== 'super_admin') throw forbidden(ADMIN_USER_RULES.onlySuperAdminChanges);
      if (target.userType === 'super_admin' && target.status === 'active' && (await otherActiveSuperAdmins(tx, id)) === 0) {
        throw conflict(ADMIN_USER_RULES.lastSuperAdminDelete);
      }
      await revokeAllSessions(tx, 'admin', id);
      await tx.delete(adminUsers).where(eq(adminUsers.id, id));
      await audit(tx, request, { action: 'delete', entity: 'admin_user', entityId: id, changes: { email: target.email, user_type: target.userType } });
    })
    .catch((error: unknown) => {
      if (pgErrorCode(error) === '23503') throw conflict(ADMIN_USER_RULES.linked);
      throw error;
    });
}
