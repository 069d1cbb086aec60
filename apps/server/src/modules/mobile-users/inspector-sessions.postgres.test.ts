/**
 * Two instances on one PostgreSQL database: an inspector's session checked (and remembered) by
 * instance B stops working on B once the inspector is deactivated elsewhere — B hears it from the
 * database's notification (migration 0013's trigger).
 */
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createInspector } from '../../test/inspectors.ts';
import { useTestApp, useTestPostgresDatabase } from '../../test/suite.ts';
import { MOBILE_AUTH_PATHS } from '@passdesk/contract/mobile-users/mobile-users-paths';
import { MOBILE_API } from '@passdesk/contract/http/paths';
import { apiUrl } from '../../test/api-url.ts';

describe('inspector sessions across two instances', () => {
  const database = useTestPostgresDatabase();
  // Limits high enough that B reserves many hits at once and reads no session for the whole test.
  const env = { MOBILE_API_ACCOUNT_PER_MINUTE: '1000000', MOBILE_API_IP_PER_MINUTE: '1000000' };
  const a = useTestApp(() => ({ databaseUrl: database.url, env }));
  const b = useTestApp(() => ({ databaseUrl: database.url, env }));

  it('refuses on instance B a remembered token once its inspector is deactivated elsewhere', async () => {
    const admin = await a.tokenFor(1);
    const inspector = await createInspector(a, admin);
    const onB = () => b.inject({ method: 'GET', url: apiUrl(MOBILE_API, MOBILE_AUTH_PATHS.me), token: inspector.token });
    expect((await onB()).statusCode).toBe(200);
    expect((await onB()).statusCode).toBe(200);
    // Deactivated outside both processes (another instance, or an operator's SQL): only the
    // database's notification can tell B.
    const sql = new pg.Client({ connectionString: database.url });
    await sql.connect();
    try {
      await sql.query(`update mobile_users set status = 'inactive' where id = $1`, [inspector.id]);
    } finally {
      await sql.end();
    }
    // The notification travels from the commit to B's listening connection: B must refuse once it
    // lands, well within the 10 s it would otherwise answer 200 from its memory.
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 25; attempt += 1) {
      const status = (await onB()).statusCode;
      statuses.push(status);
      if (status === 401) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(statuses.at(-1)).toBe(401);
  });
});
