/**
 * Passkeys of admin users (docs/api.md "Passkeys"): registration options and their verification,
 * the list, renaming, and the check of a signature at sign-in (its challenge taken once, its
 * counter moving forward). @simplewebauthn/server reads and verifies WebAuthn's binary forms; it
 * is loaded on the first passkey request, not with the server (its modules took ~0.5 s of CPU of
 * every start, docs/performance.md "Start-up").
 */
import { and, asc, eq } from 'drizzle-orm';
import type * as WebAuthn from '@simplewebauthn/server';
import { PASSKEY_CHALLENGE_VALID_SECONDS, PASSKEY_MESSAGES, type AuthenticationResponse, type Passkey, type PasskeyOptions, type PasskeyRegisterBody } from '@passdesk/contract/auth/passkeys';
import type { DbOrTx } from '../../platform/database/database.ts';
import { badRequest, conflict, notFound } from '../../platform/http/errors.ts';
import { newChallenge, takeChallenge, type ChallengePurpose } from './passkey-challenges.ts';
import type { PasskeyParty } from './passkey-party.ts';
import { adminUserPasskeys } from './second-factor.schema.ts';

const RP_NAME = 'PassDesk';
const TIMEOUT_MS = PASSKEY_CHALLENGE_VALID_SECONDS * 1000;

let webauthnModule: Promise<typeof WebAuthn> | undefined;
const webauthn = () => (webauthnModule ??= import('@simplewebauthn/server'));

/** The library base64url-encodes a challenge given as text: given as bytes, the options carry the stored challenge itself. */
const challengeBytes = (challenge: string) => new Uint8Array(Buffer.from(challenge, 'base64url'));

const TRANSPORTS: readonly string[] = ['ble', 'hybrid', 'internal', 'nfc', 'usb'] satisfies WebAuthn.AuthenticatorTransport[];
const isTransport = (value: string): value is WebAuthn.AuthenticatorTransport => TRANSPORTS.includes(value);
const asTransports = (values: string[]) => values.filter(isTransport);

export async function listPasskeys(db: DbOrTx, userId: number): Promise<Passkey[]> {
  const rows = await db
    .select({ id: adminUserPasskeys.id, name: adminUserPasskeys.name, created_at: adminUserPasskeys.created_at, last_used_at: adminUserPasskeys.last_used_at })
    .from(adminUserPasskeys)
    .where(eq(adminUserPasskeys.user_id, userId))
    .orderBy(asc(adminUserPasskeys.id));
  return rows.map((row) => ({ ...row, created_at: row.created_at.toISOString(), last_used_at: row.last_used_at?.toISOString() ?? null }));
}

export async function hasPasskey(db: DbOrTx, userId: number): Promise<boolean> {
  const [row] = await db.select({ id: adminUserPasskeys.id }).from(adminUserPasskeys).where(eq(adminUserPasskeys.user_id, userId)).limit(1);
  return row !== undefined;
}

async function credentialsOf(db: DbOrTx, userId: number) {
  const rows = await db.select({ id: adminUserPasskeys.credential_id, transports: adminUserPasskeys.transports }).from(adminUserPasskeys).where(eq(adminUserPasskeys.user_id, userId));
  return rows.map((row) => ({ id: row.id, transports: asTransports(row.transports) }));
}

/** Options for `navigator.credentials.create`: a discoverable passkey, none the account already has. */
export async function registrationOptions(db: DbOrTx, party: PasskeyParty, user: { id: number; email: string }): Promise<PasskeyOptions> {
  const options = await (await webauthn()).generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: party.rpId,
    userName: user.email,
    userID: new TextEncoder().encode(String(user.id)),
    challenge: challengeBytes(await newChallenge(db, 'register', user.id)),
    timeout: TIMEOUT_MS,
    attestationType: 'none',
    excludeCredentials: await credentialsOf(db, user.id),
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  });
  return { ...options };
}

/** Verifies a new passkey against the user's own unexpired challenge (taken once) and stores it. A refusal: 400, nothing stored. */
export async function registerPasskey(db: DbOrTx, party: PasskeyParty, userId: number, body: PasskeyRegisterBody): Promise<Passkey> {
  const verified = await (await webauthn()).verifyRegistrationResponse({
    response: body.response,
    expectedChallenge: (challenge) => takeChallenge(db, challenge, 'register', userId),
    expectedOrigin: party.origin,
    expectedRPID: party.rpId,
    requireUserVerification: false,
  }).catch(() => undefined);
  if (!verified?.verified) throw badRequest(PASSKEY_MESSAGES.refused);
  const { credential } = verified.registrationInfo;
  const stored = await db
    .insert(adminUserPasskeys)
    .values({
      user_id: userId,
      credential_id: credential.id,
      public_key: Buffer.from(credential.publicKey).toString('base64url'),
      sign_count: credential.counter,
      transports: asTransports(credential.transports ?? body.response.response.transports ?? []),
      name: body.name,
    })
    .onConflictDoNothing()
    .returning();
  const row = stored[0];
  if (!row) throw conflict(PASSKEY_MESSAGES.refused);
  return { id: row.id, name: row.name, created_at: row.created_at.toISOString(), last_used_at: null };
}

export async function renamePasskey(db: DbOrTx, userId: number, passkeyId: number, name: string): Promise<void> {
  const renamed = await db
    .update(adminUserPasskeys)
    .set({ name })
    .where(and(eq(adminUserPasskeys.id, passkeyId), eq(adminUserPasskeys.user_id, userId)))
    .returning({ id: adminUserPasskeys.id });
  if (renamed.length === 0) throw notFound(PASSKEY_MESSAGES.notFound);
}

/** Options for `navigator.credentials.get`: the user's passkeys, or (no user: a sign-in without the password) any discoverable one. */
export async function authenticationOptions(db: DbOrTx, party: PasskeyParty, purpose: ChallengePurpose, userId: number | null): Promise<PasskeyOptions> {
  const options = await (await webauthn()).generateAuthenticationOptions({
    rpID: party.rpId,
    challenge: challengeBytes(await newChallenge(db, purpose, userId)),
    timeout: TIMEOUT_MS,
    allowCredentials: userId === null ? [] : await credentialsOf(db, userId),
    userVerification: userId === null ? 'required' : 'preferred',
  });
  return { ...options };
}

/** The owner of the passkey that signed, when the signature, its challenge (taken once) and its counter are right; the counter and the last use are stored. */
export async function checkPasskeySignature(
  db: DbOrTx,
  party: PasskeyParty,
  response: AuthenticationResponse,
  purpose: ChallengePurpose,
  userId: number | null,
  now = new Date(),
): Promise<number | undefined> {
  const [passkey] = await db.select().from(adminUserPasskeys).where(eq(adminUserPasskeys.credential_id, response.id)).limit(1);
  if (!passkey || (userId !== null && passkey.user_id !== userId)) return undefined;
  const verified = await (await webauthn()).verifyAuthenticationResponse({
    response,
    expectedChallenge: (challenge) => takeChallenge(db, challenge, purpose, userId),
    expectedOrigin: party.origin,
    expectedRPID: party.rpId,
    credential: { id: passkey.credential_id, publicKey: Buffer.from(passkey.public_key, 'base64url'), counter: passkey.sign_count, transports: asTransports(passkey.transports) },
    // Without a password, the passkey must have checked its owner (PIN, fingerprint): it is both factors.
    requireUserVerification: userId === null,
  }).catch(() => undefined);
  if (!verified?.verified) return undefined;
  const updated = await db
    .update(adminUserPasskeys)
    .set({ sign_count: verified.authenticationInfo.newCounter, last_used_at: now })
    .where(and(eq(adminUserPasskeys.id, passkey.id), eq(adminUserPasskeys.sign_count, passkey.sign_count)))
    .returning({ id: adminUserPasskeys.id });
  return updated.length > 0 ? passkey.user_id : undefined;
}
