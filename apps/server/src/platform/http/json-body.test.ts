/**
 * A JSON body nested deeper than any request of the API needs is a 400 naming the limit, on every
 * JSON route — signed in or not, POST or PUT — and never reaches a walk that could overflow the
 * stack (docs/api.md, "Bad input").
 */
import { describe, expect, it } from 'vitest';
import { AUTH_PATHS } from '@passdesk/contract/auth/auth-paths';
import { PUBLIC_APPLICATION_PATHS } from '@passdesk/contract/applications/applications-paths';
import { ROLE_PATHS } from '@passdesk/contract/access/access-paths';
import { ADMIN_API, MOBILE_API, USERS_API } from '@passdesk/contract/http/paths';
import { MOBILE_AUTH_PATHS } from '@passdesk/contract/mobile-users/mobile-users-paths';
import { ROUTE_PATHS } from '@passdesk/contract/master-data/master-data-paths';
import { apiUrl } from '../../test/api-url.ts';
import { useTestApp } from '../../test/suite.ts';
import { JSON_TOO_DEEP_MESSAGE, MAX_JSON_DEPTH, nestsDeeperThan } from './json-body.ts';

const arrays = (depth: number, inner = '1') => `${'['.repeat(depth)}${inner}${']'.repeat(depth)}`;
const objects = (depth: number, inner = '1') => `${'{"a":'.repeat(depth)}${inner}${'}'.repeat(depth)}`;

describe('nestsDeeperThan', () => {
  it('counts arrays and objects inside one another, not brackets inside strings', () => {
    expect(nestsDeeperThan(arrays(3), 3)).toBe(false);
    expect(nestsDeeperThan(arrays(4), 3)).toBe(true);
    expect(nestsDeeperThan(objects(4), 3)).toBe(true);
    expect(nestsDeeperThan('[[1],[2],[3],[4]]', 2)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify({ text: '[[[[[[{{{{{{', quoted: 'a \\" [[[[[ \\\\' }), 1)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify({ text: 'ends in a backslash \\' , next: [[[1]]] }), 3)).toBe(true);
  });
});

describe('a JSON body nested deeper than the API accepts', () => {
  const t = useTestApp({}, async (app) => ({ admin: await app.tokenFor(1) }));

  const deepBodies = [arrays(10_000), objects(10_000), `{"email":${arrays(10_000)}}`, `{"email":"a@b.c","password":"x","extra":${objects(100_000)}}`];
  const routes: Array<{ method: 'POST' | 'PUT'; url: string; signedIn?: boolean }> = [
    { method: 'POST', url: apiUrl(ADMIN_API, AUTH_PATHS.login) },
    { method: 'POST', url: apiUrl(ADMIN_API, AUTH_PATHS.forgotPassword) },
    { method: 'POST', url: apiUrl(USERS_API, PUBLIC_APPLICATION_PATHS.status) },
    { method: 'POST', url: apiUrl(MOBILE_API, MOBILE_AUTH_PATHS.login) },
    { method: 'POST', url: apiUrl(ADMIN_API, ROUTE_PATHS.create), signedIn: true },
    { method: 'PUT', url: apiUrl(ADMIN_API, ROLE_PATHS.one, { id: 1 }), signedIn: true },
  ];

  it('is a 400 naming the limit on the sign-in, reset, status and inspector routes and on signed-in writes, with no error logged', async () => {
    const errorsBefore = t.logs.filter((line) => Number(line.level) >= 50).length;
    for (const route of routes) {
      for (const payload of deepBodies) {
        const response = await t.inject({ method: route.method, url: route.url, headers: { 'content-type': 'application/json' }, payload, token: route.signedIn ? t.admin : undefined });
        expect(response.statusCode, `${route.method} ${route.url} ${payload.slice(0, 12)}`).toBe(400);
        expect(response.json()).toEqual({ message: JSON_TOO_DEEP_MESSAGE });
      }
    }
    expect(t.logs.filter((line) => Number(line.level) >= 50).length).toBe(errorsBefore);
  });

  it('lets a body at the limit through to the route’s own validation', async () => {
    const response = await t.inject({
      method: 'POST',
      url: apiUrl(ADMIN_API, AUTH_PATHS.login),
      headers: { 'content-type': 'application/json' },
      payload: `{"email":"a@b.c","password":${arrays(MAX_JSON_DEPTH - 1)}}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).not.toBe(JSON_TOO_DEEP_MESSAGE);
    expect(response.json().errors).toHaveProperty('password');
  });

  it('still refuses prototype poisoning and broken JSON as before', async () => {
    const url = apiUrl(ADMIN_API, AUTH_PATHS.login);
    const poisoned = await t.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: '{"email":"a@b.c","__proto__":{"x":1}}' });
    expect(poisoned.statusCode).toBe(400);
    const broken = await t.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: '{"email": ' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ message: 'The request body is not valid JSON' });
  });
});
