/** Looking up admin users by email (stored as typed, compared without case). */
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/database/database.ts';
import { adminUsers } from '../access/access.schema.ts';

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

const USER_COLUMNS = {
  id: adminUsers.id,
  email: adminUsers.email,
  first_name: adminUsers.first_name,
  password_hash: adminUsers.password_hash,
  status: adminUsers.status,
};

export async function findUserByEmail(db: DbOrTx, email: string) {
  const [user] = await db
    .select(USER_COLUMNS)
    .from(adminUsers)
    .where(eq(sql`lower(${adminUsers.email})`, normalizeEmail(email)))
    .limit(1);
  return user;
}

export async function findUserById(db: DbOrTx, id: number) {
  const [user] = await db.select(USER_COLUMNS).from(adminUsers).where(eq(adminUsers.id, id)).limit(1);
  return user;
}
