/**
 * Passkeys (WebAuthn): a second factor, and a sign-in without the password for a user who
 * registered one (docs/api.md "Passkeys"). The options and the browser's answers are WebAuthn's
 * JSON forms (base64url fields), as `navigator.credentials` and @simplewebauthn/browser use them.
 */
import { z } from 'zod';

/** Seconds a registration or sign-in ceremony's challenge stays valid; each is accepted once. */
export const PASSKEY_CHALLENGE_VALID_SECONDS = 300;
export const PASSKEY_NAME_MAX = 60;

export const PASSKEY_MESSAGES = {
  nameRequired: 'Name the passkey',
  refused: 'The passkey was not accepted. Please try again.',
  registered: 'Passkey added',
  renamed: 'Passkey renamed',
  removed: 'Passkey removed',
  notFound: 'No such passkey on this account',
} as const;

const base64url = z.string().max(16_384).regex(/^[A-Za-z0-9_-]*$/, 'must be base64url');
const transports = z.array(z.string().max(32)).max(16);

/** The browser's answer to `navigator.credentials.create` (a new passkey). */
export const registrationResponseSchema = z.object({
  id: base64url,
  rawId: base64url,
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url,
    attestationObject: base64url,
    transports: transports.optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.object({}).loose(),
});

/** The browser's answer to `navigator.credentials.get` (a signature with a passkey). */
export const authenticationResponseSchema = z.object({
  id: base64url,
  rawId: base64url,
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url,
    authenticatorData: base64url,
    signature: base64url,
    userHandle: base64url.optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.object({}).loose(),
});
export type AuthenticationResponse = z.infer<typeof authenticationResponseSchema>;

/** WebAuthn's options, passed as they are to the browser (`PublicKeyCredentialCreationOptionsJSON` / `…RequestOptionsJSON`). */
export const passkeyOptionsSchema = z.object({ challenge: z.string() }).loose();
export type PasskeyOptions = z.infer<typeof passkeyOptionsSchema>;

const passkeyName = z.string({ error: PASSKEY_MESSAGES.nameRequired }).trim().min(1, PASSKEY_MESSAGES.nameRequired).max(PASSKEY_NAME_MAX);

export const passkeyRegisterBodySchema = z.object({ name: passkeyName, response: registrationResponseSchema });
export type PasskeyRegisterBody = z.infer<typeof passkeyRegisterBodySchema>;

export const passkeyRenameBodySchema = z.object({ name: passkeyName });

export const passkeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
});
export type Passkey = z.infer<typeof passkeySchema>;
export const passkeyListSchema = z.object({ passkeys: z.array(passkeySchema) });

/** `POST login/second-step/passkey`: the second step's challenge and a signature with one of the account's passkeys. */
export const passkeySecondStepBodySchema = z.object({ challenge: z.string().min(1).max(500), response: authenticationResponseSchema });
export type PasskeySecondStepBody = z.infer<typeof passkeySecondStepBodySchema>;

/** `POST login/passkey`: a signature with a discoverable passkey, over options from `login/passkey/options`. */
export const passkeySignInBodySchema = z.object({ response: authenticationResponseSchema });
export type PasskeySignInBody = z.infer<typeof passkeySignInBodySchema>;
