/**
 * `passdesk keys revoke <key id> --reason <text>`: a card QR signing key is trusted no more, at
 * once (docs/operations.md "Revoking a card QR signing key"): it leaves the published key list
 * (inspector apps drop it at their next sync), running instances stop trusting it and, when it was
 * the current generated key, sign with its successor, told through the database's notification.
 */
import { CARD_KEY_MESSAGES } from '@passdesk/contract/cards/card-keys';
import { auditCommandLine } from '../../platform/audit/audit.ts';
import { dayIn } from '../../platform/time/today.ts';
import { KeyRevocationRefused, revokeSigningKey } from '../../modules/cards/cards.public.ts';
import { CommandError, requiredOption, runBy, withDatabase, type Command } from '../command.ts';

const KEY_ID = /^[A-Za-z0-9_-]{8}$/;

const keysRevoke: Command = {
  name: ['keys', 'revoke'],
  summary: 'revoke a card QR signing key at once: no longer published or trusted (the current generated key is replaced)',
  usage: '<key id> --reason <text>',
  options: { reason: { type: 'string' } },
  positionals: { min: 1, max: 1 },
  async run(input) {
    const keyId = input.positionals[0] ?? '';
    if (!KEY_ID.test(keyId)) throw new CommandError(`${JSON.stringify(keyId)} is not a key id (the 8 characters a QR code names; GET /api/v1/mobile/keys lists them)`);
    const reason = requiredOption(input, 'reason');
    if (reason.length < 3 || reason.length > 500) throw new CommandError('--reason must be 3 to 500 characters');
    return withDatabase(input, async (database) => {
      const revoked = await database.db
        .transaction(async (tx) => {
          const result = await revokeSigningKey(tx, keyId, reason, dayIn(input.config.timeZone));
          await auditCommandLine(tx, runBy(), { action: 'revoke', entity: 'card_signing_key', entityId: keyId, changes: { reason, replaced_by: result.replaced_by } });
          return result;
        })
        .catch((error: unknown) => {
          if (error instanceof KeyRevocationRefused) throw new CommandError(error.kind === 'not_found' ? `${CARD_KEY_MESSAGES.notFound}: ${keyId}` : error.message);
          throw error;
        });
      return `Revoked the card QR key ${keyId}${revoked.replaced_by ? `; new cards are signed with ${revoked.replaced_by}` : ''}; running instances stopped trusting it, inspector apps drop it at their next sync; re-sign its cards (docs/operations.md)`;
    });
  },
};

export default keysRevoke;
