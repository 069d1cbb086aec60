import fastifyHelmet from '@fastify/helmet';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { access } from '../auth/access.ts';
import type { FeatureModule } from '../services.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { HELMET_OPTIONS, securityHeaders } from './security-headers.ts';

const failing: FeatureModule = {
  name: 'failing-probe',
  async root(app) {
    app.get('/api/v1/admin/headers-probe/boom', { config: { access: access.public() } }, async () => {
      throw new Error('boom');
    });
  },
};

describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ modules: [failing] });
  });
  afterAll(async () => t?.close());

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
