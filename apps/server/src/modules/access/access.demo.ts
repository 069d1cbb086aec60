/**
 * Demo roles and staff for a fresh embedded database (README "Demo sign-ins"). Every demo user
 * signs in with DEMO_PASSWORD.
 */
import { asc, eq, sql } from 'drizzle-orm';
import { ALL_FLAGS, PERMISSION, type PermissionFlags, type PermissionMap } from '@passdesk/contract/access/permissions';
import { hashPassword } from '../../platform/auth/passwords.ts';
import type { Tx } from '../../platform/database/database.ts';
import { adminUsers, permissions, rolePermissions, roles, userRoles } from './access.schema.ts';
import { centers } from '../centers/centers.schema.ts';
import type { DemoSeed } from '../../platform/services.ts';

export const DEMO_PASSWORD = 'Demo@1234';

const READ: PermissionFlags = { read: true, create: false, update: false, delete: false };
const WRITE: PermissionFlags = { read: true, create: true, update: true, delete: false };

/** Roles name both the module (route guard) and the menu titles under it (menu filter). */
/** A role holding these signs in with a second factor, as the migration that added the setting seeded it (docs/api.md "Second factor"). */
const SECOND_FACTOR_PERMISSIONS = [PERMISSION.userManagement, PERMISSION.deleteCards];

export const DEMO_ROLES: ReadonlyArray<{ name: string; description: string; permissions: PermissionMap }> = [
  {
    name: 'Center Operator',
    description: 'Issues and renews passes at a pass center',
    permissions: {
      [PERMISSION.dashboard]: READ,
      [PERMISSION.cardCategoryManagement]: READ,
      [PERMISSION.cardManagement]: WRITE,
      [PERMISSION.createCard]: WRITE,
      [PERMISSION.dailyReport]: READ,
      [PERMISSION.renewCard]: WRITE,
      [PERMISSION.webApplicationCard]: WRITE,
      [PERMISSION.centerManagement]: READ,
    },
  },
  {
    name: 'Report Viewer',
    description: 'Reads the dashboard and the reports',
    permissions: { [PERMISSION.dashboard]: READ, [PERMISSION.reports]: READ },
  },
  {
    name: 'Inspector Manager',
    description: 'Manages the inspectors of the mobile app and their card scans',
    permissions: { [PERMISSION.dashboard]: READ, [PERMISSION.mobileAppManagement]: ALL_FLAGS, [PERMISSION.mobileAppUser]: ALL_FLAGS, [PERMISSION.cardScan]: ALL_FLAGS, [PERMISSION.apkSharing]: ALL_FLAGS },
  },
  {
    name: 'Card Clerk',
    description: 'Enters new passes and renewals, nothing else',
    permissions: { [PERMISSION.cardCategoryManagement]: READ, [PERMISSION.cardManagement]: WRITE, [PERMISSION.createCard]: WRITE, [PERMISSION.renewCard]: WRITE },
  },
  {
    name: 'Access Administrator',
    description: 'Manages permissions, roles and staff accounts',
    permissions: { [PERMISSION.userManagement]: ALL_FLAGS, [PERMISSION.permissions]: ALL_FLAGS, [PERMISSION.roles]: ALL_FLAGS, [PERMISSION.user]: ALL_FLAGS },
  },
];

export const DEMO_USERS: ReadonlyArray<{
  first_name: string;
  last_name: string;
  email: string;
  mobile: string;
  user_type: 'admin' | 'staff';
  status: 'active' | 'inactive';
  roles: string[];
}> = [
  { first_name: 'Priya', last_name: 'Sharma', email: 'priya.sharma@passdesk.local', mobile: '9876543210', user_type: 'staff', status: 'active', roles: ['Center Operator'] },
  { first_name: 'Rahul', last_name: 'Verma', email: 'rahul.verma@passdesk.local', mobile: '9812345670', user_type: 'staff', status: 'active', roles: ['Report Viewer'] },
  { first_name: 'Anjali', last_name: 'Patel', email: 'anjali.patel@passdesk.local', mobile: '9898012345', user_type: 'staff', status: 'active', roles: ['Inspector Manager'] },
  { first_name: 'Vikram', last_name: 'Singh', email: 'vikram.singh@passdesk.local', mobile: '9829098765', user_type: 'staff', status: 'active', roles: ['Card Clerk'] },
  { first_name: 'Meera', last_name: 'Iyer', email: 'meera.iyer@passdesk.local', mobile: '9840011223', user_type: 'admin', status: 'active', roles: ['Center Operator', 'Report Viewer'] },
  { first_name: 'Fatima', last_name: 'Shaikh', email: 'fatima.shaikh@passdesk.local', mobile: '9820456789', user_type: 'admin', status: 'active', roles: ['Access Administrator'] },
  { first_name: 'Suresh', last_name: 'Nair', email: 'suresh.nair@passdesk.local', mobile: '9447012345', user_type: 'staff', status: 'inactive', roles: ['Card Clerk'] },
];

async function insertRoles(tx: Tx): Promise<Map<string, number>> {
  const known = await tx.select({ id: permissions.id, name: permissions.name }).from(permissions);
  const permissionIds = new Map(known.map((permission) => [permission.name, permission.id]));
  const roleIds = new Map<string, number>();
  for (const demo of DEMO_ROLES) {
    const [existing] = await tx.select({ id: roles.id }).from(roles).where(sql`lower(${roles.name}) = lower(${demo.name})`);
    if (existing) {
      roleIds.set(demo.name, existing.id);
      continue;
    }
    const requiresSecondFactor = SECOND_FACTOR_PERMISSIONS.some((name) => demo.permissions[name] !== undefined);
    const [role] = await tx.insert(roles).values({ name: demo.name, description: demo.description, requires_second_factor: requiresSecondFactor }).returning({ id: roles.id });
    if (!role) throw new Error(`could not create demo role ${demo.name}`);
    roleIds.set(demo.name, role.id);
    const values = Object.entries(demo.permissions).flatMap(([name, flags]) => {
      const permissionId = permissionIds.get(name);
      if (permissionId === undefined) return [];
      return [{ role_id: role.id, permission_id: permissionId, can_read: flags.read, can_create: flags.create, can_update: flags.update, can_delete: flags.delete }];
    });
    if (values.length > 0) await tx.insert(rolePermissions).values(values);
  }
  return roleIds;
}

export const accessDemo: DemoSeed = {
  // After master data (centers), before anything that names a creating user.
  order: 50,
  async run(services) {
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    await services.db.transaction(async (tx) => {
      const roleIds = await insertRoles(tx);
      const centerRows = await tx.select({ id: centers.id }).from(centers).where(eq(centers.status, 'active')).orderBy(asc(centers.id));
      for (const [index, demo] of DEMO_USERS.entries()) {
        const [taken] = await tx.select({ id: adminUsers.id }).from(adminUsers).where(sql`lower(${adminUsers.email}) = lower(${demo.email})`);
        if (taken) continue;
        const center = centerRows.length > 0 ? centerRows[index % centerRows.length] : undefined;
        const [user] = await tx
          .insert(adminUsers)
          .values({
            first_name: demo.first_name,
            last_name: demo.last_name,
            email: demo.email,
            mobile: demo.mobile,
            user_type: demo.user_type,
            status: demo.status,
            center_id: center?.id ?? null,
            password_hash: passwordHash,
          })
          .returning({ id: adminUsers.id });
        if (!user) throw new Error(`could not create demo user ${demo.email}`);
        const held = demo.roles.flatMap((name) => {
          const roleId = roleIds.get(name);
          return roleId === undefined ? [] : [roleId];
        });
        if (held.length > 0) await tx.insert(userRoles).values(held.map((roleId, position) => ({ user_id: user.id, role_id: roleId, position })));
      }
    });
  },
};
