/** The profile's calls to the server: the signed-in user's passkeys (docs/api.md "Passkeys"): registration, the list, renaming and removal. */
import { PASSKEY_PATHS } from '@passdesk/contract/auth/passkey-paths';
import type { Passkey, PasskeyOptions } from '@passdesk/contract/auth/passkeys';
import { requestData } from '../../lib/api.ts';
import { createPasskey } from '../../lib/passkey.ts';

const byId = (path: string, id: number) => path.replace(':id', String(id));

export async function listPasskeys(): Promise<Passkey[]> {
  return (await requestData<{ passkeys: Passkey[] }>(PASSKEY_PATHS.list)).passkeys;
}

/** The browser makes a passkey for the server's options; the server keeps it under `name`. */
export async function addPasskey(name: string): Promise<Passkey> {
  const options = await requestData<PasskeyOptions>(PASSKEY_PATHS.registrationOptions, { method: 'POST', toastErrors: false });
  const response = await createPasskey(options);
  return requestData<Passkey>(PASSKEY_PATHS.list, { method: 'POST', body: { name, response }, toastErrors: false });
}

export async function renamePasskey(id: number, name: string): Promise<void> {
  await requestData(byId(PASSKEY_PATHS.rename, id), { method: 'POST', body: { name }, toastErrors: false });
}

export async function removePasskey(id: number, password: string): Promise<void> {
  await requestData(byId(PASSKEY_PATHS.remove, id), { method: 'POST', body: { password }, toastErrors: false });
}
