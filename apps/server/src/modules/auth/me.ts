/** The signed-in user in the `me` shape (docs/api.md "Auth"). */
import { asc, eq } from 'drizzle-orm';
import type { Me } from '@passdesk/contract/auth/session';
import { loadRoles } from '../access/actor-loader.ts';
import { ADMIN_USER_PROFILE_COLUMNS } from '../access/admin-users.queries.ts';
import type { Db, DbOrTx } from '../../platform/database/database.ts';
import { adminUsers, permissions } from '../access/access.schema.ts';
import { notFound } from '../../platform/http/errors.ts';
import { mediaUrl } from '../media/media-url.ts';

/** `mustEnrolSecondFactor`: the session's own (sessions.must_enrol_second_factor), false for a full session. */
export async function loadMe(db: Db, userId: number, mustEnrolSecondFactor = false): Promise<Me> {
  const [user] = await db
    .select(ADMIN_USER_PROFILE_COLUMNS)
    .from(adminUsers)
    .where(eq(adminUsers.id, userId))
    .limit(1);
  if (!user) throw notFound('User not found');
  const roles = await loadRoles(db, userId);
  const readable = new Set<string>();
  for (const role of roles) {
    for (const [name, flags] of Object.entries(role.permissions)) if (flags.read) readable.add(name);
  }
  return {
    ...user,
    profile_image: mediaUrl(user.profile_image),
    last_login_at: user.last_login_at?.toISOString() ?? null,
    role: roles[0]?.name ?? null,
    roles,
    role_permission: [...readable],
    must_enrol_second_factor: mustEnrolSecondFactor,
  };
}

/** Every permission that exists (the menu filter needs the names). */
export async function listPermissionNames(db: DbOrTx): Promise<Array<{ id: number; name: string }>> {
  return db.select({ id: permissions.id, name: permissions.name }).from(permissions).orderBy(asc(permissions.id));
}
