import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGES } from '@passdesk/contract/auth/password';
import { auditEvents } from '../../platform/audit/audit.schema.ts';
import { useTestApp } from '../../test/suite.ts';
import { createUser, loginRequest, signIn } from '../../test/auth-fixtures.ts';
import { authModule } from './auth.module.ts';
import { PASSWORD_CHANGED_MESSAGE, SAME_PASSWORD_MESSAGE } from './change-password.ts';
import { WRONG_CURRENT_PASSWORD_MESSAGE } from './current-password.ts';
import { CHANGE_PASSWORD_FAILURES } from './limits.ts';
import { AUTH_PATHS } from '@passdesk/contract/auth/auth-paths';
import { ADMIN_API } from '@passdesk/contract/http/paths';
import { apiUrl } from '../../test/api-url.ts';

describe('PATCH change-password', () => {
  const t = useTestApp({ modules: [authModule] });

  const change = (token: string, body: Record<string, unknown>) => t.inject({ method: 'PATCH', url: apiUrl(ADMIN_API, AUTH_PATHS.changePassword), token, payload: body });

  it('changes the password, answers the message, and revokes every session of the user', async () => {
    const user = await createUser(t);
    const tokenA = await signIn(t, user.email, user.password);
    const tokenB = await signIn(t, user.email, user.password);
    const response = await change(tokenA, { old_password: user.password, new_password: 'Changed@123' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: PASSWORD_CHANGED_MESSAGE });
    for (const token of [tokenA, tokenB]) expect((await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, AUTH_PATHS.me), token })).statusCode).toBe(401);
    expect((await loginRequest(t, user.email, user.password, '10.30.0.1')).statusCode).toBe(401);
    expect((await loginRequest(t, user.email, 'Changed@123', '10.30.0.2')).statusCode).toBe(200);
    const audited = await t.services.db.select().from(auditEvents).where(eq(auditEvents.action, 'auth.password_changed'));
    expect(audited.some((event) => event.entity_id === String(user.id) && event.actor_id === user.id)).toBe(true);
    expect(JSON.stringify(audited)).not.toContain('Changed@123');
    expect(JSON.stringify(t.logs)).not.toContain('Changed@123');
  });

  it('answers a wrong current password with 400 (not 401) and a clear message, keeping the session', async () => {
    const user = await createUser(t);
    const token = await signIn(t, user.email, user.password);
    const response = await change(token, { old_password: 'Nope@12345', new_password: 'Changed@123' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: WRONG_CURRENT_PASSWORD_MESSAGE, errors: { old_password: WRONG_CURRENT_PASSWORD_MESSAGE } });
    expect((await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, AUTH_PATHS.me), token })).statusCode).toBe(200);
  });

  it('applies the password policy with its messages', async () => {
    const user = await createUser(t);
    const token = await signIn(t, user.email, user.password);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ old_password: '', new_password: 'Changed@123' }, 'old_password', PASSWORD_MESSAGES.currentRequired],
      [{ old_password: user.password, new_password: '' }, 'new_password', PASSWORD_MESSAGES.newRequired],
      [{ old_password: user.password, new_password: 'Ab1@' }, 'new_password', PASSWORD_MESSAGES.minLength],
      [{ old_password: user.password, new_password: 'abcdefgh1@' }, 'new_password', PASSWORD_MESSAGES.complexity],
      [{ old_password: user.password, new_password: 'Abcdefg1#' }, 'new_password', PASSWORD_MESSAGES.complexity],
    ];
    for (const [body, field, message] of cases) {
      const response = await change(token, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().errors[field], JSON.stringify(body)).toBe(message);
    }
    const same = await change(token, { old_password: user.password, new_password: user.password });
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toBe(SAME_PASSWORD_MESSAGE);
  });

  it('needs a session, and limits wrong current passwords', async () => {
    expect((await t.inject({ method: 'PATCH', url: apiUrl(ADMIN_API, AUTH_PATHS.changePassword), payload: { old_password: 'x', new_password: 'Changed@123' } })).statusCode).toBe(401);
    const user = await createUser(t);
    const token = await signIn(t, user.email, user.password);
    for (let attempt = 0; attempt < CHANGE_PASSWORD_FAILURES.max; attempt += 1) {
      expect((await change(token, { old_password: 'Nope@12345', new_password: 'Changed@123' })).statusCode).toBe(400);
    }
    const refused = await change(token, { old_password: user.password, new_password: 'Changed@123' });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
