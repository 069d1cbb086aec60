/** The remembered-browser cookie a successful sign-in sets, as the Cookie header a browser would send back. */
import { expect } from 'vitest';
import { DEVICE_COOKIE } from '../platform/auth/device-tokens.ts';

export function deviceCookie(response: { headers: Record<string, unknown> }): string {
  const header = response.headers['set-cookie'];
  const line = (Array.isArray(header) ? header : [header]).find((value): value is string => typeof value === 'string' && value.startsWith(`${DEVICE_COOKIE}=`));
  expect(line, 'the sign-in sets the remembered-browser cookie').toBeDefined();
  return (line ?? '').split(';')[0] ?? '';
}
