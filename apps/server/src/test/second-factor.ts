/** Test helpers for accounts with an authenticator app: enrolling one through the API and computing its codes. */
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { Secret, TOTP } from 'otpauth';
import { AUTH_PATHS } from '@passdesk/contract/auth/auth-paths';
import { SECOND_FACTOR_PATHS, type SecondStep } from '@passdesk/contract/auth/second-factor';
import { ADMIN_API } from '@passdesk/contract/http/paths';
import { auditEvents } from '../platform/audit/audit.schema.ts';
import { apiUrl } from './api-url.ts';
import type { TestApp } from './test-app.ts';

/** The app's code for the step `steps` away from `from` (now by default; RFC 6238 defaults, as PassDesk's QR code says). */
export function totpCode(secret: string, steps = 0, from = Date.now()): string {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: from + steps * 30_000 });
}

/**
 * Sets up and confirms an authenticator app for the token's user with the current step's code (so
 * the next code accepted is the next step's); its secret, recovery codes and the moment whose code
 * confirmed it (`totpCode(secret, 1, enrolledAt)` is then the next code accepted, whenever the
 * 30-second step turns).
 */
export async function enrolTotp(t: TestApp, token: string): Promise<{ secret: string; recoveryCodes: string[]; enrolledAt: number }> {
  const setup = await t.inject({ method: 'POST', url: apiUrl(ADMIN_API, SECOND_FACTOR_PATHS.totp), token });
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret } = (setup.json() as { data: { secret: string } }).data;
  const enrolledAt = Date.now();
  const confirm = await t.inject({ method: 'POST', url: apiUrl(ADMIN_API, SECOND_FACTOR_PATHS.totpConfirm), token, payload: { code: totpCode(secret, 0, enrolledAt) } });
  expect(confirm.statusCode, confirm.body).toBe(200);
  return { secret, recoveryCodes: (confirm.json() as { data: { recovery_codes: string[] } }).data.recovery_codes, enrolledAt };
}

/** The second step a sign-in with the right password answers. */
export function secondStepOf(response: { json(): unknown }): SecondStep {
  return (response.json() as { data: { second_step: SecondStep } }).data.second_step;
}

export function secondStepRequest(t: TestApp, challenge: string, code: string, ip = '127.0.0.1', cookie?: string) {
  return t.inject({ method: 'POST', url: apiUrl(ADMIN_API, AUTH_PATHS.loginSecondStep), payload: { challenge, code }, remoteAddress: ip, headers: cookie ? { cookie } : {} });
}

/** The audit's actions about an admin user, oldest first. */
export async function auditActions(t: TestApp, userId: number): Promise<string[]> {
  const rows = await t.services.db.select({ action: auditEvents.action, entity: auditEvents.entity }).from(auditEvents).where(eq(auditEvents.entity_id, String(userId))).orderBy(auditEvents.id);
  return rows.filter((row) => row.entity === 'admin_user').map((row) => row.action);
}
