/** Sign-in, session, password reset, change password and profile routes, under ADMIN_API (docs/api.md "Auth"). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, messageOnlySchema } from '@passdesk/contract/http/envelope';
import { AUTH_PATHS } from '@passdesk/contract/auth/auth-paths';
import { ADMIN_API } from '@passdesk/contract/http/paths';
import { changePasswordBodySchema } from '@passdesk/contract/auth/password';
import {
  FORGOT_PASSWORD_MESSAGE,
  forgotPasswordBodySchema,
  resetPasswordBodySchema,
  verifyOtpBodySchema,
  verifyOtpDataSchema,
} from '@passdesk/contract/auth/password-reset';
import { passkeyOptionsSchema, passkeySecondStepBodySchema, passkeySignInBodySchema } from '@passdesk/contract/auth/passkeys';
import { PASSKEY_PATHS } from '@passdesk/contract/auth/passkey-paths';
import { loginAnswerSchema, secondStepBodySchema } from '@passdesk/contract/auth/second-factor';
import { loginBodySchema, loginDataSchema, meSchema } from '@passdesk/contract/auth/session';
import { audit } from '../../platform/audit/audit.ts';
import { access, requireAdmin } from '../../platform/auth/access.ts';
import { rememberDevice } from '../../platform/auth/device-tokens.ts';
import { revokeSession } from '../../platform/auth/sessions.ts';
import type { Services } from '../../platform/services.ts';
import { changePassword, PASSWORD_CHANGED_MESSAGE } from './change-password.ts';
import { login } from './login.ts';
import { passkeySecondStep, passkeySignInOptions, signInWithPasskey } from './login-passkey.ts';
import { loginSecondStep } from './login-second-step.ts';
import { loadMe } from './me.ts';
import { requestPasswordReset, resetPassword, verifyOtp } from './password-reset.ts';
import { updateProfile } from './profile.ts';

const TAGS = ['Auth'];
const SECOND_STEP_MESSAGE = 'Enter the code from your authenticator app';
/** The remembered-browser cookie is sent to every sign-in step (`login`, `login/second-step`, `login/passkey`). */
const DEVICE_COOKIE_PATH = `${ADMIN_API}${AUTH_PATHS.login}`;

export async function authRoutes(scope: FastifyInstance, services: Services): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.post(
    AUTH_PATHS.login,
    {
      config: { access: access.public() },
      schema: {
        tags: TAGS,
        summary: 'Sign in: a session, or (for an account with a second factor) `second_step`, finished by login/second-step',
        body: loginBodySchema,
        response: { 200: envelope(loginAnswerSchema) },
      },
    },
    async (request, reply) => {
      const data = await login(services, request, request.body);
      if ('second_step' in data) return { message: SECOND_STEP_MESSAGE, data };
      rememberDevice(request, reply, services.tokens, { kind: 'admin', id: data.user.id, path: DEVICE_COOKIE_PATH });
      return { message: 'Signed in', data };
    },
  );

  app.post(
    AUTH_PATHS.loginSecondStep,
    {
      config: { access: access.public() },
      schema: {
        tags: TAGS,
        summary: 'Finish a sign-in with a code from the authenticator app or a recovery code',
        body: secondStepBodySchema,
        response: { 200: envelope(loginDataSchema) },
      },
    },
    async (request, reply) => {
      const data = await loginSecondStep(services, request, request.body);
      rememberDevice(request, reply, services.tokens, { kind: 'admin', id: data.user.id, path: DEVICE_COOKIE_PATH });
      return { message: 'Signed in', data };
    },
  );

  app.post(
    PASSKEY_PATHS.signInOptions,
    {
      config: { access: access.public() },
      schema: { tags: TAGS, summary: 'Options for a sign-in with a passkey and no password (`navigator.credentials.get`, discoverable passkeys)', response: { 200: envelope(passkeyOptionsSchema) } },
    },
    async (request) => ({ message: 'OK', data: await passkeySignInOptions(services, request) }),
  );

  app.post(
    PASSKEY_PATHS.signIn,
    {
      config: { access: access.public() },
      schema: { tags: TAGS, summary: 'Sign in with a passkey\'s signature over the options\' challenge, without the password', body: passkeySignInBodySchema, response: { 200: envelope(loginDataSchema) } },
    },
    async (request, reply) => {
      const data = await signInWithPasskey(services, request, request.body);
      rememberDevice(request, reply, services.tokens, { kind: 'admin', id: data.user.id, path: DEVICE_COOKIE_PATH });
      return { message: 'Signed in', data };
    },
  );

  app.post(
    PASSKEY_PATHS.secondStep,
    {
      config: { access: access.public() },
      schema: { tags: TAGS, summary: 'Finish a sign-in with a passkey\'s signature over the second step\'s `passkey_options`', body: passkeySecondStepBodySchema, response: { 200: envelope(loginDataSchema) } },
    },
    async (request, reply) => {
      const data = await passkeySecondStep(services, request, request.body);
      rememberDevice(request, reply, services.tokens, { kind: 'admin', id: data.user.id, path: DEVICE_COOKIE_PATH });
      return { message: 'Signed in', data };
    },
  );

  app.get(
    AUTH_PATHS.me,
    { config: { access: access.signedInDuringEnrolment() }, schema: { tags: TAGS, summary: 'The signed-in user', response: { 200: envelope(meSchema) } } },
    async (request) => ({ message: 'OK', data: await loadMe(services.db, requireAdmin(request).userId, requireAdmin(request).mustEnrolSecondFactor) }),
  );

  app.post(
    AUTH_PATHS.logout,
    { config: { access: access.signedInDuringEnrolment() }, schema: { tags: TAGS, summary: 'Sign out (revokes this session)', response: { 200: messageOnlySchema } } },
    async (request) => {
      const actor = requireAdmin(request);
      await services.db.transaction(async (tx) => {
        await revokeSession(tx, actor.sessionId);
        await audit(tx, request, { action: 'auth.logout', entity: 'admin_user', entityId: actor.userId });
      });
      return { message: 'Logged out' };
    },
  );

  app.post(
    AUTH_PATHS.forgotPassword,
    {
      config: { access: access.public() },
      schema: { tags: TAGS, summary: 'Email a 6-digit reset code', body: forgotPasswordBodySchema, response: { 200: messageOnlySchema } },
    },
    async (request) => {
      await requestPasswordReset(services, request, request.body.email);
      return { message: FORGOT_PASSWORD_MESSAGE };
    },
  );

  app.post(
    AUTH_PATHS.verifyOtp,
    {
      config: { access: access.public() },
      schema: { tags: TAGS, summary: 'Trade the emailed code for a reset token', body: verifyOtpBodySchema, response: { 200: envelope(verifyOtpDataSchema) } },
    },
    async (request) => ({
      message: 'Code verified',
      data: { reset_token: await verifyOtp(services, request, request.body.email, request.body.otp) },
    }),
  );

  app.post(
    AUTH_PATHS.resetPassword,
    {
      config: { access: access.public() },
      schema: { tags: TAGS, summary: 'Set a new password with a reset token', body: resetPasswordBodySchema, response: { 200: messageOnlySchema } },
    },
    async (request) => {
      await resetPassword(services, request, request.body.reset_token, request.body.new_password);
      return { message: 'Your password has been reset. Please log in with your new password.' };
    },
  );

  app.patch(
    AUTH_PATHS.changePassword,
    {
      config: { access: access.signedInDuringEnrolment() },
      schema: { tags: TAGS, summary: 'Change the password (signs out everywhere)', body: changePasswordBodySchema, response: { 200: messageOnlySchema } },
    },
    async (request) => {
      await changePassword(services, request, requireAdmin(request), request.body);
      return { message: PASSWORD_CHANGED_MESSAGE };
    },
  );

  app.put(
    AUTH_PATHS.updateProfile,
    {
      config: { access: access.signedIn() },
      schema: {
        tags: TAGS,
        summary: 'Update the profile: first_name, last_name, mobile and an optional profile_image file (JPEG/PNG/WebP, at most 2 MB)',
        consumes: ['multipart/form-data', 'application/json'],
        response: { 200: envelope(meSchema) },
      },
    },
    async (request) => {
      const actor = requireAdmin(request);
      await updateProfile(services, request, actor);
      return { message: 'Profile updated', data: await loadMe(services.db, actor.userId) };
    },
  );
}
