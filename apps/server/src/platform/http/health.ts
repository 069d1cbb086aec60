/** Liveness and readiness for load balancers and orchestrators. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { access } from '../auth/access.ts';
import type { Database } from '../database/database.ts';
import { plainJsonSerializer } from './plain-json.ts';

const PROBE_PATHS = new Set(['/healthz', '/readyz']);

/**
 * Load balancers poll the probes every few seconds: their requests are not logged. (Done with
 * `disableRequestLogging` rather than a route `logLevel`, which makes every request build a
 * logger at another level — a measurable cost, see docs/performance.md.)
 */
export function isProbeRequest(request: { url?: string }): boolean {
  return request.url !== undefined && PROBE_PATHS.has(request.url);
}

export function registerHealth(app: FastifyInstance, database: Database): void {
  app.get(
    '/healthz',
    {
      config: { access: access.public() },
      // The answers are built here, never from input: no validating serializer.
      serializerCompiler: plainJsonSerializer,
      schema: { tags: ['operations'], summary: 'The process is alive', response: { 200: z.object({ status: z.literal('ok') }) } },
    },
    async () => ({ status: 'ok' as const }),
  );
  app.get(
    '/readyz',
    {
      config: { access: access.public() },
      serializerCompiler: plainJsonSerializer,
      schema: {
        tags: ['operations'],
        summary: 'The database answers',
        response: {
          200: z.object({ status: z.literal('ready'), database: z.string() }),
          503: z.object({ status: z.literal('unavailable'), database: z.string(), message: z.string() }),
        },
      },
    },
    async (_request, reply) => {
      try {
        await database.ping();
        return { status: 'ready' as const, database: database.kind };
      } catch {
        return reply.status(503).send({ status: 'unavailable' as const, database: database.kind, message: 'The database does not answer' });
      }
    },
  );
}
