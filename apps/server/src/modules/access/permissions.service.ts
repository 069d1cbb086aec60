/** Permissions: named items that roles grant flags on. Seeded system ones are fixed. */
import { sessionChanges } from '../../platform/auth/session-changes.ts';
import { count, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Permission, PermissionBody, PermissionList, PermissionListQuery } from '@passdesk/contract/access/permission-payloads';
import { audit, changedFields } from '../../platform/audit/audit.ts';
import type { Db, DbOrTx } from '../../platform/database/database.ts';
import { permissions } from './access.schema.ts';
import { notFound, unprocessable } from '../../platform/http/errors.ts';
import { assertUnique, duplicateOr, type UniqueFields } from '../../platform/records/unique.ts';
import { runList, type ListPlan, type ListSource, type ValidatedListQuery } from '../../platform/http/list-query.ts';

const PERMISSION_MESSAGES = {
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
const LIST_SOURCE: ListSource<Permission> = {
  rows: (db) => db.select(columns).from(permissions),
  count: (db) => db.select({ total: count() }).from(permissions),
};

/** Far more than there will ever be: "no limit" is one page this long, so its length is the total. */
const ALL = 100_000;

export async function listPermissions(db: Db, query: PermissionListQuery): Promise<PermissionList> {
  const { search, sort, order } = query;
  const paged = query.limit !== undefined;
  const list = await runList(db, LIST_SOURCE, LIST_PLAN, { search, sort, order, page: paged ? query.page : 1, limit: query.limit ?? ALL });
  return { permissions: list.items, total: list.total, page: list.page, limit: paged ? list.limit : Math.max(list.total, 1) };
}

async function findPermission(db: DbOrTx, id: number, lock = false): Promise<Permission> {
  const statement = db.select(columns).from(permissions).where(eq(permissions.id, id));
  const [row] = lock ? await statement.for('update') : await statement;
  if (!row) throw notFound(PERMISSION_MESSAGES.notFound);
  return row;
}

const UNIQUE_NAME: UniqueFields = {
  table: permissions,
  id: permissions.id,
  rules: [{ field: 'name', column: permissions.name, index: 'permissions_name_lower_key', message: PERMISSION_MESSAGES.nameTaken }],
};

export async function createPermission(db: Db, request: FastifyRequest, body: PermissionBody): Promise<Permission> {
  return db
    .transaction(async (tx) => {
      await assertUnique(tx, UNIQUE_NAME, { name: body.name });
      const [row] = await tx.insert(permissions).values({ name: body.name, description: body.description, system: false }).returning(columns);
      if (!row) throw new Error('permission insert returned nothing');
      await audit(tx, request, { action: 'create', entity: 'permission', entityId: row.id, changes: { ...body } });
      return row;
    })
    .catch(duplicateOr(db, UNIQUE_NAME, { name: body.name }));
}

export async function updatePermission(db: Db, request: FastifyRequest, id: number, body: PermissionBody): Promise<Permission> {
  return db
    .transaction(async (tx) => {
      const current = await findPermission(tx, id, true);
      if (current.system && current.name !== body.name) {
        throw unprocessable(PERMISSION_MESSAGES.systemRename, { name: PERMISSION_MESSAGES.systemRename });
      }
      await assertUnique(tx, UNIQUE_NAME, { name: body.name }, id);
      const [row] = await tx
        .update(permissions)
        .set({ name: body.name, description: body.description })
        .where(eq(permissions.id, id))
        .returning(columns);
      if (!row) throw notFound(PERMISSION_MESSAGES.notFound);
      // Rights are keyed by permission name: remembered admins are read again (session-cache.ts).
      sessionChanges.announce();
      await audit(tx, request, {
        action: 'update',
        entity: 'permission',
        entityId: id,
        changes: changedFields(current, { ...body }),
      });
      return row;
    })
    .catch(duplicateOr(db, UNIQUE_NAME, { name: body.name }, id));
}

/** Deleting a custom permission also removes the flags roles held on it. */
export async function deletePermission(db: Db, request: FastifyRequest, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await findPermission(tx, id, true);
    if (current.system) throw unprocessable(PERMISSION_MESSAGES.systemDelete);
    await tx.delete(permissions).where(eq(permissions.id, id));
    sessionChanges.announce();
    await audit(tx, request, { action: 'delete', entity: 'permission', entityId: id, changes: { name: current.name } });
  });
}
