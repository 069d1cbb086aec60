/**
 * Authenticator-app codes (RFC 6238: SHA-1, 6 digits, 30-second steps, what every app reads from
 * a QR code). A code is checked against the step before, the current one and the one after
 * (clocks drift), and is accepted only for a step later than the last one accepted (totp-store.ts).
 */
import { Secret, TOTP } from 'otpauth';

export const TOTP_PERIOD_SECONDS = 30;
const ISSUER = 'PassDesk';

const totpOf = (secret: string, label: string) => new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: 6, period: TOTP_PERIOD_SECONDS, secret: Secret.fromBase32(secret) });

/** A new random secret (160 bits, RFC 4226's recommendation), in base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The `otpauth://` address an app reads from the QR code; the account is shown by the email. */
export function totpUrl(secret: string, email: string): string {
  return totpOf(secret, email).toString();
}

/** The step a 6-digit code belongs to (±1 around `now`), or undefined when it matches none. */
export function matchingStep(secret: string, code: string, now = Date.now()): number | undefined {
  if (!/^\d{6}$/.test(code)) return undefined;
  const delta = totpOf(secret, '').validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? undefined : Math.floor(now / 1000 / TOTP_PERIOD_SECONDS) + delta;
}
