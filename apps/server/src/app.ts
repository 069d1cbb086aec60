/**
 * Builds the HTTP application from the platform's parts and the feature modules. Nothing here
 * listens or opens connections: main.ts and the tests decide that.
 */
import crypto from 'node:crypto';
import multipart from '@fastify/multipart';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { access, registerAccessControl } from './platform/auth/access.ts';
import { registerErrorHandler } from './platform/http/error-handler.ts';
import { notFound } from './platform/http/errors.ts';
import { isProbeRequest, registerHealth } from './platform/http/health.ts';
import { registerPublicApiLimit } from './platform/rate-limit/public-api.ts';
import { registerSecurityHeaders } from './platform/http/security-headers.ts';
import { DOCS_PREFIX, registerOpenApi } from './platform/http/openapi.ts';
import { registerWebApp } from './platform/http/web-app.ts';
import type { FeatureModule, Services } from './platform/services.ts';
import { FEATURE_MODULES } from './modules/modules.ts';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

export type ServicesWithoutLog = Omit<Services, 'log'>;

export interface BuildAppOptions {
  services: ServicesWithoutLog;
  logger: FastifyServerOptions['logger'];
  modules?: readonly FeatureModule[];
}

export async function buildApp(options: BuildAppOptions): Promise<{ app: FastifyInstance; services: Services }> {
  const app = Fastify({
    logger: options.logger,
    trustProxy: options.services.config.trustProxy,
    bodyLimit: 1024 * 1024,
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : crypto.randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // Graceful shutdown: close() stops new connections and waits for those in flight.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    logController: new LogController({ disableRequestLogging: isProbeRequest }),
  }).withTypeProvider<ZodTypeProvider>();

  const services: Services = { ...options.services, log: app.log };

  app.setValidatorCompiler(validatorCompiler);
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

  registerSecurityHeaders(app);
  await app.register(multipart, { limits: { fileSize: 200 * 1024 * 1024, files: 10, fields: 100, parts: 110 } });
  // Before any route, so that every route (the docs too) is in the access registry.
  registerAccessControl(app, { db: services.db, tokens: services.tokens });
  registerPublicApiLimit(app, services.db);
  await registerOpenApi(app);
  registerHealth(app, services.database);

  for (const module of options.modules ?? FEATURE_MODULES) {
    await app.register(async (scope) => module.routes(scope, services));
  }
  await registerWebApp(app, services.config.webDistDir);
  await app.ready();
  return { app, services };
}
