/**
 * A password set by an operator on the server (`passdesk admin reset-password`), for a person who
 * cannot sign in and cannot receive a reset code (no SMTP, the last super admin locked out): every
 * session of the account ends, its locks are cleared, and a generated password must be changed at
 * the next sign-in (admin_users.must_change_password; only Change Password opens until then).
 */
import { eq } from 'drizzle-orm';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { revokeAllSessions } from '../../platform/auth/sessions.ts';
import type { Db, Tx } from '../../platform/database/database.ts';
import { adminUsers } from '../access/access.schema.ts';
import { clearAccountLocks } from './account-locks.ts';

export interface OperatorPasswordResult {
  /** Locks the account had (cleared with the reset). */
  locksCleared: number;
}

/** Sets the password of admin user `userId` in one transaction; `then` runs inside it (the caller's audit entry). */
export async function setOperatorPassword(
  db: Db,
  user: { id: number; email: string },
  password: string,
  mustChange: boolean,
  then: (tx: Tx, result: OperatorPasswordResult) => Promise<void>,
): Promise<OperatorPasswordResult> {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    await tx.update(adminUsers).set({ password_hash: passwordHash, password_changed_at: new Date(), must_change_password: mustChange }).where(eq(adminUsers.id, user.id));
    await revokeAllSessions(tx, 'admin', user.id);
    const locksCleared = await clearAccountLocks(tx, user.email, user.id);
    await then(tx, { locksCleared });
    return { locksCleared };
  });
}
