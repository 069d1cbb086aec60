/**
 * Walks EVERY registered route of the full app and proves the access hook guards it:
 * permission routes answer 401 without a token, 403 to a role missing exactly that flag, and
 * neither to a role holding just that flag; super-admin routes answer 403 to an admin holding every
 * flag of every permission and let a super admin through; signed-in routes answer 401 without a token only.
 * A route registered without an access declaration fails this test.
 */
import { describe, expect, it } from 'vitest';
import { ACTIONS, ALL_FLAGS, NO_FLAGS, PERMISSION, SYSTEM_PERMISSIONS, type Action, type PermissionMap } from '@passdesk/contract/access/permissions';
import { access, declaredRoutes, type DeclaredRoute } from '../platform/auth/access.ts';
import type { FeatureModule } from '../platform/services.ts';
import { FEATURE_MODULES } from '../modules/modules.ts';
import { createInspector } from './inspectors.ts';
import { createStaff } from './staff.ts';
import { type TestApp } from './test-app.ts';
import { useTestApp } from './suite.ts';
import { AUTH_PATHS } from '@passdesk/contract/auth/auth-paths';
import { PASSKEY_PATHS } from '@passdesk/contract/auth/passkey-paths';
import { ADMIN_USER_PATHS, ROLE_PATHS } from '@passdesk/contract/access/access-paths';
import { ADMIN_API } from '@passdesk/contract/http/paths';
import { apiUrl } from './api-url.ts';

/** Public routes of the admin API, each a conscious decision. */
const PUBLIC_ADMIN_ROUTES = new Set(
  [
    AUTH_PATHS.login,
    AUTH_PATHS.loginSecondStep,
    PASSKEY_PATHS.signInOptions,
    PASSKEY_PATHS.signIn,
    PASSKEY_PATHS.secondStep,
    AUTH_PATHS.forgotPassword,
    AUTH_PATHS.verifyOtp,
    AUTH_PATHS.resetPassword,
  ].map((path) => `POST ${apiUrl(ADMIN_API, path)}`),
);

/** A path param filled with an id no row has: the point is the status class, not the row. */
const MISSING_ID = '999999';

const label = (route: DeclaredRoute) => `${route.method} ${route.url}`;

/** Fastify's HEAD twins of GET routes carry the GET's declaration; they are not walked twice. */
function walkable(routes: readonly DeclaredRoute[]): DeclaredRoute[] {
  return routes.filter((route) => route.method !== 'HEAD' && route.method !== 'OPTIONS');
}

export function undeclaredRoutes(routes: readonly DeclaredRoute[]): string[] {
  return routes.filter((route) => route.access === undefined).map(label);
}

function urlOf(route: DeclaredRoute): string {
  return route.url.replace(/:[A-Za-z_]+/g, MISSING_ID).replace(/\*$/, 'x');
}

function call(t: TestApp, route: DeclaredRoute, token?: string) {
  const method = route.method as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  const withBody = method === 'POST' || method === 'PUT' || method === 'PATCH';
  return t.inject({ method, url: urlOf(route), token, ...(withBody ? { payload: {} } : {}) });
}

/** Every flag on every permission, except the one action on the one permission. */
/** Every flag but `action` on the route's permissions (its own and those that open it too). */
function everythingBut(permissions: readonly string[], action: Action): PermissionMap {
  const map: PermissionMap = {};
  for (const name of SYSTEM_PERMISSIONS) map[name] = { ...ALL_FLAGS };
  for (const permission of permissions) {
    const own = map[permission];
    if (own) own[action] = false;
  }
  return map;
}

describe('access declarations of every route', () => {
  const t = useTestApp({}, async (t) => ({
    routes: walkable(declaredRoutes(t.app)),
  }));

  it('finds the routes of every feature module, and none without a declaration', () => {
    expect(t.routes.length).toBeGreaterThan(20);
    expect(t.routes.map(label)).toEqual(expect.arrayContaining([`GET ${apiUrl(ADMIN_API, ROLE_PATHS.list)}`, 'GET /healthz', 'GET /api/docs/json']));
    // An administrator's reset of another user's second factor needs User Management update.
    const reset = t.routes.find((route) => route.method === 'POST' && route.url === `${ADMIN_API}${ADMIN_USER_PATHS.resetSecondFactor}`);
    expect(reset?.access).toMatchObject({ kind: 'permission', permission: PERMISSION.userManagement, action: 'update' });
    expect(undeclaredRoutes(declaredRoutes(t.app))).toEqual([]);
  });

  it('declares only known permissions and actions', () => {
    for (const route of t.routes) {
      if (route.access?.kind !== 'permission') continue;
      for (const permission of [route.access.permission, ...(route.access.orPermissions ?? [])]) expect(SYSTEM_PERMISSIONS, label(route)).toContain(permission);
      expect(ACTIONS, label(route)).toContain(route.access.action);
    }
  });

  it('keeps the admin API private except for the sign-in and password-reset calls', () => {
    const publicAdmin = t.routes.filter((route) => route.access?.kind === 'public' && route.url.startsWith(ADMIN_API)).map(label);
    expect(publicAdmin.filter((name) => !PUBLIC_ADMIN_ROUTES.has(name))).toEqual([]);
    // Listed so a reader of the test output sees what anyone may call.
    const count = (kind: string) => t.routes.filter((route) => route.access?.kind === kind).length;
    console.warn(
      `${t.routes.length} routes: ${count('permission')} need a permission, ${count('signed-in')} a sign-in, ${count('mobile')} the mobile app, ${count('public')} public:\n  ` +
        t.routes.filter((route) => route.access?.kind === 'public').map(label).join('\n  '),
    );
  });

  it('answers 401 without a token on every route that needs a sign-in', async () => {
    const failures: string[] = [];
    for (const route of t.routes) {
      if (!route.access || route.access.kind === 'public') continue;
      const response = await call(t, route);
      if (response.statusCode !== 401) failures.push(`${label(route)} -> ${response.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it('answers 403 to a role missing exactly the declared flag, and lets a role holding just that flag through', async () => {
    const failures: string[] = [];
    const checked = new Map<string, { without: string; withIt: string }>();
    for (const route of t.routes) {
      if (route.access?.kind !== 'permission') continue;
      const { permission, action, orPermissions = [] } = route.access;
      const key = [permission, ...orPermissions].join('|') + `:${action}`;
      let users = checked.get(key);
      if (!users) {
        const without = await createStaff(t, { permissions: everythingBut([permission, ...orPermissions], action) });
        const withIt = await createStaff(t, { permissions: { [permission]: { ...NO_FLAGS, [action]: true } } });
        users = { without: without.token, withIt: withIt.token };
        checked.set(key, users);
      }
      const refused = await call(t, route, users.without);
      if (refused.statusCode !== 403) failures.push(`${label(route)} without ${key} -> ${refused.statusCode}`);
      const allowed = await call(t, route, users.withIt);
      if (allowed.statusCode === 401 || allowed.statusCode === 403) {
        failures.push(`${label(route)} with ${key} -> ${allowed.statusCode} ${allowed.body.slice(0, 120)}`);
      }
    }
    expect(failures).toEqual([]);
    expect(checked.size).toBeGreaterThan(0);
  });

  it('answers 403 on super-admin routes to an admin holding every flag, and lets a super admin through', async () => {
    const everything: PermissionMap = Object.fromEntries(SYSTEM_PERMISSIONS.map((name) => [name, { ...ALL_FLAGS }]));
    const admin = await createStaff(t, { permissions: everything, userType: 'admin' });
    const superAdmin = await t.tokenFor(1);
    const failures: string[] = [];
    const walked = t.routes.filter((route) => route.access?.kind === 'super-admin');
    for (const route of walked) {
      const refused = await call(t, route, admin.token);
      if (refused.statusCode !== 403) failures.push(`${label(route)} as an admin with every flag -> ${refused.statusCode}`);
      const allowed = await call(t, route, superAdmin);
      if (allowed.statusCode === 401 || allowed.statusCode === 403) failures.push(`${label(route)} as the super admin -> ${allowed.statusCode}`);
    }
    expect(failures).toEqual([]);
    expect(walked.map(label)).toContain('GET /api/v1/admin/audit');
  });

  it('lets any signed-in user through signed-in routes, even one without a role', async () => {
    const nobody = await createStaff(t, { permissions: null });
    const failures: string[] = [];
    for (const route of t.routes) {
      if (route.access?.kind !== 'signed-in') continue;
      // Signing out would end the session the rest of this walk uses.
      const token = route.url.endsWith('/logout') ? (await createStaff(t, { permissions: null })).token : nobody.token;
      const response = await call(t, route, token);
      if (response.statusCode === 401 || response.statusCode === 403) failures.push(`${label(route)} -> ${response.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it('keeps the two kinds of token apart: staff tokens never open inspector routes, inspector tokens never staff routes', async () => {
    const superAdmin = await t.tokenFor(1);
    const inspector = await createInspector(t, superAdmin);
    const failures: string[] = [];
    for (const route of t.routes) {
      const kind = route.access?.kind;
      if (kind === 'mobile') {
        const response = await call(t, route, superAdmin);
        if (response.statusCode !== 401) failures.push(`${label(route)} with a staff token -> ${response.statusCode}`);
        const allowed = await call(t, route, route.url.endsWith('/logout') ? (await createInspector(t, superAdmin)).token : inspector.token);
        if (allowed.statusCode === 401 || allowed.statusCode === 403) failures.push(`${label(route)} with an inspector token -> ${allowed.statusCode}`);
      } else if (kind === 'signed-in' || kind === 'permission' || kind === 'super-admin') {
        const response = await call(t, route, inspector.token);
        if (response.statusCode !== 401) failures.push(`${label(route)} with an inspector token -> ${response.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('the walk itself', () => {
  const careless: FeatureModule = {
    name: 'careless',
    async root(app) {
      app.get('/api/v1/admin/careless', async () => ({ message: 'no declaration' }));
      app.get('/api/v1/admin/careful', { config: { access: access.signedIn() } }, async () => ({ message: 'declared' }));
    },
  };
  const t = useTestApp({ modules: [...FEATURE_MODULES, careless] });

  it('fails when a route is registered without an access declaration', () => {
    expect(undeclaredRoutes(walkable(declaredRoutes(t.app)))).toEqual(['GET /api/v1/admin/careless']);
  });
});
