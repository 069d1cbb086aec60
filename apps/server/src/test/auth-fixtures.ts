/** Test helpers of the auth module's API tests: users to sign in as, and signing in. */
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { hashPassword } from '../platform/auth/passwords.ts';
import { adminUsers, roles, userRoles } from '../modules/access/access.schema.ts';
import type { TestApp } from './test-app.ts';
import { AUTH_PATHS } from '@passdesk/contract/auth/auth-paths';
import { ADMIN_API } from '@passdesk/contract/http/paths';
import { apiUrl } from './api-url.ts';

const PASSWORD = 'Staff@1234';
let counter = 0;

export interface TestUser {
  id: number;
  email: string;
  password: string;
}

/** An admin user; `email` keeps the case it is given, to test case-insensitive sign-in. */
export async function createUser(
  t: TestApp,
  options: { email?: string; password?: string; status?: 'active' | 'inactive'; roleName?: string } = {},
): Promise<TestUser> {
  counter += 1;
  const email = options.email ?? `staff${counter}.${Date.now()}@passdesk.test`;
  const password = options.password ?? PASSWORD;
  const [user] = await t.services.db
    .insert(adminUsers)
    .values({ first_name: `Staff${counter}`, last_name: 'Tester', email, password_hash: await hashPassword(password), user_type: 'staff', status: options.status ?? 'active' })
    .returning({ id: adminUsers.id });
  if (!user) throw new Error('no user');
  if (options.roleName) {
    const [role] = await t.services.db.insert(roles).values({ name: options.roleName }).returning({ id: roles.id });
    if (role) await t.services.db.insert(userRoles).values({ user_id: user.id, role_id: role.id, position: 0 });
  }
  return { id: user.id, email, password };
}

/** `cookie`: the Cookie header of a browser that signed in before (test/device-cookie.ts). */
export function loginRequest(t: TestApp, email: string, password: string, ip = '127.0.0.1', cookie?: string) {
  return t.inject({ method: 'POST', url: apiUrl(ADMIN_API, AUTH_PATHS.login), payload: { email, password }, remoteAddress: ip, headers: cookie ? { cookie } : {} });
}

/** Signs in through the API and returns the token. */
export async function signIn(t: TestApp, email: string, password: string): Promise<string> {
  const response = await loginRequest(t, email, password);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: { token: string } }).data.token;
}

export async function userRow(t: TestApp, id: number) {
  const [row] = await t.services.db.select().from(adminUsers).where(eq(adminUsers.id, id));
  if (!row) throw new Error(`no user ${id}`);
  return row;
}
