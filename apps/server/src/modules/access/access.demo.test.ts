import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/suite.ts';
import { DEMO_PASSWORD, DEMO_ROLES, DEMO_USERS } from './access.demo.ts';
import { ROLE_PATHS } from '@passdesk/contract/access/access-paths';
import { AUTH_PATHS } from '@passdesk/contract/auth/auth-paths';
import { ADMIN_API } from '@passdesk/contract/http/paths';
import { apiUrl } from '../../test/api-url.ts';

describe('access demo data', () => {
  const t = useTestApp({ env: { DEMO_DATA: 'true' } });

  it('creates the demo roles with only existing permission names', async () => {
    const response = await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, ROLE_PATHS.list, 'limit=100'), token: await t.tokenFor(1) });
    const roles = response.json().data.items as Array<{ name: string; permissions: Record<string, unknown>; user_count: number }>;
    for (const demo of DEMO_ROLES) {
      const role = roles.find((candidate) => candidate.name === demo.name);
      expect(role, demo.name).toBeDefined();
      expect(Object.keys(role?.permissions ?? {}).sort()).toEqual(Object.keys(demo.permissions).sort());
      expect(role?.user_count).toBeGreaterThan(0);
    }
  });

  it('lets an active demo user sign in with the demo password, with its roles in order', async () => {
    const response = await t.inject({ method: 'POST', url: apiUrl(ADMIN_API, AUTH_PATHS.login), payload: { email: 'meera.iyer@passdesk.local', password: DEMO_PASSWORD } });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user.roles.map((role: { name: string }) => role.name)).toEqual(['Center Operator', 'Report Viewer']);
    const inactive = DEMO_USERS.find((user) => user.status === 'inactive');
    const refused = await t.inject({ method: 'POST', url: apiUrl(ADMIN_API, AUTH_PATHS.login), payload: { email: inactive?.email, password: DEMO_PASSWORD } });
    expect(refused.statusCode).not.toBe(200);
  });
});
