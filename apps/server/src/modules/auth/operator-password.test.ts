/**
 * A password set by an operator (`passdesk admin reset-password`): every session ends, the account's
 * locks are cleared, and a generated password opens nothing but the signed-in routes (Change
 * Password, me, sign out) until the person has chosen their own.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AUTH_PATHS } from '@passdesk/contract/auth/auth-paths';
import { ADMIN_API } from '@passdesk/contract/http/paths';
import { PASSWORD_CHANGE_REQUIRED_MESSAGE } from '../../platform/auth/access.ts';
import { authRateLimits } from '../../platform/rate-limit/rate-limit.schema.ts';
import { apiUrl } from '../../test/api-url.ts';
import { createUser, loginRequest, signIn } from '../../test/auth-fixtures.ts';
import { useTestApp } from '../../test/suite.ts';
import { accessModule } from '../access/access.module.ts';
import { adminUsers } from '../access/access.schema.ts';
import { authModule } from './auth.module.ts';
import { LOGIN_ACCOUNT_FAILURES, limitKeys } from './limits.ts';
import { setOperatorPassword } from './operator-password.ts';

describe('a password set by an operator', () => {
  const t = useTestApp({ modules: [authModule, accessModule] });
  const get = (path: string, token: string) => t.inject({ method: 'GET', url: apiUrl(ADMIN_API, path), token });

  it('ends the sessions and lifts the lock-out; a one-time password opens only Change Password until it is changed', async () => {
    // A super admin, whom every permission opens: only the one-time password stands in the way.
    const user = await createUser(t);
    await t.services.db.update(adminUsers).set({ user_type: 'super_admin' }).where(eq(adminUsers.id, user.id));
    const before = await signIn(t, user.email, user.password);
    // Locked out from one address: five wrong passwords.
    for (let n = 0; n < LOGIN_ACCOUNT_FAILURES.max; n += 1) await loginRequest(t, user.email, 'Wrong@12345', '10.40.0.1');
    expect((await loginRequest(t, user.email, user.password, '10.40.0.1')).statusCode).toBe(429);

    const result = await setOperatorPassword(t.services.db, user, 'OneTime@2026', true, async () => undefined);
    expect(result.locksCleared).toBeGreaterThanOrEqual(1);
    expect((await get(AUTH_PATHS.me, before)).statusCode).toBe(401);
    const locks = await t.services.db.select().from(authRateLimits).where(eq(authRateLimits.key, limitKeys.loginAccount(user.email, '10.40.0.1')));
    expect(locks).toEqual([]);

    const signedIn = await loginRequest(t, user.email, 'OneTime@2026', '10.40.0.1');
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const { token, user: me } = (signedIn.json() as { data: { token: string; user: { must_change_password: boolean } } }).data;
    expect(me.must_change_password).toBe(true);
    expect((await get(AUTH_PATHS.me, token)).json()).toMatchObject({ data: { must_change_password: true } });
    const refused = await get('/roles', token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: PASSWORD_CHANGE_REQUIRED_MESSAGE });

    const changed = await t.inject({ method: 'PATCH', url: apiUrl(ADMIN_API, AUTH_PATHS.changePassword), token, payload: { old_password: 'OneTime@2026', new_password: 'Chosen@2026' } });
    expect(changed.statusCode, changed.body).toBe(200);
    const again = await signIn(t, user.email, 'Chosen@2026');
    expect((await get(AUTH_PATHS.me, again)).json()).toMatchObject({ data: { must_change_password: false } });
    expect((await get('/roles', again)).statusCode).not.toBe(403);
  });

  it('a password the operator chose is kept as the person’s own: nothing is refused', async () => {
    const user = await createUser(t);
    await setOperatorPassword(t.services.db, user, 'Typed@2026', false, async () => undefined);
    const token = await signIn(t, user.email, 'Typed@2026');
    expect((await get(AUTH_PATHS.me, token)).json()).toMatchObject({ data: { must_change_password: false } });
  });
});
