/** GET /api/v1/mobile/keys (public; registered under MOBILE_API): the keys an inspector app verifies card QR codes with, offline. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope } from '@passdesk/contract/http/envelope';
import { CARD_QR_VERSION, cardQrKeysSchema } from '@passdesk/contract/cards/card-qr';
import { MOBILE_CARD_PATHS } from '@passdesk/contract/cards/cards-paths';
import { access } from '../../platform/auth/access.ts';
import type { Services } from '../../platform/services.ts';
import { dayIn } from '../../platform/time/today.ts';
import { publishedKeys, type SigningKey } from './card-signing.ts';

/**
 * Apps and proxies must ask again before reusing the list: a revoked key leaves every app at its
 * next sync, not an hour later (a rotated key is published long before it is needed anyway).
 */
const KEYS_CACHE = 'public, no-cache';

export async function mobileKeysRoutes(parent: FastifyInstance, services: Services, signingKey: SigningKey): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.get(
    MOBILE_CARD_PATHS.keys,
    {
      config: { access: access.public() },
      schema: { tags: ['Mobile app'], summary: 'Public keys of card QR signatures', response: { 200: envelope(cardQrKeysSchema) } },
    },
    async (_request, reply) => {
      void reply.header('cache-control', KEYS_CACHE);
      const keys = await publishedKeys(services.db, dayIn(services.config.timeZone));
      return { message: 'Card QR keys', data: { format: CARD_QR_VERSION, current_key_id: signingKey.keyId, keys } };
    },
  );
}
