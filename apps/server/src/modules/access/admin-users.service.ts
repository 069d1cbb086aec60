/**
 * Admin users: who may sign in to the panel, with which roles. The rules that keep the panel
 * reachable live here: nobody removes their own access or the last active super admin, and only
 * a super admin makes or changes another super admin.
 */
import { sessionChanges } from '../../platform/auth/session-changes.ts';
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AdminUser, AdminUserCreate, AdminUserUpdate } from '@passdesk/contract/access/admin-user-payloads';
import { ADMIN_USER_MESSAGES } from '@passdesk/contract/access/admin-user-payloads';
import { audit, changedFields } from '../../platform/audit/audit.ts';
import { requireAdmin } from '../../platform/auth/access.ts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { revokeAllSessions } from '../../platform/auth/sessions.ts';
import type { Db, Tx } from '../../platform/database/database.ts';
import { adminUsers, passwordResets, roles, userRoles } from './access.schema.ts';
import { centers } from '../centers/centers.schema.ts';
import { conflict, forbidden, notFound, pgErrorCode, unprocessable } from '../../platform/http/errors.ts';
import { assertUnique, duplicateOr, type UniqueFields } from '../../platform/records/unique.ts';
import { getAdminUser, USER_NOT_FOUND } from './admin-users.queries.ts';
import type { AdminActor } from '../../platform/auth/actor.ts';
import { loadRoles } from './actor-loader.ts';
import type { Services } from '../../platform/services.ts';
import { assertGrantable, assertTargetWithin } from './escalation.ts';
import { emailChangedMail } from './email-changed-mail.ts';
import { getRole } from './roles.service.ts';

const ADMIN_USER_RULES = {
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

const UNIQUE_EMAIL: UniqueFields = {
  table: adminUsers,
  id: adminUsers.id,
  rules: [{ field: 'email', column: adminUsers.email, index: 'admin_users_email_lower_key', message: ADMIN_USER_MESSAGES.emailTaken }],
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

/** Position 0 is the first role, shown as the user's `role` (pages open by any role: docs/panel.md "Route access"). */
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

/**
 * Whether the actor may change this existing user at all (403 otherwise): only a super admin
 * changes a super admin, and the no-escalation rule for the target (escalation.ts).
 */
export async function assertMayChangeUser(tx: Tx, actor: AdminActor, target: { id: number; userType: string }): Promise<void> {
  if (target.userType === 'super_admin' && actor.userType !== 'super_admin') throw forbidden(ADMIN_USER_RULES.onlySuperAdminChanges);
  assertTargetWithin(actor, await loadRoles(tx, target.id));
}

export async function createAdminUser(db: Db, request: FastifyRequest, body: AdminUserCreate): Promise<AdminUser> {
  const actor = requireAdmin(request);
  if (body.user_type === 'super_admin' && actor.userType !== 'super_admin') throw forbidden(ADMIN_USER_RULES.onlySuperAdminCreates);
  const passwordHash = await hashPassword(body.password);
  return db
    .transaction(async (tx) => {
      await assertUnique(tx, UNIQUE_EMAIL, { email: body.email });
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
    .catch(duplicateOr(db, UNIQUE_EMAIL, { email: body.email }));
}

/**
 * A changed email is how an account is taken over (the reset code goes to the new address), so the
 * user is signed out everywhere, any open reset code or token stops working, and the old address
 * is told (after the commit).
 */
async function emailChanged(tx: Tx, userId: number): Promise<void> {
  const now = new Date();
  await revokeAllSessions(tx, 'admin', userId);
  await tx
    .update(passwordResets)
    .set({ used_at: sql`coalesce(${passwordResets.used_at}, ${now}::timestamptz)`, reset_token_expires_at: now })
    .where(and(eq(passwordResets.user_id, userId), isNull(passwordResets.reset_at)));
}

export async function updateAdminUser(services: Services, request: FastifyRequest, id: number, body: AdminUserUpdate): Promise<AdminUser> {
  const actor = requireAdmin(request);
  let oldEmail: { to: string; firstName: string } | undefined;
  const updated = await services.db
    .transaction(async (tx) => {
      await lockAdminWrites(tx);
      const before = await getAdminUser(tx, id);
      const touchesSuperAdmin = before.user_type === 'super_admin' || body.user_type === 'super_admin';
      if (touchesSuperAdmin && actor.userType !== 'super_admin') throw forbidden(ADMIN_USER_RULES.onlySuperAdminChanges);
      assertTargetWithin(actor, await loadRoles(tx, id));
      if (id === actor.userId && body.status === 'inactive') {
        throw unprocessable(ADMIN_USER_RULES.selfDeactivate, { status: ADMIN_USER_RULES.selfDeactivate });
      }
      const losesSuperAdmin = before.user_type === 'super_admin' && before.status === 'active' && (body.status !== 'active' || body.user_type !== 'super_admin');
      if (losesSuperAdmin && (await otherActiveSuperAdmins(tx, id)) === 0) throw conflict(ADMIN_USER_RULES.lastSuperAdminDemote);
      await assertUnique(tx, UNIQUE_EMAIL, { email: body.email }, id);
      await assertReferencesExist(tx, body);
      await assertRolesGrantable(tx, actor, body.role_ids, before.roles.map((role) => role.id));
      await tx.update(adminUsers).set(profileOf(body)).where(eq(adminUsers.id, id));
      await writeRoles(tx, id, body.role_ids);
      // Roles, type or status may have changed: remembered admins are read again (session-cache.ts).
      sessionChanges.announce();
      // A deactivated user is signed out everywhere at once.
      if (before.status === 'active' && body.status === 'inactive') await revokeAllSessions(tx, 'admin', id);
      if (before.email.toLowerCase() !== body.email.toLowerCase()) {
        await emailChanged(tx, id);
        oldEmail = { to: before.email, firstName: before.first_name };
      }
      await audit(tx, request, { action: 'update', entity: 'admin_user', entityId: id, changes: changedFields({ ...before, role_ids: before.roles.map((role) => role.id) }, { ...profileOf(body), role_ids: body.role_ids }) });
      return getAdminUser(tx, id);
    })
    .catch(duplicateOr(services.db, UNIQUE_EMAIL, { email: body.email }, id));
  if (oldEmail) {
    const { to, firstName } = oldEmail;
    void services.mailer.send(emailChangedMail(to, firstName)).catch((error: unknown) => {
      request.log.error({ err: error, userId: id }, 'could not tell the old address about an email change');
    });
  }
  return updated;
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
      await assertMayChangeUser(tx, actor, { id, userType: target.userType });
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
