/**
 * The browser's side of passkeys (WebAuthn; docs/api.md "Passkeys"): the server's options handed to
 * `navigator.credentials` through @simplewebauthn/browser, whose code is loaded only when a passkey
 * is used, so no page's first load carries it (docs/performance.md "Panel load").
 */
import type { PasskeyOptions } from '@passdesk/contract/auth/passkeys';
import { ApiError } from './api.ts';
import type { AuthenticationResponseJSON, PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON, RegistrationResponseJSON } from '@simplewebauthn/browser';

/** Whether this browser can use passkeys at all (an old or locked-down browser cannot). */
export function passkeysAvailable(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}

/** Creates a passkey on this device (or a phone or security key) for the server's registration options. */
export async function createPasskey(options: PasskeyOptions): Promise<RegistrationResponseJSON> {
  const { startRegistration } = await import('@simplewebauthn/browser');
  // The server builds these options with @simplewebauthn/server: WebAuthn's JSON form, passed on as it is.
  return startRegistration({ optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON });
}

/** Signs the server's challenge with a passkey the user picks (or the one the options allow). */
export async function signWithPasskey(options: PasskeyOptions): Promise<AuthenticationResponseJSON> {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  return startAuthentication({ optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON });
}

/** True when the user closed the browser's passkey prompt or it timed out: nothing to report as a failure. */
function passkeyDismissed(error: unknown): boolean {
  return error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError');
}

/** True when the authenticator already holds a passkey of this account (the options exclude the registered ones). */
export function passkeyAlreadyHere(error: unknown): boolean {
  return error instanceof Error && error.name === 'InvalidStateError';
}

/** The server's words when it refused the passkey; undefined for the browser's own failures, which have none for users. */
function passkeyRefusal(error: unknown): string | undefined {
  return error instanceof ApiError ? error.message : undefined;
}

/**
 * What a failed passkey prompt tells the user: null when they closed the browser's prompt (nothing
 * to say), the server's refusal, or undefined for the browser's own failures (the page's words).
 */
export function passkeyProblem(error: unknown): string | null | undefined {
  return passkeyDismissed(error) ? null : passkeyRefusal(error);
}
