/**
 * Security headers (helmet's set, with a Content-Security-Policy the built panel works under).
 * Computed once at start-up and copied onto every answer by one synchronous hook: the
 * @fastify/helmet plugin rebuilds helmet and re-parses the policy on every request, which cost
 * about a third of the /healthz throughput (docs/performance.md).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

export const HELMET_OPTIONS = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // MUI's emotion writes <style> tags at run time.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
} satisfies HelmetOptions;

/** The headers helmet would set, captured from one dry run of its middleware. */
export function securityHeaders(options: Readonly<HelmetOptions> = HELMET_OPTIONS): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader() {},
  } as unknown as ServerResponse;
  let failure: unknown;
  helmet(options)({} as IncomingMessage, recorder, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}

/** The APIs' prefix: their answers carry personal data unless a route says otherwise. */
const API_PREFIX = '/api/';

/**
 * Every answer gets the security headers; every API answer also gets `Cache-Control: no-store`
 * (tokens, names, card details must stay out of browser and proxy caches). The few public,
 * cacheable API answers (categories, QR keys, APK) replace it with their own header.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: Readonly<HelmetOptions> = HELMET_OPTIONS): void {
  const headers = securityHeaders(options);
  const apiHeaders = { ...headers, 'cache-control': 'no-store' };
  app.addHook('onRequest', (request, reply, done) => {
    void reply.headers(request.url.startsWith(API_PREFIX) ? apiHeaders : headers);
    done();
  });
}
