/**
 * Two instances on one PostgreSQL database: an admin's session checked (and remembered) by
 * instance B follows a revocation, a deactivation and a change of a role's flags made elsewhere —
 * B hears them from the database's notification (migration 0014's triggers).
 */
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createStaff } from '../../test/staff.ts';
import { useTestApp, useTestPostgresDatabase } from '../../test/suite.ts';
import { ROLE_PATHS } from '@passdesk/contract/access/access-paths';
import { AUTH_PATHS } from '@passdesk/contract/auth/auth-paths';
import { ADMIN_API } from '@passdesk/contract/http/paths';
import { apiUrl } from '../../test/api-url.ts';

const READ = { read: true, create: false, update: false, delete: false };

/** Asks until `status` comes back (at most ~25 times, 20 ms apart): the notification travels from the commit to B's listening connection. */
async function settlesTo(call: () => Promise<{ statusCode: number }>, status: number): Promise<number> {
  let last = 0;
  for (let attempt = 0; attempt < 25; attempt += 1) {
    last = (await call()).statusCode;
    if (last === status) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return last;
}

/**
 * A change written by a connection of neither instance (another instance's, an operator's): only
 * the database's notification can tell B. (A change made through A's API would also be announced
 * inside this test process, which both instances share, so it would not show that B hears it.)
 */
async function outside(url: string, text: string, values: unknown[]): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text, values);
  } finally {
    await client.end();
  }
}

describe('admin sessions across two instances', () => {
  const database = useTestPostgresDatabase();
  const a = useTestApp(() => ({ databaseUrl: database.url }));
  const b = useTestApp(() => ({ databaseUrl: database.url }));

  type Holder = Awaited<ReturnType<typeof createStaff>>;

  /**
   * A staff member's GET `path` on B answers 200 twice (the second from B's memory); then `change`
   * is written outside both instances, and B's answer settles to `refused`, which this returns.
   */
  async function answerOnBAfter(path: string, refused: number, change: (holder: Holder) => [text: string, values: unknown[]]): Promise<number> {
    const holder = await createStaff(a, { permissions: { 'User Management': READ } });
    const onB = () => b.inject({ method: 'GET', url: apiUrl(ADMIN_API, path), token: holder.token });
    expect((await onB()).statusCode).toBe(200);
    expect((await onB()).statusCode).toBe(200);
    await outside(database.url, ...change(holder));
    return settlesTo(onB, refused);
  }

  it('refuses on B a remembered token whose session was revoked outside both processes', async () => {
    const answer = await answerOnBAfter(AUTH_PATHS.me, 401, (holder) => [`update sessions set revoked_at = now() where subject_type = 'admin' and subject_id = $1`, [holder.userId]]);
    expect(answer).toBe(401);
  });

  it('refuses on B a right taken away outside B, well within the time B would otherwise remember it', async () => {
    const answer = await answerOnBAfter(ROLE_PATHS.list, 403, (holder) => [`delete from role_permissions where role_id = $1`, [holder.roleId]]);
    expect(answer).toBe(403);
  });

  it('refuses on B a remembered token once its user is deactivated outside B', async () => {
    const answer = await answerOnBAfter(AUTH_PATHS.me, 401, (holder) => [`update admin_users set status = 'inactive' where id = $1`, [holder.userId]]);
    expect(answer).toBe(401);
  });
});
