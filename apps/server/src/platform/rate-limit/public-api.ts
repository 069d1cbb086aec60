/**
 * The citizens' API (`/api/v1/users/...`) needs no sign-in, so it is rate-limited per IP
 * (docs/api.md). The counters live in PostgreSQL like the sign-in limits, so every instance behind a
 * load balancer counts the same requests.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../database/database.ts';
import { consume, type Limit } from './rate-limit.ts';

const PUBLIC_API_PREFIX = '/api/v1/users/';

export const PUBLIC_API_PER_IP: Limit = {
  max: 120,
  windowSeconds: 60,
  message: 'Too many requests from your network. Try again in {wait}.',
};

export function registerPublicApiLimit(app: FastifyInstance, db: Db, limit: Limit = PUBLIC_API_PER_IP): void {
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith(PUBLIC_API_PREFIX) || request.is404) return;
    await consume(db, `public-api:ip:${request.ip}`, limit);
  });
}
