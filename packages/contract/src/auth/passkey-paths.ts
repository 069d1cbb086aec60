/** Passkeys' paths under ADMIN_API (docs/api.md "Passkeys"); apart from the schemas, so a page that only calls them loads no schema code. */
export const PASSKEY_PATHS = {
  /** GET the signed-in user's passkeys; POST a new one (name and the browser's answer). */
  list: '/second-factor/passkeys',
  /** POST: options for `navigator.credentials.create`. */
  registrationOptions: '/second-factor/passkeys/options',
  /** POST a new name. */
  rename: '/second-factor/passkeys/update/:id',
  /** POST with the account's password. */
  remove: '/second-factor/passkeys/remove/:id',
  /** POST: options for a sign-in with a passkey and no password (discoverable passkeys). */
  signInOptions: '/login/passkey/options',
  signIn: '/login/passkey',
  /** POST: the second step of a sign-in with a passkey's signature. */
  secondStep: '/login/second-step/passkey',
} as const;
