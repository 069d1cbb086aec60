/**
 * The profile's own changes to its second factor (docs/api.md "Second factor"): removing the
 * authenticator app and making new recovery codes, each with the account's password again.
 */
import { describe, expect, it } from 'vitest';
import { RECOVERY_CODE_COUNT, SECOND_FACTOR_MESSAGES, SECOND_FACTOR_PATHS } from '@passdesk/contract/auth/second-factor';
import { ADMIN_API } from '@passdesk/contract/http/paths';
import { apiUrl } from '../../test/api-url.ts';
import { createUser, loginRequest } from '../../test/auth-fixtures.ts';
import { auditActions, enrolTotp, secondStepOf, secondStepRequest } from '../../test/second-factor.ts';
import { useTestApp } from '../../test/suite.ts';
import { authModule } from '../auth/auth.module.ts';
import { WRONG_CURRENT_PASSWORD_MESSAGE } from '../auth/current-password.ts';
import { CHANGE_PASSWORD_FAILURES } from '../auth/limits.ts';
import { secondFactorModule } from './second-factor.module.ts';

describe('second factor, changed by its owner', () => {
  const t = useTestApp(() => ({ modules: [authModule, secondFactorModule], env: { MFA_ENCRYPTION_KEY: 'self-service-mfa-key-0123456789-01234567' } }));

  const enrolledUser = async () => {
    const user = await createUser(t);
    const token = await t.tokenFor(user.id);
    return { ...user, token, ...(await enrolTotp(t, token)) };
  };
  const post = (path: string, token: string, payload: object) => t.inject({ method: 'POST', url: apiUrl(ADMIN_API, path), token, payload });
  const status = async (token: string) => (await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, SECOND_FACTOR_PATHS.status), token })).json().data;

  it('removes the authenticator app with the password: signing in takes one step again, its recovery codes are gone', async () => {
    const user = await enrolledUser();
    const wrong = await post(SECOND_FACTOR_PATHS.totpRemove, user.token, { password: 'not-the-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: WRONG_CURRENT_PASSWORD_MESSAGE, errors: { password: WRONG_CURRENT_PASSWORD_MESSAGE } });
    const missing = await post(SECOND_FACTOR_PATHS.totpRemove, user.token, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(SECOND_FACTOR_MESSAGES.passwordRequired);
    expect(await status(user.token)).toEqual({ totp: true, passkeys: 0, recovery_codes_left: RECOVERY_CODE_COUNT });

    const removed = await post(SECOND_FACTOR_PATHS.totpRemove, user.token, { password: user.password });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().message).toBe(SECOND_FACTOR_MESSAGES.removed);
    expect(await status(user.token)).toEqual({ totp: false, passkeys: 0, recovery_codes_left: 0 });
    expect((await loginRequest(t, user.email, user.password)).json().data.token).toEqual(expect.any(String));
    expect(await auditActions(t, user.id)).toContain('auth.second_factor_removed');

    const again = await post(SECOND_FACTOR_PATHS.totpRemove, user.token, { password: user.password });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(SECOND_FACTOR_MESSAGES.notEnrolled);
    // A new set-up works after a removal.
    await enrolTotp(t, user.token);
    expect((await status(user.token)).totp).toBe(true);
  });

  it('makes new recovery codes with the password: the old ones stop working, the new ones sign in once', async () => {
    const user = await enrolledUser();
    const wrong = await post(SECOND_FACTOR_PATHS.recoveryCodes, user.token, { password: 'not-the-password' });
    expect(wrong.statusCode).toBe(400);
    const renewed = await post(SECOND_FACTOR_PATHS.recoveryCodes, user.token, { password: user.password });
    expect(renewed.statusCode, renewed.body).toBe(200);
    const codes: string[] = renewed.json().data.recovery_codes;
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(codes.filter((code) => user.recoveryCodes.includes(code))).toEqual([]);
    expect(await auditActions(t, user.id)).toContain('auth.recovery_codes_renewed');

    const challenge = () => loginRequest(t, user.email, user.password).then((answer) => secondStepOf(answer).challenge);
    const old = await secondStepRequest(t, await challenge(), user.recoveryCodes[0] ?? '');
    expect(old.statusCode).toBe(401);
    expect(old.json().message).toBe(SECOND_FACTOR_MESSAGES.invalidCode);
    expect((await secondStepRequest(t, await challenge(), codes[0] ?? '')).statusCode).toBe(200);
    expect(await status(user.token)).toEqual({ totp: true, passkeys: 0, recovery_codes_left: RECOVERY_CODE_COUNT - 1 });
  });

  it('refuses both without an authenticator app, and limits wrong passwords like a change of password', async () => {
    const user = await createUser(t);
    const token = await t.tokenFor(user.id);
    const none = await post(SECOND_FACTOR_PATHS.recoveryCodes, token, { password: user.password });
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe(SECOND_FACTOR_MESSAGES.notEnrolled);

    const enrolled = await enrolledUser();
    const answers = [];
    for (let guess = 0; guess <= CHANGE_PASSWORD_FAILURES.max; guess += 1) answers.push((await post(SECOND_FACTOR_PATHS.totpRemove, enrolled.token, { password: 'wrong-guess' })).statusCode);
    expect(answers).toEqual([...Array<number>(CHANGE_PASSWORD_FAILURES.max).fill(400), 429]);
    expect((await post(SECOND_FACTOR_PATHS.totpRemove, enrolled.token, { password: enrolled.password })).statusCode).toBe(429);
    expect((await status(enrolled.token)).totp).toBe(true);
  });
});
