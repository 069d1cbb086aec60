/**
 * Inspectors' accounts: create, replace (with an optional password reset), delete (refused while
 * they have scans) and revoking a phone's session. Deactivating an account or resetting its
 * password signs the inspector out of every phone at once.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { MOBILE_USER_MESSAGES, type MobileUser, type MobileUserCreate, type MobileUserUpdate } from '@passdesk/contract/mobile-users/mobile-user';
import { audit } from '../../platform/audit/audit.ts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { revokeAllSessions, revokeSession } from '../../platform/auth/sessions.ts';
import type { Db, DbOrTx } from '../../platform/database/database.ts';
import { centers } from '../centers/centers.schema.ts';
import { mobileUsers } from './mobile-users.schema.ts';
import { sessions } from '../../platform/auth/sessions.schema.ts';
import { conflict, notFound, unprocessable } from '../../platform/http/errors.ts';
import { changedFields } from '../../platform/audit/audit.ts';
import { listUsages, type InUseRegistry } from '../../platform/records/in-use.ts';
import { assertUnique, duplicateOr, type UniqueFields } from '../../platform/records/unique.ts';
import { getMobileUser } from './mobile-users.queries.ts';

/** Both unique fields, checked in one statement (platform/records/unique.ts). */
const UNIQUE: UniqueFields = {
  table: mobileUsers,
  id: mobileUsers.id,
  rules: [
    { field: 'employee_code', column: mobileUsers.employee_code, index: 'mobile_users_employee_code_lower_key', message: MOBILE_USER_MESSAGES.employeeCodeTaken },
    { field: 'mobile', column: mobileUsers.mobile, index: 'mobile_users_mobile_key', message: MOBILE_USER_MESSAGES.mobileTaken },
  ],
};

type Fields = Omit<MobileUserCreate, 'password'>;

async function assertCenter(tx: DbOrTx, centerId: number | null): Promise<void> {
  if (centerId === null) return;
  const [center] = await tx.select({ id: centers.id }).from(centers).where(eq(centers.id, centerId));
  if (!center) throw unprocessable(MOBILE_USER_MESSAGES.centerUnknown, { center_id: MOBILE_USER_MESSAGES.centerUnknown });
}

function fieldsOf(input: Fields): Fields {
  return { name: input.name, employee_code: input.employee_code, mobile: input.mobile, center_id: input.center_id, status: input.status };
}

export async function createMobileUser(db: Db, request: FastifyRequest, input: MobileUserCreate): Promise<MobileUser> {
  const fields = fieldsOf(input);
  const passwordHash = await hashPassword(input.password);
  const id = await db
    .transaction(async (tx) => {
      await assertUnique(tx, UNIQUE, fields);
      await assertCenter(tx, fields.center_id);
      const [row] = await tx.insert(mobileUsers).values({ ...fields, password_hash: passwordHash }).returning({ id: mobileUsers.id });
      if (!row) throw new Error('mobile user insert returned nothing');
      await audit(tx, request, { action: 'create', entity: 'mobile_user', entityId: row.id, changes: fields });
      return row.id;
    })
    .catch(duplicateOr(db, UNIQUE, fields));
  return getMobileUser(db, id);
}

export async function updateMobileUser(db: Db, request: FastifyRequest, id: number, input: MobileUserUpdate): Promise<MobileUser> {
  const fields = fieldsOf(input);
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  await db
    .transaction(async (tx) => {
      const [before] = await tx.select().from(mobileUsers).where(eq(mobileUsers.id, id)).for('update');
      if (!before) throw notFound(MOBILE_USER_MESSAGES.notFound);
      await assertUnique(tx, UNIQUE, fields, id);
      await assertCenter(tx, fields.center_id);
      await tx
        .update(mobileUsers)
        .set({ ...fields, ...(passwordHash ? { password_hash: passwordHash } : {}) })
        .where(eq(mobileUsers.id, id));
      const signOut = fields.status === 'inactive' || passwordHash !== undefined;
      if (signOut) await revokeAllSessions(tx, 'mobile', id);
      const changes = changedFields(before, fields);
      await audit(tx, request, {
        action: 'update',
        entity: 'mobile_user',
        entityId: id,
        changes: { ...changes, ...(passwordHash ? { password: 'reset' } : {}), ...(signOut ? { sessions: 'revoked' } : {}) },
      });
    })
    .catch(duplicateOr(db, UNIQUE, fields, id));
  return getMobileUser(db, id);
}

export async function deleteMobileUser(db: Db, request: FastifyRequest, id: number, inUse: InUseRegistry): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select({ name: mobileUsers.name }).from(mobileUsers).where(eq(mobileUsers.id, id)).for('update');
    if (!row) throw notFound(MOBILE_USER_MESSAGES.notFound);
    const usages = await inUse.usagesOf(tx, 'mobile_user', id);
    if (usages.length > 0) {
      throw conflict(`${row.name} has ${listUsages(usages)} and cannot be deleted. Deactivate the account instead.`);
    }
    await revokeAllSessions(tx, 'mobile', id);
    await tx.delete(mobileUsers).where(eq(mobileUsers.id, id));
    await audit(tx, request, { action: 'delete', entity: 'mobile_user', entityId: id, changes: { name: row.name } });
  });
}

/** Signs one phone out (a lost phone), leaving the inspector's other phones signed in. */
export async function revokeMobileSession(db: Db, request: FastifyRequest, userId: number, sessionId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [session] = await tx
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.id, sessionId), eq(sessions.subject_type, 'mobile'), eq(sessions.subject_id, userId)));
    if (!session) throw notFound('Session not found');
    await revokeSession(tx, sessionId);
    await audit(tx, request, { action: 'mobile_user.session_revoked', entity: 'mobile_user', entityId: userId, changes: { session_id: sessionId } });
  });
}
