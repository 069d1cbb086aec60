/** Permissions: named items that roles grant flags on. Seeded system ones are fixed. */
import { count, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Permission, PermissionBody, PermissionList, PermissionListQuery } from '@passdesk/contract/access/permission-payloads';
import { audit } from '../../platform/audit/audit.ts';
import type { Db, DbOrTx } from '../../platform/database/database.ts';
import { permissions } from '../../platform/database/schema.ts';
import { notFound, unprocessable } from '../../platform/http/errors.ts';
import { assertFree, takenOr, type UniqueText } from './unique.ts';
import { listOrder, searchCondition, type ListPlan, type ValidatedListQuery } from '../../platform/http/list-query.ts';

export const PERMISSION_MESSAGES = {
  notFound: 'Permission not found',
  nameTaken: 'A permission with this name already exists',
  systemRename: 'System permissions cannot be renamed',
  systemDelete: 'System permissions cannot be deleted',
} as const;

const columns = { id: permissions.id, name: permissions.name, description: permissions.description, system: permissions.system };

type PermissionSort = PermissionListQuery['sort'];

const LIST_PLAN: ListPlan<ValidatedListQuery & { sort: PermissionSort }> = {
  sortable: { name: sql`lower(${permissions.name})`, system: permissions.system, id: permissions.id },
  searchable: [permissions.name, permissions.description],
  filters: {},
  tieBreaker: permissions.id,
};

/** Without a limit every matching permission is returned: the menu filter needs all names. */
export async function listPermissions(db: Db, query: PermissionListQuery): Promise<PermissionList> {
  const where = searchCondition(query.search, LIST_PLAN.searchable);
  const [totalRow] = await db.select({ total: count() }).from(permissions).where(where);
  const total = totalRow?.total ?? 0;
  const limit = query.limit ?? Math.max(total, 1);
  const page = query.limit === undefined ? 1 : query.page;
  const rows = await db
    .select(columns)
    .from(permissions)
    .where(where)
    .orderBy(...listOrder(LIST_PLAN, { ...query, page, limit }))
    .limit(limit)
    .offset((page - 1) * limit);
  return { permissions: rows, total, page, limit };
}

async function findPermission(db: DbOrTx, id: number, lock = false): Promise<Permission> {
  const statement = db.select(columns).from(permissions).where(eq(permissions.id, id));
  const [row] = lock ? await statement.for('update') : await statement;
  if (!row) throw notFound(PERMISSION_MESSAGES.notFound);
  return row;
}

const UNIQUE_NAME: UniqueText = {
  table: permissions,
  id: permissions.id,
  column: permissions.name,
  constraint: 'permissions_name_lower_key',
  field: 'name',
  message: PERMISSION_MESSAGES.nameTaken,
};

export async function createPermission(db: Db, request: FastifyRequest, body: PermissionBody): Promise<Permission> {
  return db
    .transaction(async (tx) => {
      await assertFree(tx, UNIQUE_NAME, body.name);
      const [row] = await tx.insert(permissions).values({ name: body.name, description: body.description, system: false }).returning(columns);
      if (!row) throw new Error('permission insert returned nothing');
      await audit(tx, request, { action: 'create', entity: 'permission', entityId: row.id, changes: { ...body } });
      return row;
    })
    .catch(takenOr(UNIQUE_NAME));
}

export async function updatePermission(db: Db, request: FastifyRequest, id: number, body: PermissionBody): Promise<Permission> {
  return db
    .transaction(async (tx) => {
      const current = await findPermission(tx, id, true);
      if (current.system && current.name !== body.name) {
        throw unprocessable(PERMISSION_MESSAGES.systemRename, { name: PERMISSION_MESSAGES.systemRename });
      }
      await assertFree(tx, UNIQUE_NAME, body.name, id);
      const [row] = await tx
        .update(permissions)
        .set({ name: body.name, description: body.description })
        .where(eq(permissions.id, id))
        .returning(columns);
      if (!row) throw notFound(PERMISSION_MESSAGES.notFound);
      await audit(tx, request, {
        action: 'update',
        entity: 'permission',
        entityId: id,
        changes: { before: { name: current.name, description: current.description }, after: { ...body } },
      });
      return row;
    })
    .catch(takenOr(UNIQUE_NAME));
}

/** Deleting a custom permission also removes the flags roles held on it. */
export async function deletePermission(db: Db, request: FastifyRequest, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await findPermission(tx, id, true);
    if (current.system) throw unprocessable(PERMISSION_MESSAGES.systemDelete);
    await tx.delete(permissions).where(eq(permissions.id, id));
    await audit(tx, request, { action: 'delete', entity: 'permission', entityId: id, changes: { name: current.name } });
  });
}
