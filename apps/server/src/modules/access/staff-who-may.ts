/**
 * The staff a permission concerns: active users one of whose roles grants `action` on `permission`,
 * and every active super admin (who may do everything). Read when the server has something to tell
 * them by mail (the public form stopped taking applications).
 */
import { and, eq, or, sql } from 'drizzle-orm';
import type { Action } from '@passdesk/contract/access/permissions';
import type { DbOrTx } from '../../platform/database/database.ts';
import { adminUsers, permissions, rolePermissions, userRoles } from './access.schema.ts';

const FLAG = { read: rolePermissions.can_read, create: rolePermissions.can_create, update: rolePermissions.can_update, delete: rolePermissions.can_delete } as const;

export interface StaffContact {
  id: number;
  email: string;
  first_name: string;
}

export async function staffWhoMay(db: DbOrTx, permission: string, action: Action): Promise<StaffContact[]> {
  const granted = db
    .select({ one: sql`1` })
    .from(userRoles)
    .innerJoin(rolePermissions, eq(rolePermissions.role_id, userRoles.role_id))
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permission_id))
    .where(and(eq(userRoles.user_id, adminUsers.id), eq(permissions.name, permission), eq(FLAG[action], true)));
  return db
    .select({ id: adminUsers.id, email: adminUsers.email, first_name: adminUsers.first_name })
    .from(adminUsers)
    .where(and(eq(adminUsers.status, 'active'), or(eq(adminUsers.user_type, 'super_admin'), sql`exists (${granted})`)))
    .orderBy(adminUsers.id);
}
