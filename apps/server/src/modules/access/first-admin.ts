/**
 * What every installation needs before anyone can sign in: the system permissions, a Super Admin
 * role holding all of them, and a first super admin user.
 */
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { ALL_FLAGS, SYSTEM_PERMISSIONS } from '@passdesk/contract/access/permissions';
import { newPasswordSchema } from '@passdesk/contract/auth/password';
import { hashPassword } from '../../platform/auth/passwords.ts';
import type { Db, Tx } from '../../platform/database/database.ts';
import { adminUsers, permissions, rolePermissions, roles, userRoles } from './access.schema.ts';

const SUPER_ADMIN_ROLE = 'Super Admin';

export async function ensureSystemPermissions(db: Db): Promise<void> {
  await db
    .insert(permissions)
    .values(SYSTEM_PERMISSIONS.map((name) => ({ name, description: `Access to ${name}`, system: true })))
    .onConflictDoNothing();
}

/** A password that meets the policy: letters of both cases, digits and an allowed special. */
export function generatePassword(): string {
  const body = crypto.randomBytes(12).toString('base64url').replace(/[-_]/g, 'x');
  return `Pd${body}7@`;
}

export interface FirstAdminResult {
  email: string;
  /** Set only when the password was generated: it is printed once and never stored in clear. */
  generatedPassword?: string;
}

export interface NewSuperAdmin {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  /** A generated password the person must replace at their first sign-in. */
  mustChangePassword: boolean;
}

/** The Super Admin role, made with every permission when it does not exist yet. */
async function superAdminRole(tx: Tx): Promise<number> {
  const [found] = await tx.select({ id: roles.id }).from(roles).where(sql`lower(${roles.name}) = lower(${SUPER_ADMIN_ROLE})`);
  if (found) return found.id;
  const [role] = await tx.insert(roles).values({ name: SUPER_ADMIN_ROLE, description: 'Every permission on every module', requires_second_factor: true }).returning({ id: roles.id });
  if (!role) throw new Error('could not create the Super Admin role');
  const all = await tx.select({ id: permissions.id }).from(permissions);
  if (all.length > 0) {
    await tx
      .insert(rolePermissions)
      .values(all.map((permission) => ({ role_id: role.id, permission_id: permission.id, can_read: ALL_FLAGS.read, can_create: ALL_FLAGS.create, can_update: ALL_FLAGS.update, can_delete: ALL_FLAGS.delete })))
      .onConflictDoNothing();
  }
  return role.id;
}

/** A super admin with the Super Admin role; returns its id. The caller checks the email is free. */
export async function createSuperAdmin(tx: Tx, admin: NewSuperAdmin): Promise<number> {
  const roleId = await superAdminRole(tx);
  const [user] = await tx
    .insert(adminUsers)
    .values({ first_name: admin.firstName, last_name: admin.lastName, email: admin.email, password_hash: admin.passwordHash, user_type: 'super_admin', status: 'active', must_change_password: admin.mustChangePassword })
    .returning({ id: adminUsers.id });
  if (!user) throw new Error('could not create the administrator');
  await tx.insert(userRoles).values({ user_id: user.id, role_id: roleId, position: 0 });
  return user.id;
}

/** Creates the first super admin on an empty database; returns undefined when users exist. */
export async function ensureFirstAdmin(db: Db, email: string, password: string | undefined): Promise<FirstAdminResult | undefined> {
  if (password !== undefined) {
    const checked = newPasswordSchema.safeParse(password);
    if (!checked.success) throw new Error(`ADMIN_PASSWORD is invalid: ${checked.error.issues[0]?.message ?? 'bad value'}`);
  }
  // A restart hashes no password it would never store (argon2id: 19 MiB, ~10 ms of CPU on a pool
  // thread, and on a busy machine the wait for one).
  const [present] = await db.select({ id: adminUsers.id }).from(adminUsers).limit(1);
  if (present) return undefined;
  const chosen = password ?? generatePassword();
  const passwordHash = await hashPassword(chosen);
  return db.transaction(async (tx) => {
    // Serialises two instances starting together on an empty database.
    await tx.execute(sql`select pg_advisory_xact_lock(5063658332)`);
    const [existing] = await tx.select({ id: adminUsers.id }).from(adminUsers).limit(1);
    if (existing) return undefined;
    await createSuperAdmin(tx, { email, passwordHash, firstName: 'Super', lastName: 'Admin', mustChangePassword: false });
    return { email, ...(password === undefined ? { generatedPassword: chosen } : {}) };
  });
}
