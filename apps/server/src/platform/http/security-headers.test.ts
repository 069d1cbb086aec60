import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fastifyHelmet from '@fastify/helmet';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { access } from '../auth/access.ts';
import type { FeatureModule } from '../services.ts';
import { ADMIN_API, USERS_API } from '@passdesk/contract/http/paths';
import { AUTH_PATHS } from '@passdesk/contract/auth/auth-paths';
import { TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD } from '../../test/test-app.ts';
import { useTestApp } from '../../test/suite.ts';
import { HELMET_OPTIONS, helmetOptionsFor, inlineScriptHashes, inspectorPolicy, securityHeaders } from './security-headers.ts';

const failing: FeatureModule = {
  name: 'failing-probe',
  async root(app) {
    app.get('/api/v1/admin/headers-probe/boom', { config: { access: access.public() } }, async () => {
      throw new Error('boom');
    });
  },
};

describe('security headers', () => {
  const t = useTestApp({ modules: [failing] });

  it('are exactly the ones the @fastify/helmet plugin sends with the same options', async () => {
    const reference = Fastify();
    await reference.register(fastifyHelmet, HELMET_OPTIONS);
    reference.get('/', async () => 'ok');
    const answer = await reference.inject({ method: 'GET', url: '/' });
    await reference.close();
    const expected = Object.fromEntries(Object.keys(securityHeaders()).map((name) => [name, answer.headers[name]]));
    expect(securityHeaders()).toEqual(expected);
    expect(Object.keys(expected).length).toBeGreaterThan(8);
  });

  it('are on every answer: success, not found, refused, server error — with the request id', async () => {
    const expected = securityHeaders();
    for (const [url, status] of [
      ['/healthz', 200],
      ['/api/v1/admin/nothing', 404],
      ['/api/v1/admin/headers-probe/boom', 500],
    ] as const) {
      const response = await t.inject({ method: 'GET', url, headers: { 'x-request-id': `probe-${status}` } });
      expect(response.statusCode, url).toBe(status);
      for (const [name, value] of Object.entries(expected)) expect(response.headers[name], `${url} ${name}`).toBe(value);
      expect(response.headers['x-request-id'], url).toBe(`probe-${status}`);
    }
    expect(expected['content-security-policy']).toContain("script-src 'self'");
    expect(expected['content-security-policy']).toContain("frame-ancestors 'none'");
  });
});

describe('the inspector app\'s pages', () => {
  const t = useTestApp({});

  it('may compile WebAssembly (its QR decoder) and nothing more; the panel and the API may not', async () => {
    const panelPolicy = securityHeaders()['content-security-policy'] ?? '';
    expect(panelPolicy).not.toContain('wasm-unsafe-eval');
    for (const url of ['/inspect', '/inspect/', '/inspect?from=home']) {
      const policy = String((await t.inject({ method: 'GET', url })).headers['content-security-policy']);
      expect(policy, url).toBe(inspectorPolicy(panelPolicy));
      expect(policy, url).toMatch(/script-src 'self' 'wasm-unsafe-eval'(;|$)/);
      expect(policy).not.toContain("'unsafe-eval'");
    }
    for (const url of ['/', '/inspector', '/api/v1/admin/nothing']) expect(String((await t.inject({ method: 'GET', url })).headers['content-security-policy']), url).not.toContain('wasm');
  });
});

describe('the built page\'s inline boot script', () => {
  it('is allowed by its hash, and nothing else inline: scripts with a src and other pages are not hashed', () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'passdesk-csp-'));
    try {
      const boot = 'document.documentElement.dataset.boot="login"';
      fs.writeFileSync(path.join(dist, 'index.html'), `<head><script>${boot}</script><script type="module" src="/assets/a.js"></script></head>`);
      fs.writeFileSync(path.join(dist, 'other.html'), '<script>alert(1)</script>');
      const hash = `'sha256-${crypto.createHash('sha256').update(boot).digest('base64')}'`;
      expect(inlineScriptHashes(dist)).toEqual([hash]);
      expect(securityHeaders(helmetOptionsFor(dist))['content-security-policy']).toContain(`script-src 'self' ${hash};`);
      // No built panel (the API alone): the policy as it was.
      expect(securityHeaders(helmetOptionsFor(path.join(dist, 'none')))).toEqual(securityHeaders());
    } finally {
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });
});

describe('Cache-Control on API answers', () => {
  const t = useTestApp();

  it('keep API answers out of caches: Cache-Control no-store on every /api answer unless the route is public and cacheable', async () => {
    const login = await t.inject({ method: 'POST', url: `${ADMIN_API}${AUTH_PATHS.login}`, payload: { email: TEST_ADMIN_EMAIL, password: TEST_ADMIN_PASSWORD } });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
    const token = login.json<{ data: { token: string } }>().data.token;
    for (const [url, status, signedIn] of [
      [`${ADMIN_API}${AUTH_PATHS.me}`, 200, true],
      [`${ADMIN_API}${AUTH_PATHS.me}`, 401, false],
      [`${ADMIN_API}/nothing`, 404, true],
    ] as const) {
      const response = await t.inject({ method: 'GET', url, token: signedIn ? token : undefined });
      expect(response.statusCode, url).toBe(status);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    // Public answers meant to be cached keep their own header; pages outside /api are not touched.
    const categories = await t.inject({ method: 'GET', url: `${USERS_API}/applications/categories` });
    expect(categories.headers['cache-control']).toBe('public, max-age=300');
    expect((await t.inject({ method: 'GET', url: '/healthz' })).headers['cache-control']).toBeUndefined();
  });
});
