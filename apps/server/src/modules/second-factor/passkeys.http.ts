/** The signed-in user's own passkeys: the list, registration, renaming and removal (docs/api.md "Passkeys"). */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, messageOnlySchema } from '@passdesk/contract/http/envelope';
import { idParamsSchema } from '@passdesk/contract/master-data/common';
import {
  PASSKEY_MESSAGES,
  passkeyListSchema,
  passkeyOptionsSchema,
  passkeyRegisterBodySchema,
  passkeyRenameBodySchema,
  passkeySchema,
} from '@passdesk/contract/auth/passkeys';
import { PASSKEY_PATHS } from '@passdesk/contract/auth/passkey-paths';
import { passwordCheckBodySchema } from '@passdesk/contract/auth/second-factor';
import { audit } from '../../platform/audit/audit.ts';
import { endEnrolmentWait } from '../../platform/auth/sessions.ts';
import { access, requireAdmin } from '../../platform/auth/access.ts';
import { notFound } from '../../platform/http/errors.ts';
import { consume, type Limit } from '../../platform/rate-limit/rate-limit.ts';
import type { Services } from '../../platform/services.ts';
import { adminUsers } from '../access/access.schema.ts';
import { removeOwnPasskey } from './own-second-factor.ts';
import { passkeyParty } from './passkey-party.ts';
import { listPasskeys, registerPasskey, registrationOptions, renamePasskey } from './passkey-store.ts';

const TAGS = ['Second factor'];

/** Registration ceremonies started, per user (each stores a challenge). */
const REGISTRATIONS: Limit = { max: 20, windowSeconds: 15 * 60, message: 'Too many passkey registrations. Try again in {wait}.' };

export async function passkeyRoutes(scope: FastifyInstance, services: Services): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const { db, config } = services;

  app.get(
    PASSKEY_PATHS.list,
    { config: { access: access.signedIn() }, schema: { tags: TAGS, summary: 'The signed-in user\'s passkeys', response: { 200: envelope(passkeyListSchema) } } },
    async (request) => ({ message: 'OK', data: { passkeys: await listPasskeys(db, requireAdmin(request).userId) } }),
  );

  app.post(
    PASSKEY_PATHS.registrationOptions,
    {
      config: { access: access.signedInDuringEnrolment() },
      schema: { tags: TAGS, summary: 'Options for `navigator.credentials.create`; their challenge is accepted once, within five minutes', response: { 200: envelope(passkeyOptionsSchema) } },
    },
    async (request) => {
      const { userId } = requireAdmin(request);
      await consume(db, `passkey-registration:user:${userId}`, REGISTRATIONS);
      const [user] = await db.select({ id: adminUsers.id, email: adminUsers.email }).from(adminUsers).where(eq(adminUsers.id, userId));
      if (!user) throw notFound('User not found');
      return { message: 'OK', data: await registrationOptions(db, passkeyParty(config, request), user) };
    },
  );

  app.post(
    PASSKEY_PATHS.list,
    {
      config: { access: access.signedInDuringEnrolment() },
      schema: { tags: TAGS, summary: 'Register a passkey: its name and the browser\'s answer to the options', body: passkeyRegisterBodySchema, response: { 200: envelope(passkeySchema) } },
    },
    async (request) => {
      const { userId } = requireAdmin(request);
      const passkey = await registerPasskey(db, passkeyParty(config, request), userId, request.body);
      await db.transaction(async (tx) => {
        await audit(tx, request, { action: 'auth.second_factor_enrolled', entity: 'admin_user', entityId: userId, changes: { method: 'passkey', passkey_id: passkey.id, name: passkey.name } });
        // A session waiting for a role's required factor opens now (docs/api.md "Second factor").
        await endEnrolmentWait(tx, userId);
      });
      return { message: PASSKEY_MESSAGES.registered, data: passkey };
    },
  );

  app.post(
    PASSKEY_PATHS.rename,
    {
      config: { access: access.signedIn() },
      schema: { tags: TAGS, summary: 'Rename one of the signed-in user\'s passkeys', params: idParamsSchema, body: passkeyRenameBodySchema, response: { 200: messageOnlySchema } },
    },
    async (request) => {
      await renamePasskey(db, requireAdmin(request).userId, request.params.id, request.body.name);
      return { message: PASSKEY_MESSAGES.renamed };
    },
  );

  app.post(
    PASSKEY_PATHS.remove,
    {
      config: { access: access.signedIn() },
      schema: { tags: TAGS, summary: 'Remove one of the signed-in user\'s passkeys (the account\'s password again)', params: idParamsSchema, body: passwordCheckBodySchema, response: { 200: messageOnlySchema } },
    },
    async (request) => {
      await removeOwnPasskey(db, request, requireAdmin(request).userId, request.params.id, request.body.password);
      return { message: PASSKEY_MESSAGES.removed };
    },
  );
}
