/**
 * The relying party passkeys are bound to (docs/operations.md "Passkeys"): PASSKEY_ORIGIN and
 * PASSKEY_RP_ID, or, where they are unset, the address the request came to (as the proxy in front
 * says, when it is trusted). A passkey made under one relying party id signs for no other.
 */
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../platform/config/config.ts';

export interface PasskeyParty {
  rpId: string;
  origin: string;
}

export function passkeyParty(config: Pick<Config, 'passkeys'>, request: FastifyRequest): PasskeyParty {
  const origin = config.passkeys.origin ?? `${request.protocol}://${request.host}`;
  return { origin, rpId: config.passkeys.rpId ?? new URL(origin).hostname };
}
