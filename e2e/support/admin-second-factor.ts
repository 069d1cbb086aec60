/**
 * The first administrator's second factor in browser tests, benches and the container test. The
 * Super Admin role requires a second factor (docs/api.md "Second factor"): with demo data the
 * administrator signs in with the authenticator secret the README prints (DEMO_TOTP_SECRET);
 * without, the first sign-in sets one up. These helpers do what the administrator's phone would:
 * set the app up through the API when asked and answer the second step with its code. A code is
 * accepted once and never one of an earlier step, so the steps used are remembered per server and
 * account, and a sign-in waits for the next step when the window (±1 step) is used up.
 */
import { Secret, TOTP } from 'otpauth';
import { ROLE_PATHS } from '@passdesk/contract/access/access-paths';
import type { Role } from '@passdesk/contract/access/role-payloads';
import { AUTH_PATHS } from '@passdesk/contract/auth/auth-paths';
import { SECOND_FACTOR_PATHS } from '@passdesk/contract/auth/second-factor';
import { ADMIN_API, pathOf } from '@passdesk/contract/http/paths';
import { DEMO_TOTP_SECRET } from '../../apps/server/src/modules/second-factor/second-factor.demo.ts';
import { apiUrl } from '../../apps/server/src/test/api-url.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './server.ts';

const STEP_MS = 30_000;
const lastStepUsed = new Map<string, number>();
/** Secrets set up here, per server and account; any other is the demo data's first administrator's, the README's. */
const secrets = new Map<string, string>();

/** The next code of the account's authenticator the server on `baseUrl` accepts. */
export async function nextCode(baseUrl: string, email = ADMIN_EMAIL): Promise<string> {
  const key = `${baseUrl} ${email}`;
  const secret = secrets.get(key) ?? DEMO_TOTP_SECRET;
  const now = Math.floor(Date.now() / STEP_MS);
  const step = Math.max(now - 1, (lastStepUsed.get(key) ?? 0) + 1);
  // The server accepts the steps next to its own: wait until `step` is at most one ahead.
  if (step > now + 1) await new Promise((resolve) => setTimeout(resolve, (step - 1) * STEP_MS - Date.now() + 50));
  lastStepUsed.set(key, step);
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: step * STEP_MS });
}

async function post<T>(url: string, body: unknown, token?: string, method = 'POST'): Promise<T> {
  const response = await fetch(url, { method, headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

type LoginAnswer = { token?: string; user?: { must_enrol_second_factor: boolean }; second_step?: { challenge: string } };

/** Sets up an authenticator app for the token's account (its session then opens fully) and remembers its secret. */
async function setUpAuthenticator(baseUrl: string, email: string, token: string): Promise<void> {
  const { secret } = await post<{ secret: string }>(`${baseUrl}${apiUrl(ADMIN_API, SECOND_FACTOR_PATHS.totp)}`, {}, token);
  secrets.set(`${baseUrl} ${email}`, secret);
  await post(`${baseUrl}${apiUrl(ADMIN_API, SECOND_FACTOR_PATHS.totpConfirm)}`, { code: await nextCode(baseUrl, email) }, token);
}

/**
 * Signs in through the API as a person with their phone would: the second step answered with the
 * authenticator's next code, or, where a role requires a second factor the account has not got,
 * the app set up first.
 */
export async function signInAnsweringSecondStep(baseUrl: string, email: string, password: string): Promise<string> {
  const answer = await post<LoginAnswer>(`${baseUrl}${apiUrl(ADMIN_API, AUTH_PATHS.login)}`, { email, password });
  if (answer.token) {
    if (answer.user?.must_enrol_second_factor) await setUpAuthenticator(baseUrl, email, answer.token);
    return answer.token;
  }
  if (!answer.second_step) throw new Error(`login of ${email}: neither a token nor a second step`);
  const done = await post<{ token: string }>(`${baseUrl}${apiUrl(ADMIN_API, AUTH_PATHS.loginSecondStep)}`, { challenge: answer.second_step.challenge, code: await nextCode(baseUrl, email) });
  return done.token;
}

/**
 * Makes the demo administrator sign in with the password alone on `baseUrl`, as an agency may
 * choose on the Roles screen: the Super Admin role no longer requires a second factor and the
 * administrator's authenticator app is removed (both through the API, as an administrator would).
 * The browser tests' shared installation starts so (demo-template.ts); the second factor's own
 * tests set up theirs.
 */
export async function passwordOnlyAdministrator(baseUrl: string): Promise<void> {
  const token = await signInAnsweringSecondStep(baseUrl, ADMIN_EMAIL, ADMIN_PASSWORD);
  const list = await fetch(`${baseUrl}${apiUrl(ADMIN_API, ROLE_PATHS.list)}?search=Super%20Admin`, { headers: { authorization: `Bearer ${token}` } });
  const { items } = ((await list.json()) as { data: { items: Role[] } }).data;
  const role = items.find((item) => item.name === 'Super Admin');
  if (!role) throw new Error('no Super Admin role');
  await post(`${baseUrl}${apiUrl(ADMIN_API, pathOf(ROLE_PATHS.one, { id: role.id }))}`, { name: role.name, description: role.description, permissions: role.permissions, requires_second_factor: false }, token, 'PUT');
  await post(`${baseUrl}${apiUrl(ADMIN_API, SECOND_FACTOR_PATHS.totpRemove)}`, { password: ADMIN_PASSWORD }, token);
}
