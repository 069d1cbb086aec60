/** The signed-in user's own second factor: its state, an authenticator app's set-up, confirmation and removal, new recovery codes (docs/api.md "Second factor"). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, messageOnlySchema } from '@passdesk/contract/http/envelope';
import {
  passwordCheckBodySchema,
  recoveryCodesSchema,
  SECOND_FACTOR_MESSAGES,
  SECOND_FACTOR_PATHS,
  secondFactorStatusSchema,
  totpConfirmBodySchema,
  totpSetupSchema,
} from '@passdesk/contract/auth/second-factor';
import { audit } from '../../platform/audit/audit.ts';
import { access, requireAdmin } from '../../platform/auth/access.ts';
import { endEnrolmentWait } from '../../platform/auth/sessions.ts';
import { consume, forget, type Limit } from '../../platform/rate-limit/rate-limit.ts';
import type { Services } from '../../platform/services.ts';
import { adminUsers } from '../access/access.schema.ts';
import { eq } from 'drizzle-orm';
import { notFound } from '../../platform/http/errors.ts';
import { listPasskeys } from './passkey-store.ts';
import { recoveryCodesLeft } from './recovery-codes.ts';
import { removeOwnTotp, renewOwnRecoveryCodes } from './own-second-factor.ts';
import { confirmTotp, hasConfirmedTotp, resealStaleSecrets, startTotpSetup } from './totp-store.ts';

const TAGS = ['Second factor'];

/** Wrong first codes while confirming an authenticator app, per user. */
const CONFIRM_FAILURES: Limit = { max: 5, windowSeconds: 15 * 60, message: 'Too many wrong codes. Try again in {wait}.' };
const confirmKey = (userId: number) => `second-factor-confirm:user:${userId}`;

export async function secondFactorRoutes(scope: FastifyInstance, services: Services): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const { db, config } = services;
  const resealed = await resealStaleSecrets(db, config);
  if (resealed > 0) services.log.info({ resealed }, 'authenticator secrets re-encrypted under the current key');

  app.get(
    SECOND_FACTOR_PATHS.status,
    { config: { access: access.signedInDuringEnrolment() }, schema: { tags: TAGS, summary: 'The signed-in user\'s second factor', response: { 200: envelope(secondFactorStatusSchema) } } },
    async (request) => {
      const { userId } = requireAdmin(request);
      return { message: 'OK', data: { totp: await hasConfirmedTotp(db, userId), passkeys: (await listPasskeys(db, userId)).length, recovery_codes_left: await recoveryCodesLeft(db, userId) } };
    },
  );

  app.post(
    SECOND_FACTOR_PATHS.totp,
    {
      config: { access: access.signedInDuringEnrolment() },
      schema: { tags: TAGS, summary: 'Start setting up an authenticator app: a new secret, confirmed with its first code', response: { 200: envelope(totpSetupSchema) } },
    },
    async (request) => {
      const { userId } = requireAdmin(request);
      const [user] = await db.select({ id: adminUsers.id, email: adminUsers.email }).from(adminUsers).where(eq(adminUsers.id, userId));
      if (!user) throw notFound('User not found');
      return { message: 'Scan the QR code with your authenticator app, then enter its code', data: await startTotpSetup(db, config, user) };
    },
  );

  app.post(
    SECOND_FACTOR_PATHS.totpConfirm,
    {
      config: { access: access.signedInDuringEnrolment() },
      schema: {
        tags: TAGS,
        summary: 'Confirm the authenticator app with its first code; answers the ten recovery codes, shown once',
        body: totpConfirmBodySchema,
        response: { 200: envelope(recoveryCodesSchema) },
      },
    },
    async (request) => {
      const { userId } = requireAdmin(request);
      await consume(db, confirmKey(userId), CONFIRM_FAILURES);
      const codes = await confirmTotp(db, config, userId, request.body.code);
      await forget(db, confirmKey(userId));
      await db.transaction(async (tx) => {
        await audit(tx, request, { action: 'auth.second_factor_enrolled', entity: 'admin_user', entityId: userId, changes: { method: 'totp' } });
        // A session that waited for this set-up (a role requires a second factor) opens fully.
        await endEnrolmentWait(tx, userId);
      });
      return { message: 'Authenticator app set up', data: { recovery_codes: codes } };
    },
  );

  app.post(
    SECOND_FACTOR_PATHS.totpRemove,
    {
      config: { access: access.signedIn() },
      schema: { tags: TAGS, summary: 'Remove the authenticator app and its recovery codes (the account\'s password again)', body: passwordCheckBodySchema, response: { 200: messageOnlySchema } },
    },
    async (request) => {
      const { userId } = requireAdmin(request);
      await removeOwnTotp(db, request, userId, request.body.password);
      return { message: SECOND_FACTOR_MESSAGES.removed };
    },
  );

  app.post(
    SECOND_FACTOR_PATHS.recoveryCodes,
    {
      config: { access: access.signedIn() },
      schema: {
        tags: TAGS,
        summary: 'New recovery codes, shown once; the old ones stop working (the account\'s password again)',
        body: passwordCheckBodySchema,
        response: { 200: envelope(recoveryCodesSchema) },
      },
    },
    async (request) => {
      const { userId } = requireAdmin(request);
      const codes = await renewOwnRecoveryCodes(db, request, userId, request.body.password);
      return { message: SECOND_FACTOR_MESSAGES.newRecoveryCodes, data: { recovery_codes: codes } };
    },
  );
}
