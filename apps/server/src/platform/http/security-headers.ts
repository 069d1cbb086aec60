/**
 * Security headers (helmet's set, with a Content-Security-Policy the built panel works under).
 * Computed once at start-up and copied onto every answer by one synchronous hook: the
 * @fastify/helmet plugin rebuilds helmet and re-parses the policy on every request, which cost
 * about a third of the /healthz throughput (docs/performance.md).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
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

/**
 * The sources of the inline scripts of the built panel's pages, as CSP hashes
 * (`'sha256-…'`): the page writes its tiny boot script into its head so that the first paint
 * waits for no request (docs/architecture.md, "First load"); nothing else inline may run.
 */
export function inlineScriptHashes(distDir: string, pages: readonly string[] = ['index.html']): string[] {
  const hashes = new Set<string>();
  for (const page of pages) {
    const file = path.join(distDir, page);
    if (!fs.existsSync(file)) continue;
    for (const match of fs.readFileSync(file, 'utf8').matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
      hashes.add(`'sha256-${crypto.createHash('sha256').update(match[1] ?? '').digest('base64')}'`);
    }
  }
  return [...hashes];
}

/** HELMET_OPTIONS with the built pages' inline scripts allowed by their hashes. */
export function helmetOptionsFor(distDir: string): HelmetOptions {
  const { directives } = HELMET_OPTIONS.contentSecurityPolicy;
  return { ...HELMET_OPTIONS, contentSecurityPolicy: { directives: { ...directives, scriptSrc: [...directives.scriptSrc, ...inlineScriptHashes(distDir)] } } };
}

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
  const inspectorHeaders = { ...headers, 'content-security-policy': inspectorPolicy(headers['content-security-policy'] ?? '') };
  app.addHook('onRequest', (request, reply, done) => {
    void reply.headers(request.url.startsWith(API_PREFIX) ? apiHeaders : isInspectorPage(request.url) ? inspectorHeaders : headers);
    done();
  });
}

/** The inspector web app's pages: `/inspect`, `/inspect/…`, with or without a query. */
const isInspectorPage = (url: string) => /^\/inspect(?:[/?#]|$)/.test(url);

/**
 * The inspector app decodes QR codes with WebAssembly where the browser has no BarcodeDetector
 * (apps/web/src/inspect/scanner.ts): its pages may compile WebAssembly ('wasm-unsafe-eval'), which
 * allows no JavaScript eval. The panel's pages may not.
 */
export function inspectorPolicy(policy: string): string {
  return policy.replace(/(^|;)script-src ([^;]*)/, "$1script-src $2 'wasm-unsafe-eval'");
}
