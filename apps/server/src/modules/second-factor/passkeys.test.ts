/**
 * Passkeys (docs/api.md "Passkeys"), with a software authenticator: registration against the
 * user's own challenge (once, from the configured origin), the sign-in's second step and the
 * sign-in without the password, a challenge or a signature accepted once, the counter moving
 * forward, wrong signatures limited like wrong passwords, renaming and removal with the password.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AUTH_PATHS } from '@passdesk/contract/auth/auth-paths';
import { PASSKEY_PATHS } from '@passdesk/contract/auth/passkey-paths';
import { PASSKEY_MESSAGES, type PasskeyOptions } from '@passdesk/contract/auth/passkeys';
import { SECOND_FACTOR_PATHS } from '@passdesk/contract/auth/second-factor';
import { ADMIN_API } from '@passdesk/contract/http/paths';
import { apiUrl } from '../../test/api-url.ts';
import { createUser, loginRequest, type TestUser } from '../../test/auth-fixtures.ts';
import { SoftPasskey } from '../../test/passkey-authenticator.ts';
import { auditActions, enrolTotp, secondStepOf } from '../../test/second-factor.ts';
import { useTestApp } from '../../test/suite.ts';
import type { TestApp } from '../../test/test-app.ts';
import { authModule } from '../auth/auth.module.ts';
import { LOGIN_ACCOUNT_FAILURES } from '../auth/limits.ts';
import { adminUsers } from '../access/access.schema.ts';
import { secondFactorHeld } from './factor-held.ts';
import { removeSecondFactor } from './remove-factor.ts';
import { secondFactorModule } from './second-factor.module.ts';
import { adminUserPasskeys } from './second-factor.schema.ts';

const ORIGIN = 'https://passdesk.example.org';
const RP_ID = 'passdesk.example.org';
const url = (path: string) => apiUrl(ADMIN_API, path);
const byId = (path: string, id: number) => url(path.replace(':id', String(id)));

async function registrationOptions(t: TestApp, token: string): Promise<PasskeyOptions & { rp: { id: string }; user: { id: string } }> {
  const answer = await t.inject({ method: 'POST', url: url(PASSKEY_PATHS.registrationOptions), token });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data;
}

function register(t: TestApp, token: string, name: string, response: ReturnType<SoftPasskey['register']>) {
  return t.inject({ method: 'POST', url: url(PASSKEY_PATHS.list), token, payload: { name, response } });
}

/** A user with one registered passkey, and the token of the session that registered it. */
async function userWithPasskey(t: TestApp): Promise<TestUser & { token: string; passkey: SoftPasskey }> {
  const user = await createUser(t);
  const token = await t.tokenFor(user.id);
  const passkey = new SoftPasskey(ORIGIN, RP_ID);
  const added = await register(t, token, 'Laptop', passkey.register(await registrationOptions(t, token)));
  expect(added.statusCode, added.body).toBe(200);
  return { ...user, token, passkey };
}

async function signInOptions(t: TestApp): Promise<PasskeyOptions> {
  return (await t.inject({ method: 'POST', url: url(PASSKEY_PATHS.signInOptions) })).json().data;
}
const signIn = (t: TestApp, response: ReturnType<SoftPasskey['sign']>, ip = '127.0.0.1') =>
  t.inject({ method: 'POST', url: url(PASSKEY_PATHS.signIn), payload: { response }, remoteAddress: ip });
const secondStep = (t: TestApp, challenge: string, response: ReturnType<SoftPasskey['sign']>, ip = '127.0.0.1') =>
  t.inject({ method: 'POST', url: url(PASSKEY_PATHS.secondStep), payload: { challenge, response }, remoteAddress: ip });

describe('passkeys', () => {
  const t = useTestApp(() => ({ modules: [authModule, secondFactorModule], env: { PASSKEY_ORIGIN: ORIGIN } }));

  it('registers several named passkeys against the user\'s own challenge, once, from the configured origin only', async () => {
    const user = await userWithPasskey(t);
    const options = await registrationOptions(t, user.token);
    expect(options.rp.id).toBe(RP_ID);
    expect(options).toMatchObject({ authenticatorSelection: { residentKey: 'required' }, excludeCredentials: [{ id: user.passkey.id }] });

    const phone = new SoftPasskey(ORIGIN, RP_ID);
    const fromElsewhere = await register(t, user.token, 'Phone', phone.register(options, 'https://passdesk.example.org.evil.test'));
    expect(fromElsewhere.statusCode).toBe(400);
    expect(fromElsewhere.json().message).toBe(PASSKEY_MESSAGES.refused);
    // The refused answer used the challenge up: the same options cannot register a passkey any more.
    expect((await register(t, user.token, 'Phone', phone.register(options))).statusCode).toBe(400);

    const other = await createUser(t);
    const othersToken = await t.tokenFor(other.id);
    const othersOptions = await registrationOptions(t, othersToken);
    expect((await register(t, user.token, 'Phone', phone.register(othersOptions))).statusCode).toBe(400);

    const fresh = phone.register(await registrationOptions(t, user.token));
    expect((await register(t, user.token, ' ', fresh)).statusCode).toBe(400);
    const added = await register(t, user.token, ' Phone ', fresh);
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data).toMatchObject({ name: 'Phone', last_used_at: null });
    expect((await register(t, user.token, 'Phone again', fresh)).statusCode).toBe(400);

    const list = await t.inject({ method: 'GET', url: url(PASSKEY_PATHS.list), token: user.token });
    expect(list.json().data.passkeys.map((passkey: { name: string }) => passkey.name)).toEqual(['Laptop', 'Phone']);
    expect((await t.inject({ method: 'GET', url: url(SECOND_FACTOR_PATHS.status), token: user.token })).json().data).toEqual({ totp: false, passkeys: 2, recovery_codes_left: 0 });
    expect(await auditActions(t, user.id)).toEqual(['auth.second_factor_enrolled', 'auth.second_factor_enrolled']);
    expect((await t.inject({ method: 'GET', url: url(PASSKEY_PATHS.list), token: othersToken })).json().data.passkeys).toEqual([]);

    // The users list's "second factor" counts a passkey as a factor, as the sign-in does.
    const held = (id: number) => t.services.db.select({ held: secondFactorHeld(adminUsers.id) }).from(adminUsers).where(eq(adminUsers.id, id));
    expect(await held(user.id)).toEqual([{ held: true }]);
    expect(await held(other.id)).toEqual([{ held: false }]);
  });

  it('is the second step after the password: the signature over its options is accepted once, and the counter must move forward', async () => {
    const user = await userWithPasskey(t);
    await enrolTotp(t, user.token);
    const first = secondStepOf(await loginRequest(t, user.email, user.password));
    expect(first.methods).toEqual(['totp', 'recovery_code', 'passkey']);
    expect(first.passkey_options).toMatchObject({ rpId: RP_ID, allowCredentials: [{ id: user.passkey.id }] });
    const options = first.passkey_options ?? { challenge: '' };

    const signature = user.passkey.sign(options);
    const signedIn = await secondStep(t, first.challenge, signature);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const token: string = signedIn.json().data.token;
    expect((await t.inject({ method: 'GET', url: url(AUTH_PATHS.me), token })).json().data.email).toBe(user.email);
    const replay = await secondStep(t, first.challenge, signature);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe(PASSKEY_MESSAGES.refused);

    // A signature over options not made for this account's second step, or whose counter did not move on (a cloned key), is refused.
    const next = secondStepOf(await loginRequest(t, user.email, user.password));
    expect((await secondStep(t, next.challenge, user.passkey.sign(await signInOptions(t)))).statusCode).toBe(401);
    expect((await secondStep(t, next.challenge, user.passkey.sign(next.passkey_options ?? options, { step: -1 }))).statusCode).toBe(401);
    const [row] = await t.services.db.select().from(adminUserPasskeys).where(eq(adminUserPasskeys.user_id, user.id));
    expect(row?.sign_count).toBe(1);
    expect(row?.last_used_at).not.toBeNull();
  });

  it('signs in without the password with a discoverable passkey that checked its owner; an unknown passkey or a replay is refused', async () => {
    const user = await userWithPasskey(t);
    const options = await signInOptions(t);
    expect(options).toMatchObject({ rpId: RP_ID, allowCredentials: [], userVerification: 'required' });
    expect((await signIn(t, user.passkey.sign(options, { verified: false }))).statusCode).toBe(401);

    const fresh = await signInOptions(t);
    const signature = user.passkey.sign(fresh);
    const signedIn = await signIn(t, signature);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json().data.user.email).toBe(user.email);
    expect(signedIn.headers['set-cookie']).toBeDefined();
    expect((await signIn(t, signature)).statusCode).toBe(401);
    const stranger = new SoftPasskey(ORIGIN, RP_ID);
    const unknown = await signIn(t, stranger.sign(await signInOptions(t)));
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().message).toBe(PASSKEY_MESSAGES.refused);
    expect(await auditActions(t, user.id)).toContain('auth.login');
  });

  it('wrong signatures are counted like wrong passwords: one address is locked after the limit', async () => {
    const user = await userWithPasskey(t);
    const other = new SoftPasskey(ORIGIN, RP_ID);
    const answers = [];
    for (let guess = 0; guess <= LOGIN_ACCOUNT_FAILURES.max; guess += 1) {
      const forged = other.sign(await signInOptions(t));
      answers.push((await signIn(t, { ...forged, id: user.passkey.id, rawId: user.passkey.id }, '10.70.0.1')).statusCode);
    }
    expect(answers).toEqual([...Array<number>(LOGIN_ACCOUNT_FAILURES.max).fill(401), 429]);
    expect((await signIn(t, user.passkey.sign(await signInOptions(t)), '10.70.0.1')).statusCode).toBe(429);
    expect((await signIn(t, user.passkey.sign(await signInOptions(t)), '10.70.0.2')).statusCode).toBe(200);
  });

  it('renames and removes a passkey of one\'s own only, removal with the password; the whole factor\'s removal takes the passkeys too', async () => {
    const user = await userWithPasskey(t);
    const [passkey] = (await t.inject({ method: 'GET', url: url(PASSKEY_PATHS.list), token: user.token })).json().data.passkeys;
    const other = await userWithPasskey(t);
    expect((await t.inject({ method: 'POST', url: byId(PASSKEY_PATHS.rename, passkey.id), token: other.token, payload: { name: 'Mine' } })).statusCode).toBe(404);
    expect((await t.inject({ method: 'POST', url: byId(PASSKEY_PATHS.rename, passkey.id), token: user.token, payload: { name: 'Work laptop' } })).statusCode).toBe(200);
    expect((await t.inject({ method: 'GET', url: url(PASSKEY_PATHS.list), token: user.token })).json().data.passkeys[0].name).toBe('Work laptop');

    expect((await t.inject({ method: 'POST', url: byId(PASSKEY_PATHS.remove, passkey.id), token: other.token, payload: { password: other.password } })).statusCode).toBe(404);
    const wrong = await t.inject({ method: 'POST', url: byId(PASSKEY_PATHS.remove, passkey.id), token: user.token, payload: { password: 'not-it' } });
    expect(wrong.statusCode).toBe(400);
    const removed = await t.inject({ method: 'POST', url: byId(PASSKEY_PATHS.remove, passkey.id), token: user.token, payload: { password: user.password } });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await signIn(t, user.passkey.sign(await signInOptions(t)))).statusCode).toBe(401);
    expect((await loginRequest(t, user.email, user.password)).json().data.token).toEqual(expect.any(String));
    expect(await auditActions(t, user.id)).toContain('auth.second_factor_removed');

    expect(await t.services.db.transaction((tx) => removeSecondFactor(tx, other.id))).toBe(true);
    expect(await t.services.db.select().from(adminUserPasskeys).where(eq(adminUserPasskeys.user_id, other.id))).toEqual([]);
  });
});
