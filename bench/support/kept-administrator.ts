/**
 * A database kept between bench runs (cards-scale --keep, cards-export --database-url) holds the
 * authenticator app its administrator set up in an earlier run, whose secret only that run's
 * process knew (e2e/support/admin-second-factor.ts). Removed before the server signs in again, so
 * the sign-in sets one up afresh, as on a new database.
 */
import pg from 'pg';

export async function forgetAdministratorAuthenticator(url: string, email: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // Before any migration (a database not yet made) there is nothing to forget.
    const [table] = (await client.query<{ present: boolean }>("select to_regclass('admin_user_totp') is not null as present")).rows;
    if (!table?.present) return;
    await client.query('delete from admin_user_totp where user_id in (select id from admin_users where email = $1)', [email]);
    await client.query('delete from admin_user_recovery_codes where user_id in (select id from admin_users where email = $1)', [email]);
  } finally {
    await client.end();
  }
}
