/** Issuing and revoking sessions: every token is tied to a row here. */
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../database/database.ts';
import { sessionChanges } from './session-changes.ts';
import { sessions } from './sessions.schema.ts';
import type { TokenService } from './tokens.ts';

export interface NewSession {
  subjectType: 'admin' | 'mobile';
  subjectId: number;
  ttlHours: number;
  ip?: string;
  userAgent?: string;
  /** An admin session opened with the password alone while a role requires a second factor. */
  mustEnrolSecondFactor?: boolean;
}

export async function issueSession(db: DbOrTx, tokens: TokenService, input: NewSession): Promise<{ token: string; sessionId: string; expiresAt: Date }> {
  const expiresAt = new Date(Date.now() + input.ttlHours * 3600_000);
  const [row] = await db
    .insert(sessions)
    .values({
      subject_type: input.subjectType,
      subject_id: input.subjectId,
      expires_at: expiresAt,
      ip: input.ip?.slice(0, 64),
      user_agent: input.userAgent?.slice(0, 512),
      must_enrol_second_factor: input.mustEnrolSecondFactor ?? false,
    })
    .returning({ id: sessions.id });
  if (!row) throw new Error('could not create a session');
  const token = await tokens.sign({ sid: row.id, sub: String(input.subjectId), typ: input.subjectType }, expiresAt);
  return { token, sessionId: row.id, expiresAt };
}

/** Revoking also tells this process's session caches at once (session-changes.ts); other instances hear it from the database. */
export async function revokeSession(db: DbOrTx, sessionId: string): Promise<void> {
  await db.update(sessions).set({ revoked_at: new Date() }).where(and(eq(sessions.id, sessionId), isNull(sessions.revoked_at)));
  sessionChanges.announce();
}

/** The subject's sessions that waited for a second factor's set-up open fully now that it is done. */
export async function endEnrolmentWait(db: DbOrTx, subjectId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ must_enrol_second_factor: false })
    .where(and(eq(sessions.subject_type, 'admin'), eq(sessions.subject_id, subjectId), eq(sessions.must_enrol_second_factor, true)));
  sessionChanges.announce();
}

/** Revokes every live session of a subject (password change, password reset, deactivation). */
export async function revokeAllSessions(db: DbOrTx, subjectType: 'admin' | 'mobile', subjectId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revoked_at: new Date() })
    .where(and(eq(sessions.subject_type, subjectType), eq(sessions.subject_id, subjectId), isNull(sessions.revoked_at)));
  sessionChanges.announce();
}
