import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { access } from '../auth/access.ts';
import type { FeatureModule } from '../services.ts';
import { useTestApp } from '../../test/suite.ts';

/** A module that exists only in this test, to exercise the HTTP layer's error paths. */
const probe: FeatureModule = {
  name: 'probe',
  async root(app) {
    app.post(
      '/api/v1/admin/probe/echo',
      { config: { access: access.public() }, schema: { body: z.object({ name: z.string().min(2, 'Name is too short'), age: z.number().int() }) } },
      async (request) => ({ message: 'ok', data: request.body }),
    );
    app.get('/api/v1/admin/probe/boom', { config: { access: access.public() } }, async () => {
      throw new Error('secret internal detail');
    });
    app.get('/api/v1/admin/probe/undeclared', async () => ({ message: 'should never be reached' }));
    app.get(
      '/api/v1/admin/probe/list',
      { config: { access: access.public() }, schema: { querystring: z.object({ page: z.coerce.number().int().min(1) }) } },
      async (request) => ({ message: 'ok', data: request.query }),
    );
  },
};

describe('HTTP layer', () => {
  const t = useTestApp({ modules: [probe] });

  it('answers /healthz and /readyz', async () => {
    expect((await t.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await t.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ready' });
  });

  it('does not log the probes load balancers poll, and logs every other request in one line', async () => {
    await t.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'probe-not-logged' } });
    await t.inject({ method: 'GET', url: '/readyz', headers: { 'x-request-id': 'probe-not-logged' } });
    await t.inject({ method: 'GET', url: '/api/v1/admin/probe/list?page=1', headers: { 'x-request-id': 'request-logged' } });
    expect(t.logs.filter((line) => line.reqId === 'probe-not-logged')).toEqual([]);
    // One line per request, on its answer: what was asked, by whom, and how it ended.
    const lines = t.logs.filter((line) => line.reqId === 'request-logged');
    expect(lines.map((line) => line.msg)).toEqual(['request completed']);
    expect(lines[0]).toMatchObject({ req: { method: 'GET', url: '/api/v1/admin/probe/list?page=1' }, res: { statusCode: 200 }, responseTime: expect.any(Number) });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/v1/admin/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json().message).toMatch(/No API endpoint/);
    const post = await t.inject({ method: 'POST', url: '/api/nothing', payload: {} });
    expect(post.statusCode).toBe(404);
  });

  it('names the field of a validation error', async () => {
    const response = await t.inject({ method: 'POST', url: '/api/v1/admin/probe/echo', payload: { name: 'a', age: 3 } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Name is too short', errors: { name: 'Name is too short' } });
  });

  it('refuses malformed JSON, a wrong content type and a body over the limit with 4xx', async () => {
    const cases = [
      { contentType: 'application/json', payload: '{"name": ', status: 400, message: 'The request body is not valid JSON' },
      { contentType: 'application/xml', payload: '<a/>', status: 415, message: 'Unsupported content type' },
      { contentType: 'application/json', payload: JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024), age: 1 }), status: 413, message: 'The request body is too large' },
    ];
    for (const { contentType, payload, status, message } of cases) {
      const response = await t.inject({ method: 'POST', url: '/api/v1/admin/probe/echo', headers: { 'content-type': contentType }, payload });
      expect(response.statusCode, message).toBe(status);
      expect(response.json().message).toBe(message);
    }
  });

  it('refuses a query parameter of the wrong type with 400', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/v1/admin/probe/list?page=abc' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty('page');
  });

  it('hides internals of a 500 and gives the request id', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/v1/admin/probe/boom', headers: { 'x-request-id': 'req-test-500' } });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Internal server error', request_id: 'req-test-500' });
    expect(response.body).not.toContain('secret internal detail');
    expect(response.headers['x-request-id']).toBe('req-test-500');
    const logged = t.logs.find((line) => line.reqId === 'req-test-500' && line.level === 50);
    expect(logged).toBeDefined();
  });

  it('refuses a route that declares no access (deny by default)', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/v1/admin/probe/undeclared' });
    expect(response.statusCode).toBe(403);
    expect(response.body).not.toContain('should never be reached');
  });

  it('sends security headers and a request id on every answer', async () => {
    const response = await t.inject({ method: 'GET', url: '/healthz' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-request-id']).toBeTruthy();
  });

  it('never logs the authorization header or passwords', async () => {
    await t.inject({ method: 'POST', url: '/api/v1/admin/probe/echo', headers: { authorization: 'Bearer top-secret-token' }, payload: { name: 'x', age: 1, password: 'Hunter2!' } });
    const text = JSON.stringify(t.logs);
    expect(text).not.toContain('top-secret-token');
    expect(text).not.toContain('Hunter2!');
  });

  it('serves the OpenAPI document generated from route schemas', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json() as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toMatch(/^3\./);
    expect(document.paths).toHaveProperty('/api/v1/admin/probe/echo');
    // The operators' probes are described in docs/operations.md, not in the API document.
    expect(document.paths).not.toHaveProperty('/healthz');
  });
});
