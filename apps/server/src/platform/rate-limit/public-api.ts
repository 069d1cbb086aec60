/**
 * The citizens' API (`/api/v1/users/...`) needs no sign-in, so it is rate-limited per address
 * (docs/api.md). The counters live in PostgreSQL like the sign-in limits, so every instance behind a
 * load balancer counts the same requests. Which requests count is decided by the route the router
 * matched, never by the URL as sent (`/api/v1/%75sers/…` is the same route and counts the same).
 */
import type { FastifyInstance } from 'fastify';
import { USERS_API } from '@passdesk/contract/http/paths';
import type { Db } from '../database/database.ts';
import { requestAddress } from './client-address.ts';
import { consume, type Limit } from './rate-limit.ts';
import { matchedRouteUnder } from './matched-route.ts';

export const PUBLIC_API_PER_IP: Limit = {
  max: 120,
  windowSeconds: 60,
  message: 'Too many requests from your network. Try again in {wait}.',
};

export function registerPublicApiLimit(app: FastifyInstance, db: Db, limit: Limit = PUBLIC_API_PER_IP): void {
  app.addHook('onRequest', async (request) => {
    if (!matchedRouteUnder(request, USERS_API)) return;
    await consume(db, `public-api:ip:${requestAddress(request)}`, limit);
  });
}
