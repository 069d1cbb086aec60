/**
 * The inspector app's API (`/api/v1/mobile/...`) is limited per inspector and per IP (docs/api.md).
 * Signed-in calls are counted together with the session check (platform/auth/mobile-actor.ts);
 * the public ones (login, the current APK) are counted here per IP.
 */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/config.ts';
import type { Db } from '../database/database.ts';
import { consume, type Limit } from './rate-limit.ts';

const MOBILE_API_PREFIX = '/api/v1/mobile/';

export function mobileApiLimits(config: Config['mobile']): { perIp: Limit; perAccount: Limit } {
  return {
    perIp: { max: config.ipPerMinute, windowSeconds: 60, message: 'Too many requests from your network. Try again in {wait}.' },
    perAccount: { max: config.accountPerMinute, windowSeconds: 60, message: 'Too many requests from this account. Try again in {wait}.' },
  };
}

export function registerMobileApiLimit(app: FastifyInstance, db: Db, config: Config['mobile']): void {
  const { perIp } = mobileApiLimits(config);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith(MOBILE_API_PREFIX) || request.is404) return;
    // Signed-in calls were counted with their session check.
    if (request.routeOptions.config.access?.kind !== 'public') return;
    await consume(db, `mobile-api:ip:${request.ip}`, perIp);
  });
}
