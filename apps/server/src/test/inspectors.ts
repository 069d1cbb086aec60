/** Test inspectors: created through the panel's API, signed in through the app's. */
import type { TestApp } from './test-app.ts';
import { MOBILE_AUTH_PATHS, MOBILE_USER_PATHS } from '@passdesk/contract/mobile-users/mobile-users-paths';
import { ADMIN_API, MOBILE_API } from '@passdesk/contract/http/paths';
import { apiUrl } from './api-url.ts';

export const INSPECTOR_PASSWORD = 'Inspect@123';

export interface TestInspector {
  id: number;
  employeeCode: string;
  token: string;
}

let counter = 0;

export async function createInspector(t: TestApp, adminToken: string, fields: Record<string, unknown> = {}): Promise<TestInspector> {
  counter += 1;
  const suffix = `${process.pid % 1000}${counter}`.padStart(6, '0');
  const employeeCode = `INS-${suffix}`;
  const created = await t.inject({
    method: 'POST',
    url: apiUrl(ADMIN_API, MOBILE_USER_PATHS.create),
    token: adminToken,
    payload: { name: `Inspector ${suffix}`, employee_code: employeeCode, mobile: `98${suffix}${String(counter).padStart(2, '0')}`, password: INSPECTOR_PASSWORD, ...fields },
  });
  if (created.statusCode !== 200) throw new Error(`inspector not created: ${created.body}`);
  const id = (created.json() as { data: { id: number } }).data.id;
  const login = await t.inject({ method: 'POST', url: apiUrl(MOBILE_API, MOBILE_AUTH_PATHS.login), payload: { login: employeeCode, password: INSPECTOR_PASSWORD } });
  if (login.statusCode !== 200) throw new Error(`inspector cannot sign in: ${login.body}`);
  return { id, employeeCode, token: (login.json() as { data: { token: string } }).data.token };
}
