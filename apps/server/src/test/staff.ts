/**
 * Test staff: an admin user holding a fresh role with exactly the given flags, and a token for it.
 * Rows are written directly (no password hashing), so a test can make many of them quickly.
 */
import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { PermissionMap } from '@passdesk/contract/access/permissions';
import { adminUsers, permissions, rolePermissions, roles, userRoles } from '../modules/access/access.schema.ts';
import type { TestApp } from './test-app.ts';

export interface Staff {
  userId: number;
  /** The role made for this user, or undefined when made without one. */
  roleId: number | undefined;
  email: string;
  token: string;
}

export interface StaffOptions {
  /** Flags per permission name; `null` makes a user with no role at all. */
  permissions?: PermissionMap | null;
  userType?: 'super_admin' | 'admin' | 'staff';
  status?: 'active' | 'inactive';
}

/** A role holding exactly these flags (permission names must exist). */
export async function createRoleWith(t: TestApp, name: string, map: PermissionMap): Promise<number> {
  const [role] = await t.services.db.insert(roles).values({ name }).returning({ id: roles.id });
  if (!role) throw new Error('role insert failed');
  await setRoleFlags(t, role.id, map);
  return role.id;
}

export async function createStaff(t: TestApp, options: StaffOptions = {}): Promise<Staff> {
  const tag = crypto.randomBytes(4).toString('hex');
  const email = `staff-${tag}@passdesk.test`;
  const [user] = await t.services.db
    .insert(adminUsers)
    .values({
      first_name: 'Test',
      last_name: `Staff ${tag}`,
      email,
      password_hash: 'not-a-real-hash',
      user_type: options.userType ?? 'staff',
      status: options.status ?? 'active',
    })
    .returning({ id: adminUsers.id });
  if (!user) throw new Error('user insert failed');
  let roleId: number | undefined;
  if (options.permissions !== null) {
    roleId = await createRoleWith(t, `Test role ${tag}`, options.permissions ?? {});
    await t.services.db.insert(userRoles).values({ user_id: user.id, role_id: roleId, position: 0 });
  }
  return { userId: user.id, roleId, email, token: await t.tokenFor(user.id) };
}

/** Replaces a role's flags directly, as another admin editing it would. */
async function setRoleFlags(t: TestApp, roleId: number, map: PermissionMap): Promise<void> {
  await t.services.db.delete(rolePermissions).where(eq(rolePermissions.role_id, roleId));
  for (const [permissionName, flags] of Object.entries(map)) {
    const [permission] = await t.services.db
      .select({ id: permissions.id })
      .from(permissions)
      .where(sql`lower(${permissions.name}) = lower(${permissionName})`);
    if (!permission) throw new Error(`no permission named ${permissionName}`);
    await t.services.db.insert(rolePermissions).values({
      role_id: roleId,
      permission_id: permission.id,
      can_read: flags.read,
      can_create: flags.create,
      can_update: flags.update,
      can_delete: flags.delete,
    });
  }
}
