/**
 * The inspector app's API (`/api/v1/mobile/...`) is limited per inspector and per IP (docs/api.md).
 * Signed-in calls are counted together with the session check (platform/auth/mobile-actor.ts);
 * the public ones (login, the current APK) are counted here per address. Which requests count is
 * decided by the route the router matched, never by the URL as sent.
 */
import type { FastifyInstance } from 'fastify';
import { MOBILE_API } from '@passdesk/contract/http/paths';
import type { Config } from '../config/config.ts';
import type { Db } from '../database/database.ts';
import { requestAddress } from './client-address.ts';
import { matchedRouteUnder } from './matched-route.ts';
import { consume, type Limit } from './rate-limit.ts';

export function mobileApiLimits(config: Config['mobile']): { perIp: Limit; perAccount: Limit } {
  return {
    perIp: { max: config.ipPerMinute, windowSeconds: 60, message: 'Too many requests from your network. Try again in {wait}.' },
    perAccount: { max: config.accountPerMinute, windowSeconds: 60, message: 'Too many requests from this account. Try again in {wait}.' },
  };
}

/** The per-address counter of the inspector API, shared by its public and signed-in calls. */
export const mobileApiAddressKey = (address: string) => `mobile-api:ip:${address}`;

export function registerMobileApiLimit(app: FastifyInstance, db: Db, config: Config['mobile']): void {
  const { perIp } = mobileApiLimits(config);
  app.addHook('onRequest', async (request) => {
    if (!matchedRouteUnder(request, MOBILE_API)) return;
    // Signed-in calls were counted with their session check.
    if (request.routeOptions.config.access?.kind !== 'public') return;
    await consume(db, mobileApiAddressKey(requestAddress(request)), perIp);
  });
}
