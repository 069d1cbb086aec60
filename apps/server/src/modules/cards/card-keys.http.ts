/**
 * `/api/v1/admin/cards/keys…` (docs/api.md "Card QR", "Revoking a key"): the card QR signing keys
 * and revoking one. Listing needs Card Management read; revoking, Card Management delete (it
 * withdraws every card the key signed from verification, as deleting withdraws one card).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PERMISSION } from '@passdesk/contract/access/permissions';
import { CARD_KEY_MESSAGES, CARD_KEY_PATHS, cardKeyParamsSchema, cardKeySchema, revokeCardKeySchema, revokedCardKeySchema } from '@passdesk/contract/cards/card-keys';
import { envelope } from '@passdesk/contract/http/envelope';
import { access } from '../../platform/auth/access.ts';
import { audit } from '../../platform/audit/audit.ts';
import { conflict, notFound } from '../../platform/http/errors.ts';
import type { Services } from '../../platform/services.ts';
import { dayIn } from '../../platform/time/today.ts';
import { KeyRevocationRefused, listCardKeys, revokeSigningKey } from './card-key-revocation.ts';
import { cardKeyChanges, type CurrentSigningKey } from './card-key-watch.ts';

const tags = ['Cards'];
const MODULE = PERMISSION.cardManagement;

export async function cardKeyRoutes(parent: FastifyInstance, services: Services, signingKey: CurrentSigningKey): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db, config } = services;

  app.get(
    CARD_KEY_PATHS.list,
    {
      config: { access: access.permission(MODULE, 'read') },
      schema: { tags, summary: 'Every card QR signing key, newest first, with its state', response: { 200: envelope(z.array(cardKeySchema)) } },
    },
    async () => ({ message: 'Card signing keys', data: await listCardKeys(db, dayIn(config.timeZone)) }),
  );

  app.post(
    CARD_KEY_PATHS.revoke,
    {
      config: {
        access: access.permission(MODULE, 'delete'),
        openapi: { errors: { 404: CARD_KEY_MESSAGES.notFound, 409: CARD_KEY_MESSAGES.alreadyRevoked } },
      },
      schema: {
        tags,
        summary: 'Revoke a card QR signing key at once (reason required): no longer published or trusted',
        params: cardKeyParamsSchema,
        body: revokeCardKeySchema,
        response: { 200: envelope(revokedCardKeySchema) },
      },
    },
    async (request) => {
      const { keyId } = request.params;
      const revoked = await db
        .transaction(async (tx) => {
          const result = await revokeSigningKey(tx, keyId, request.body.reason, dayIn(config.timeZone));
          await audit(tx, request, { action: 'revoke', entity: 'card_signing_key', entityId: keyId, changes: { reason: request.body.reason, replaced_by: result.replaced_by } });
          return result;
        })
        .catch((error: unknown) => {
          if (!(error instanceof KeyRevocationRefused)) throw error;
          throw error.kind === 'not_found' ? notFound(error.message) : conflict(error.message);
        });
      // This instance signs with the successor before it answers; the others hear the notification.
      await signingKey.refresh();
      cardKeyChanges.announce();
      return { message: revoked.replaced_by ? `Key ${keyId} revoked; new cards are signed with ${revoked.replaced_by}` : `Key ${keyId} revoked`, data: revoked };
    },
  );
}
