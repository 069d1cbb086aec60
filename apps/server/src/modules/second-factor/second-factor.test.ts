/**
 * The second factor (docs/api.md "Second factor"): enrolment with a first code and ten recovery
 * codes, the sign-in's second step (a code accepted once within ±1 step, a recovery code once),
 * wrong codes counted with wrong passwords per account across addresses while the owner's
 * remembered browser still gets in, and the secret encrypted at rest under a rotatable key.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AUTH_PATHS } from '@passdesk/contract/auth/auth-paths';
import { RECOVERY_CODE_COUNT, SECOND_FACTOR_MESSAGES, SECOND_FACTOR_PATHS } from '@passdesk/contract/auth/second-factor';
import { ADMIN_API } from '@passdesk/contract/http/paths';
import { apiUrl } from '../../test/api-url.ts';
import { createUser, loginRequest } from '../../test/auth-fixtures.ts';
import { deviceCookie } from '../../test/device-cookie.ts';
import { enrolTotp, secondStepOf, secondStepRequest, totpCode } from '../../test/second-factor.ts';
import { useTestApp } from '../../test/suite.ts';
import { authModule } from '../auth/auth.module.ts';
import { LOGIN_ACCOUNT_ALL_SOURCES, LOGIN_ACCOUNT_FAILURES } from '../auth/limits.ts';
import { secondFactorModule } from './second-factor.module.ts';
import { adminUserTotp } from './second-factor.schema.ts';
import { TotpCipher } from './totp-cipher.ts';
import { resealStaleSecrets } from './totp-store.ts';

const KEY = 'first-mfa-key-0123456789-0123456789-0123';
const NEW_KEY = 'second-mfa-key-9876543210-9876543210-987';
const WRONG_CODE = '000000';

describe('second factor', () => {
  const t = useTestApp(() => ({ modules: [authModule, secondFactorModule], env: { MFA_ENCRYPTION_KEY: KEY } }));

  const enrolledUser = async () => {
    const user = await createUser(t);
    const enrolled = await enrolTotp(t, await t.tokenFor(user.id));
    return { ...user, ...enrolled };
  };
  const status = async (token: string) => (await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, SECOND_FACTOR_PATHS.status), token })).json().data;

  it('enrols with a first code: ten recovery codes, the secret stored encrypted, a second set-up refused', async () => {
    const user = await createUser(t);
    const token = await t.tokenFor(user.id);
    expect(await status(token)).toEqual({ totp: false, passkeys: 0, recovery_codes_left: 0 });
    const setup = await t.inject({ method: 'POST', url: apiUrl(ADMIN_API, SECOND_FACTOR_PATHS.totp), token });
    const { secret, otpauth_url } = setup.json().data;
    expect(otpauth_url).toContain(`secret=${secret}`);
    expect(otpauth_url).toContain('issuer=PassDesk');
    const wrong = await t.inject({ method: 'POST', url: apiUrl(ADMIN_API, SECOND_FACTOR_PATHS.totpConfirm), token, payload: { code: WRONG_CODE } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(SECOND_FACTOR_MESSAGES.invalidCode);
    const malformed = await t.inject({ method: 'POST', url: apiUrl(ADMIN_API, SECOND_FACTOR_PATHS.totpConfirm), token, payload: { code: '12ab' } });
    expect(malformed.statusCode).toBe(400);
    // Signing in still needs no code while the set-up is unconfirmed.
    expect((await loginRequest(t, user.email, user.password)).json().data.token).toEqual(expect.any(String));

    const confirm = await t.inject({ method: 'POST', url: apiUrl(ADMIN_API, SECOND_FACTOR_PATHS.totpConfirm), token, payload: { code: totpCode(secret) } });
    expect(confirm.statusCode, confirm.body).toBe(200);
    const codes: string[] = confirm.json().data.recovery_codes;
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(await status(token)).toEqual({ totp: true, passkeys: 0, recovery_codes_left: RECOVERY_CODE_COUNT });

    const [row] = await t.services.db.select().from(adminUserTotp).where(eq(adminUserTotp.user_id, user.id));
    expect(row?.secret_encrypted).not.toContain(secret);
    expect(new TotpCipher(KEY).open(row ?? { secret_encrypted: '', key_id: '' })).toBe(secret);
    const again = await t.inject({ method: 'POST', url: apiUrl(ADMIN_API, SECOND_FACTOR_PATHS.totp), token });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(SECOND_FACTOR_MESSAGES.alreadyEnrolled);
  });

  it('signs in in two steps: a code is accepted once and never an older one, a recovery code once', async () => {
    const user = await enrolledUser();
    const first = await loginRequest(t, user.email, user.password);
    expect(first.statusCode).toBe(200);
    expect(first.json().data.token).toBeUndefined();
    expect(first.headers['set-cookie']).toBeUndefined();
    const step = secondStepOf(first);
    expect(step.methods).toEqual(['totp', 'recovery_code']);

    // The enrolment used its step's code: the next step's is the next one accepted (±1 step).
    expect((await secondStepRequest(t, step.challenge, totpCode(user.secret, 0, user.enrolledAt))).statusCode).toBe(401);
    const signedIn = await secondStepRequest(t, step.challenge, totpCode(user.secret, 1, user.enrolledAt));
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const token: string = signedIn.json().data.token;
    expect((await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, AUTH_PATHS.me), token })).json().data.email).toBe(user.email);
    expect(deviceCookie(signedIn)).toMatch(/^passdesk_device=admin\./);

    const replay = await secondStepRequest(t, secondStepOf(await loginRequest(t, user.email, user.password)).challenge, totpCode(user.secret, 1, user.enrolledAt));
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe(SECOND_FACTOR_MESSAGES.invalidCode);
    expect((await secondStepRequest(t, step.challenge, totpCode(user.secret, -1))).statusCode).toBe(401);
    expect((await secondStepRequest(t, step.challenge, totpCode(user.secret, 2))).statusCode).toBe(401);

    const recovery = user.recoveryCodes[3] ?? '';
    expect((await secondStepRequest(t, step.challenge, recovery.toUpperCase().replace('-', ''))).statusCode).toBe(200);
    expect((await secondStepRequest(t, step.challenge, recovery)).statusCode).toBe(401);
    expect(await status(token)).toEqual({ totp: true, passkeys: 0, recovery_codes_left: RECOVERY_CODE_COUNT - 1 });
  });

  it('refuses a forged, altered or expired challenge, and an empty code with a message', async () => {
    const user = await enrolledUser();
    const { challenge } = secondStepOf(await loginRequest(t, user.email, user.password));
    const [id, expires, nonce, digest] = challenge.split('.');
    for (const forged of [`${Number(id) + 1}.${expires}.${nonce}.${digest}`, `${id}.${Number(expires) + 600}.${nonce}.${digest}`, `${id}.1000.${nonce}.${digest}`, 'x']) {
      const answer = await secondStepRequest(t, forged, totpCode(user.secret, 1));
      expect(answer.statusCode).toBe(401);
      expect(answer.json().message).toBe(SECOND_FACTOR_MESSAGES.expired);
    }
    const empty = await secondStepRequest(t, challenge, ' ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(SECOND_FACTOR_MESSAGES.codeRequired);
  });

  it('wrong codes are limited like passwords: one address is locked, many addresses slow strangers, the owner\'s remembered browser still gets in', async () => {
    const user = await enrolledUser();
    const own = await secondStepRequest(t, secondStepOf(await loginRequest(t, user.email, user.password, '10.60.0.1')).challenge, totpCode(user.secret, 1), '10.60.0.1');
    expect(own.statusCode).toBe(200);
    const cookie = deviceCookie(own);
    const { challenge } = secondStepOf(await loginRequest(t, user.email, user.password, '10.61.0.1'));

    const fromOne = [];
    for (let guess = 0; guess <= LOGIN_ACCOUNT_FAILURES.max; guess += 1) fromOne.push((await secondStepRequest(t, challenge, WRONG_CODE, '10.61.0.1')).statusCode);
    expect(fromOne).toEqual([...Array<number>(LOGIN_ACCOUNT_FAILURES.max).fill(401), 429]);
    const guesses = await Promise.all(Array.from({ length: LOGIN_ACCOUNT_ALL_SOURCES.max }, (_, address) => secondStepRequest(t, challenge, WRONG_CODE, `10.62.${address}.1`)));
    expect(guesses.filter((answer) => answer.statusCode === 429).length).toBeGreaterThan(0);
    // A right code from a browser the account does not know is refused unchecked now...
    expect((await secondStepRequest(t, challenge, user.recoveryCodes[0] ?? '', '10.63.0.1')).statusCode).toBe(429);
    // ...while the owner's browser signs in with a password and a recovery code.
    const ownAgain = await loginRequest(t, user.email, user.password, '10.60.0.2', cookie);
    const back = await secondStepRequest(t, secondStepOf(ownAgain).challenge, user.recoveryCodes[0] ?? '', '10.60.0.2', cookie);
    expect(back.statusCode, back.body).toBe(200);
  });

  it('a rotation: a secret sealed under the previous key is re-encrypted under the new one and its codes still work', async () => {
    const user = await enrolledUser();
    const rotated = { mfaKey: NEW_KEY, mfaKeysPrevious: [KEY] };
    expect(await resealStaleSecrets(t.services.db, rotated)).toBeGreaterThanOrEqual(1);
    const [row] = await t.services.db.select().from(adminUserTotp).where(eq(adminUserTotp.user_id, user.id));
    const sealed = row ?? { secret_encrypted: '', key_id: '' };
    expect(new TotpCipher(NEW_KEY).open(sealed)).toBe(user.secret);
    expect(new TotpCipher(KEY).open(sealed)).toBeUndefined();
    expect(await resealStaleSecrets(t.services.db, rotated)).toBe(0);
  });
});
