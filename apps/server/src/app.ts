/**
 * Builds the HTTP application from the platform's parts and the feature modules: with runtime.ts,
 * the composition root, the one place that knows both (the platform imports no module). Nothing
 * here listens or opens connections: main.ts and the tests decide that.
 */
import crypto from 'node:crypto';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { access, registerAccessControl } from './platform/auth/access.ts';
import { fastifyTrustProxy } from './platform/config/trust-proxy.ts';
import { registerCompression } from './platform/http/compression.ts';
import { registerErrorHandler } from './platform/http/error-handler.ts';
import { registerJsonBody } from './platform/http/json-body.ts';
import { registerValidation } from './platform/http/validation.ts';
import { notFound } from './platform/http/errors.ts';
import { isProbeRequest, registerHealth } from './platform/http/health.ts';
import { registerMobileApiLimit } from './platform/rate-limit/mobile-api.ts';
import { registerPublicApiLimit } from './platform/rate-limit/public-api.ts';
import { helmetOptionsFor, registerSecurityHeaders } from './platform/http/security-headers.ts';
import { DOCS_PREFIX, registerOpenApi } from './platform/http/openapi.ts';
import { registerWebApp } from './platform/http/web-app.ts';
import { OneLinePerRequest } from './platform/logging/logger.ts';
import { ADMIN_API, MOBILE_API, USERS_API } from '@passdesk/contract/http/paths';
import { InUseRegistry } from './platform/records/in-use.ts';
import type { FeatureModule, Services } from './platform/services.ts';
import { adminActorLoader } from './modules/access/actor-loader.ts';
import { inspectorLoader } from './modules/mobile-users/mobile-actor-loader.ts';
import { FEATURE_MODULES } from './modules/modules.ts';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

type ServicesWithoutLog = Omit<Services, 'log' | 'inUse'>;

export interface BuildAppOptions {
  services: ServicesWithoutLog;
  logger: FastifyServerOptions['logger'];
  modules?: readonly FeatureModule[];
}

/**
 * Stands in for Fastify's default compilers (ajv and fast-json-stringify), which it would otherwise
 * load while constructing the app although no route uses them: every schema here is zod, compiled
 * by the compilers registerValidation and setSerializerCompiler set before any route. Loading the
 * two defaults took ~0.15 s of CPU of every start (docs/performance.md "Start-up").
 */
function noDefaultCompiler(): never {
  throw new Error('a route schema reached Fastify\'s default compilers: set the zod compilers before any route');
}

/** The largest JSON body a route accepts unless it sets its own `bodyLimit` (uploads are multipart, limited per file). */
export const DEFAULT_BODY_LIMIT = 1024 * 1024;

export async function buildApp(options: BuildAppOptions): Promise<{ app: FastifyInstance; services: Services }> {
  const { http } = options.services.config;
  const app = Fastify({
    logger: options.logger,
    // The client's address is the first hop TRUST_PROXY does not name (platform/config/trust-proxy.ts).
    trustProxy: fastifyTrustProxy(options.services.config.trustProxy),
    bodyLimit: DEFAULT_BODY_LIMIT,
    // A half-sent request cannot hold a connection: silence closes it, and the whole request
    // (headers within 20 s) must arrive in time; checked every second or so (docs/architecture.md "How a request flows").
    connectionTimeout: http.idleTimeoutMs,
    requestTimeout: http.requestTimeoutMs,
    http: {
      headersTimeout: Math.min(20_000, http.requestTimeoutMs),
      connectionsCheckingInterval: Math.min(1000, http.requestTimeoutMs),
    },
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : crypto.randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // Graceful shutdown: close() stops new connections and waits for those in flight.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    // One line per answered request (its id, status and time), none for the probes.
    logController: new OneLinePerRequest({ disableRequestLogging: isProbeRequest }),
    schemaController: { compilersFactory: { buildValidator: noDefaultCompiler, buildSerializer: noDefaultCompiler } },
  }).withTypeProvider<ZodTypeProvider>();

  const modules = options.modules ?? FEATURE_MODULES;
  const inUse = new InUseRegistry(modules.flatMap((module) => module.inUse ?? []));
  const services: Services = { ...options.services, log: app.log, inUse };

  registerJsonBody(app);
  registerValidation(app);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  app.setNotFoundHandler((request) => {
    throw notFound(`No API endpoint at ${request.method} ${request.url.split('?')[0]}`);
  });
  // Set on arrival (synchronously: cheaper than an onSend hook) so that every answer, errors too, carries it.
  app.addHook('onRequest', (request, reply, done) => {
    void reply.header('x-request-id', String(request.id));
    done();
  });
  // The API documentation is public; every other route must declare its own access.
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith(DOCS_PREFIX)) route.config = { ...route.config, access: access.public() };
  });

  registerSecurityHeaders(app, helmetOptionsFor(services.config.webDistDir));
  await registerCompression(app);
  await app.register(multipart, { limits: { fileSize: 200 * 1024 * 1024, files: 10, fields: 100, parts: 110 } });
  // Before any route, so that every route (the docs too) is in the access registry.
  const inspectors = await inspectorLoader(services.database);
  app.addHook('onClose', () => inspectors.close());
  const admins = await adminActorLoader(services.database);
  app.addHook('onClose', () => admins.close());
  registerAccessControl(app, {
    tokens: services.tokens,
    mobile: services.config.mobile,
    loadActor: admins.load,
    inspectors,
  });
  registerPublicApiLimit(app, services.db);
  registerMobileApiLimit(app, services.db, services.config.mobile);
  await registerOpenApi(app);
  registerHealth(app, services.database);

  // Each feature's routes are written relative to their API; the prefix is set here, once.
  for (const module of modules) {
    if (module.admin) await app.register(async (scope) => module.admin?.(scope, services), { prefix: ADMIN_API });
    if (module.users) await app.register(async (scope) => module.users?.(scope, services), { prefix: USERS_API });
    if (module.mobile) await app.register(async (scope) => module.mobile?.(scope, services), { prefix: MOBILE_API });
    if (module.root) await app.register(async (scope) => module.root?.(scope, services));
  }
  await registerWebApp(app, services.config.webDistDir);
  await app.ready();
  return { app, services };
}
