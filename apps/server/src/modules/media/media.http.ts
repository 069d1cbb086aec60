/**
 * GET /media/<key>: streams a profile picture or a card photo, the files public by design. Keys are
 * random UUIDs nobody can guess; a key of any other folder answers 404 like an unknown one, so a
 * leaked document or report key opens nothing (docs/architecture.md, "Files and the media route").
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { access } from '../../platform/auth/access.ts';
import { notFound } from '../../platform/http/errors.ts';
import type { Services } from '../../platform/services.ts';
import { isStorageKey } from '../../platform/storage/storage.ts';
import { MEDIA_PREFIX, isPublicMediaKey } from './media-url.ts';

/** Types a browser may show inline; anything else is offered as a download, never rendered. */
const INLINE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif']);

export async function mediaRoutes(app: FastifyInstance, services: Services): Promise<void> {
  app.get(
    `${MEDIA_PREFIX}*`,
    {
      config: { access: access.public() },
      schema: {
        tags: ['media'],
        summary: 'A profile picture or card photo by its server-made key (nothing private is served here)',
        params: z.object({ '*': z.string() }),
      },
    },
    async (request, reply) => {
      const { '*': key } = request.params as { '*': string };
      if (!isStorageKey(key) || !isPublicMediaKey(key)) throw notFound('No such file');
      const stored = await services.storage.get(key);
      if (!stored) throw notFound('No such file');
      const contentType = stored.contentType ?? 'application/octet-stream';
      void reply
        .type(contentType)
        .header('x-content-type-options', 'nosniff')
        // A key is never reused for other content, so the answer may be cached for good.
        .header('cache-control', 'public, max-age=31536000, immutable')
        // Even if a stored file were HTML or SVG, it could run nothing on our origin.
        .header('content-security-policy', "default-src 'none'; img-src 'self'; sandbox")
        .header('content-disposition', INLINE_TYPES.has(contentType) ? 'inline' : 'attachment');
      if (stored.size !== undefined) void reply.header('content-length', String(stored.size));
      return reply.send(stored.body);
    },
  );
}
