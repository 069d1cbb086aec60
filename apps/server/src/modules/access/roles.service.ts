/** Roles: a name and read/create/update/delete flags per permission. A role users hold stays. */
import { sessionChanges } from '../../platform/auth/session-changes.ts';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { PermissionFlags, PermissionMap } from '@passdesk/contract/access/permissions';
import type { Role, RoleBody, RoleListQuery } from '@passdesk/contract/access/role-payloads';
import type { ListResult } from '@passdesk/contract/http/list';
import { audit, changedFields } from '../../platform/audit/audit.ts';
import type { Db, DbOrTx } from '../../platform/database/database.ts';
import { permissions, rolePermissions, roles, userRoles } from './access.schema.ts';
import { requireAdmin } from '../../platform/auth/access.ts';
import { assertGrantable } from './escalation.ts';
import { conflict, notFound, unprocessable } from '../../platform/http/errors.ts';
import { assertUnique, duplicateOr, type UniqueFields } from '../../platform/records/unique.ts';
import { runList, type ListPlan, type ListSource } from '../../platform/http/list-query.ts';

const ROLE_MESSAGES = {
  notFound: 'Role not found',
  nameTaken: 'A role with this name already exists',
  unknownPermission: (name: string) => `Unknown permission: ${name}`,
  held: (users: number) =>
    `This role is held by ${users} ${users === 1 ? 'user' : 'users'} and cannot be deleted. Remove it from them first.`,
} as const;

const userCount = sql<number>`(select count(*) from ${userRoles} where ${userRoles.role_id} = ${roles.id})`.mapWith(Number);

const roleColumns = {
  id: roles.id,
  name: roles.name,
  description: roles.description,
  requires_second_factor: roles.requires_second_factor,
  user_count: userCount,
  created_at: roles.created_at,
  updated_at: roles.updated_at,
};

type RoleRow = { id: number; name: string; description: string; requires_second_factor: boolean; user_count: number; created_at: Date; updated_at: Date };

/** Each role's flags keyed by permission name, for the given roles. */
async function permissionMaps(db: DbOrTx, roleIds: number[]): Promise<Map<number, PermissionMap>> {
  const maps = new Map<number, PermissionMap>(roleIds.map((id) => [id, {}]));
  if (roleIds.length === 0) return maps;
  const rows = await db
    .select({
      roleId: rolePermissions.role_id,
      name: permissions.name,
      read: rolePermissions.can_read,
      create: rolePermissions.can_create,
      update: rolePermissions.can_update,
      delete: rolePermissions.can_delete,
    })
    .from(rolePermissions)
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permission_id))
    .where(inArray(rolePermissions.role_id, roleIds));
  for (const row of rows) {
    const map = maps.get(row.roleId);
    if (map) map[row.name] = { read: row.read, create: row.create, update: row.update, delete: row.delete };
  }
  return maps;
}

function toRole(row: RoleRow, map: PermissionMap | undefined): Role {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    permissions: map ?? {},
    requires_second_factor: row.requires_second_factor,
    user_count: row.user_count,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

const LIST_PLAN: ListPlan<RoleListQuery> = {
  sortable: { name: sql`lower(${roles.name})`, user_count: userCount, created_at: roles.created_at, updated_at: roles.updated_at },
  searchable: [roles.name, roles.description],
  filters: {},
  tieBreaker: roles.id,
};

const LIST_SOURCE: ListSource<RoleRow> = {
  rows: (db) => db.select(roleColumns).from(roles),
  count: (db) => db.select({ total: count() }).from(roles),
};

export async function listRoles(db: Db, query: RoleListQuery): Promise<ListResult<Role>> {
  const page = await runList(db, LIST_SOURCE, LIST_PLAN, query);
  const maps = await permissionMaps(db, page.items.map((row) => row.id));
  return { ...page, items: page.items.map((row) => toRole(row, maps.get(row.id))) };
}

export async function getRole(db: DbOrTx, id: number): Promise<Role> {
  const [row] = await db.select(roleColumns).from(roles).where(eq(roles.id, id));
  if (!row) throw notFound(ROLE_MESSAGES.notFound);
  const maps = await permissionMaps(db, [id]);
  return toRole(row, maps.get(id));
}

const UNIQUE_NAME: UniqueFields = {
  table: roles,
  id: roles.id,
  rules: [{ field: 'name', column: roles.name, index: 'roles_name_lower_key', message: ROLE_MESSAGES.nameTaken }],
};

const anyFlag = (flags: PermissionFlags) => flags.read || flags.create || flags.update || flags.delete;

/** Replaces a role's flags; permission names match ignoring case, unknown names are refused. */
async function writeFlags(tx: DbOrTx, roleId: number, map: PermissionMap): Promise<void> {
  const known = await tx.select({ id: permissions.id, name: permissions.name }).from(permissions);
  const byName = new Map(known.map((permission) => [permission.name.toLowerCase(), permission.id]));
  const values = [];
  for (const [name, flags] of Object.entries(map)) {
    const permissionId = byName.get(name.toLowerCase());
    if (permissionId === undefined) {
      const message = ROLE_MESSAGES.unknownPermission(name);
      throw unprocessable(message, { permissions: message });
    }
    if (!anyFlag(flags)) continue;
    values.push({
      role_id: roleId,
      permission_id: permissionId,
      can_read: flags.read,
      can_create: flags.create,
      can_update: flags.update,
      can_delete: flags.delete,
    });
  }
  await tx.delete(rolePermissions).where(eq(rolePermissions.role_id, roleId));
  // The same permission named twice in different case: the last one wins.
  const unique = [...new Map(values.map((value) => [value.permission_id, value])).values()];
  if (unique.length > 0) await tx.insert(rolePermissions).values(unique);
  // Holders' rights change with the flags: remembered admins are read again (session-cache.ts).
  sessionChanges.announce();
}

export async function createRole(db: Db, request: FastifyRequest, body: RoleBody): Promise<Role> {
  assertGrantable(requireAdmin(request), body.permissions);
  return db
    .transaction(async (tx) => {
      await assertUnique(tx, UNIQUE_NAME, { name: body.name });
      const [row] = await tx.insert(roles).values({ name: body.name, description: body.description, requires_second_factor: body.requires_second_factor ?? false }).returning({ id: roles.id });
      if (!row) throw new Error('role insert returned nothing');
      await writeFlags(tx, row.id, body.permissions);
      await audit(tx, request, { action: 'create', entity: 'role', entityId: row.id, changes: { ...body } });
      return getRole(tx, row.id);
    })
    .catch(duplicateOr(db, UNIQUE_NAME, { name: body.name }));
}

export async function updateRole(db: Db, request: FastifyRequest, id: number, body: RoleBody): Promise<Role> {
  return db
    .transaction(async (tx) => {
      const before = await getRole(tx, id);
      assertGrantable(requireAdmin(request), body.permissions, before.permissions);
      await assertUnique(tx, UNIQUE_NAME, { name: body.name }, id);
      await tx
        .update(roles)
        .set({ name: body.name, description: body.description, ...(body.requires_second_factor === undefined ? {} : { requires_second_factor: body.requires_second_factor }) })
        .where(eq(roles.id, id));
      await writeFlags(tx, id, body.permissions);
      const after = await getRole(tx, id);
      await audit(tx, request, {
        action: 'update',
        entity: 'role',
        entityId: id,
        changes: changedFields({ name: before.name, description: before.description, permissions: before.permissions, requires_second_factor: before.requires_second_factor }, { ...body }),
      });
      return after;
    })
    .catch(duplicateOr(db, UNIQUE_NAME, { name: body.name }, id));
}

export async function deleteRole(db: Db, request: FastifyRequest, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select({ id: roles.id, name: roles.name }).from(roles).where(eq(roles.id, id)).for('update');
    if (!row) throw notFound(ROLE_MESSAGES.notFound);
    const [holders] = await tx.select({ total: count() }).from(userRoles).where(eq(userRoles.role_id, id));
    const held = holders?.total ?? 0;
    if (held > 0) throw conflict(ROLE_MESSAGES.held(held));
    await tx.delete(roles).where(eq(roles.id, id));
    await audit(tx, request, { action: 'delete', entity: 'role', entityId: id, changes: { name: row.name } });
  });
}

/** Whether any of the user's roles requires a second factor (docs/api.md "Second factor"). */
export async function roleRequiresSecondFactor(db: DbOrTx, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: roles.id })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.role_id))
    .where(and(eq(userRoles.user_id, userId), eq(roles.requires_second_factor, true)))
    .limit(1);
  return row !== undefined;
}
