/**
 * PUT replaces a record (docs/api.md "Conventions"; a partial `PUT admin_users/{id}` must not
 * reactivate an inactive user):
 * every PUT with a JSON body, found in the OpenAPI document so that new routes are covered, answers
 * a body missing fields with 400 naming each of them, and the document marks them all required.
 */
import { describe, expect, it } from 'vitest';
import { MISSING_FIELD_MESSAGE } from '@passdesk/contract/http/full-body';
import { ADMIN_API } from '@passdesk/contract/http/paths';
import { eq } from 'drizzle-orm';
import { adminUsers } from '../modules/access/access.schema.ts';
import { createRoleWith, createStaff } from './staff.ts';
import { useTestApp } from './suite.ts';

type JsonSchema = { properties?: Record<string, unknown>; required?: string[]; $ref?: string };
type Operation = { requestBody?: { content?: Record<string, { schema?: JsonSchema }> } };

describe('PUT needs the whole body', () => {
  const t = useTestApp({}, async (t) => ({
    admin: await t.tokenFor(1),
  }));

  it('answers every JSON PUT of the API missing fields with 400 naming them; the document requires them all', async () => {
    const document = (await t.inject({ method: 'GET', url: '/api/docs/json' })).json<{ paths: Record<string, Record<string, Operation>> }>();
    const puts = Object.entries(document.paths).flatMap(([path, methods]) => {
      const schema = methods.put?.requestBody?.content?.['application/json']?.schema;
      return schema?.properties ? [{ path, schema }] : [];
    });
    expect(puts.length).toBeGreaterThanOrEqual(6);
    for (const { path, schema } of puts) {
      const fields = Object.keys(schema.properties ?? {});
      expect(schema.required?.sort(), path).toEqual([...fields].sort());
      const url = path.replace(/\{[^}]+\}/g, '1');
      const response = await t.inject({ method: 'PUT', url, token: t.admin, payload: {} });
      expect(response.statusCode, url).toBe(400);
      expect(Object.keys(response.json<{ errors: Record<string, string> }>().errors).sort(), url).toEqual([...fields].sort());
      expect(response.json<{ errors: Record<string, string> }>().errors[fields[0] ?? ''], url).toBe(MISSING_FIELD_MESSAGE);
    }
  });

  it('leaves an inactive user inactive and keeps their roles when a partial PUT is refused', async () => {
    const user = await createStaff(t, { status: 'inactive', permissions: { Dashboard: { read: true, create: false, update: false, delete: false } } });
    const response = await t.inject({ method: 'PUT', url: `${ADMIN_API}/admin_users/${user.userId}`, token: t.admin, payload: { first_name: 'Partial', email: user.email } });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: Record<string, string> }>().errors).toHaveProperty('status');
    const [row] = await t.services.db.select({ status: adminUsers.status, first_name: adminUsers.first_name }).from(adminUsers).where(eq(adminUsers.id, user.userId));
    expect(row).toEqual({ status: 'inactive', first_name: 'Test' });
  });

  it('names a flag left out of a nested map (the permissions of a role) instead of defaulting it to false, and keeps the role', async () => {
    const full = { read: true, create: true, update: true, delete: true };
    const roleId = await createRoleWith(t, 'Nested full body', { Dashboard: full });
    const response = await t.inject({
      method: 'PUT',
      url: `${ADMIN_API}/roles/${roleId}`,
      token: t.admin,
      payload: { name: 'Nested full body', description: '', requires_second_factor: false, permissions: { Dashboard: { read: true, create: false } } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: Record<string, string> }>().errors).toEqual({
      'permissions.Dashboard.update': MISSING_FIELD_MESSAGE,
      'permissions.Dashboard.delete': MISSING_FIELD_MESSAGE,
    });
    const document = (await t.inject({ method: 'GET', url: '/api/docs/json' })).json<{ paths: Record<string, Record<string, Operation>> }>();
    const roleBody = document.paths[`${ADMIN_API}/roles/{id}`]?.put?.requestBody?.content?.['application/json']?.schema as { properties: { permissions: { additionalProperties: JsonSchema } } };
    expect(roleBody.properties.permissions.additionalProperties.required?.sort()).toEqual(['create', 'delete', 'read', 'update']);
    const kept = await t.inject({ method: 'GET', url: `${ADMIN_API}/roles/${roleId}`, token: t.admin });
    expect(kept.json<{ data: { permissions: Record<string, unknown> } }>().data.permissions.Dashboard).toEqual(full);
  });
});
