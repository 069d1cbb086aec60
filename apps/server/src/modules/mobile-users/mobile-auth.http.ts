/** The inspector app's sign-in, sign-out and profile (`/api/v1/mobile`). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, messageOnlySchema } from '@passdesk/contract/http/envelope';
import { MOBILE_USER_MESSAGES, mobileInspectorSchema, mobileLoginBodySchema, mobileLoginDataSchema } from '@passdesk/contract/mobile-users/mobile-user';
import { access, requireInspector } from '../../platform/auth/access.ts';
import { rememberDevice } from '../../platform/auth/device-tokens.ts';
import { MOBILE_API } from '@passdesk/contract/http/paths';
import { revokeSession } from '../../platform/auth/sessions.ts';
import { centers } from '../centers/centers.schema.ts';
import { mobileUsers } from './mobile-users.schema.ts';
import { eq } from 'drizzle-orm';
import { audit } from '../../platform/audit/audit.ts';
import { unauthorized } from '../../platform/http/errors.ts';
import type { Services } from '../../platform/services.ts';
import { MOBILE_AUTH_PATHS } from '@passdesk/contract/mobile-users/mobile-users-paths';
import { mobileLogin } from './mobile-login.ts';

const tags = ['Inspector app'];

export async function mobileAuthRoutes(parent: FastifyInstance, services: Services): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db } = services;

  app.post(
    MOBILE_AUTH_PATHS.login,
    {
      config: { access: access.public(), openapi: { errors: { 401: MOBILE_USER_MESSAGES.invalidCredentials, 403: MOBILE_USER_MESSAGES.inactive } } },
      schema: {
        tags,
        summary: 'Sign in with an employee code or mobile number and the password',
        description: 'Each phone gets its own session; the panel can sign one phone out, and deactivating the inspector signs every phone out at once.',
        body: mobileLoginBodySchema,
        response: { 200: envelope(mobileLoginDataSchema) },
      },
    },
    async (request, reply) => {
      const data = await mobileLogin(services, request, request.body);
      rememberDevice(request, reply, services.tokens, { kind: 'mobile', id: data.inspector.id, path: `${MOBILE_API}${MOBILE_AUTH_PATHS.login}` });
      return { message: 'Signed in', data };
    },
  );

  app.post(
    MOBILE_AUTH_PATHS.logout,
    { config: { access: access.mobile() }, schema: { tags, summary: 'Sign this phone out', response: { 200: messageOnlySchema } } },
    async (request) => {
      const inspector = requireInspector(request);
      await db.transaction(async (tx) => {
        await revokeSession(tx, inspector.sessionId);
        await audit(tx, request, { action: 'mobile.logout', entity: 'mobile_user', entityId: inspector.userId });
      });
      return { message: 'Signed out' };
    },
  );

  app.get(
    MOBILE_AUTH_PATHS.me,
    { config: { access: access.mobile() }, schema: { tags, summary: 'The signed-in inspector', response: { 200: envelope(mobileInspectorSchema) } } },
    async (request) => {
      const inspector = requireInspector(request);
      const [row] = await db
        .select({ id: mobileUsers.id, name: mobileUsers.name, employee_code: mobileUsers.employee_code, mobile: mobileUsers.mobile, center_id: mobileUsers.center_id, center_name: centers.name })
        .from(mobileUsers)
        .leftJoin(centers, eq(centers.id, mobileUsers.center_id))
        .where(eq(mobileUsers.id, inspector.userId));
      if (!row) throw unauthorized();
      return { message: 'Inspector', data: row };
    },
  );
}
