/**
 * Translations for the panel: GET /locales/{lng}/{ns}.json serves a namespace
 * file; POST /locales/add/{lng}/{ns} records keys the panel did not find, for translators — only
 * where that is useful: anyone in development, otherwise holders of the `Translations` permission
 * (create); only for the configured languages and the namespaces that have a file; at most
 * 50 keys a request, 60 requests a minute per caller, and 10,000 listed keys in all
 * (docs/api.md, "Translations").
 */
import { PERMISSION } from '@passdesk/contract/access/permissions';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, LANGUAGE_PATTERN, NAMESPACE_PATTERN } from '@passdesk/contract/i18n/languages';
import { localeParamsSchema, missingKeysResultSchema, missingKeysSchema } from '@passdesk/contract/i18n/missing-keys';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../platform/auth/access.ts';
import { builtFiles, sendBuiltFile } from '../../platform/http/built-files.ts';
import { badRequest, notFound } from '../../platform/http/errors.ts';
import { requestAddress } from '../../platform/rate-limit/client-address.ts';
import { consume, type Limit } from '../../platform/rate-limit/rate-limit.ts';
import type { Services } from '../../platform/services.ts';
import { listNamespaces, localesDir } from './locale-files.ts';
import { recordMissingKeys } from './missing-keys.ts';

/** Room for the largest allowed batch of keys and fallbacks, and not much more. */
const ADD_BODY_LIMIT = 128 * 1024;

export const ADD_LIMIT: Limit = { max: 60, windowSeconds: 60, message: 'Too many translation reports. Try again in {wait}.' };
const UNKNOWN_LANGUAGE = 'Unknown language';
const UNKNOWN_NAMESPACE = 'Unknown namespace';

/** The routes at the root: a namespace file, and the report of keys the panel did not find. */
export async function localeRoutes(instance: FastifyInstance, services: Services): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const dir = localesDir(services.config.webDistDir);
  const development = services.config.env === 'development';
  // The namespaces are the files the default language has; read once (the files ship with the build).
  const namespaces = new Set(await listNamespaces(dir, DEFAULT_LANGUAGE));
  // Kept in memory with their compressed copies (the build's files do not change while it runs);
  // read afresh in development, where the source files are edited.
  const files = builtFiles(dir, { fresh: development });

  app.get(
    '/locales/:lng/:file',
    {
      config: { access: access.public() },
      schema: { tags: ['locales'], summary: 'A translation namespace file', params: z.object({ lng: z.string(), file: z.string() }) },
    },
    async (request, reply) => {
      const { lng, file } = request.params;
      const ns = file.endsWith('.json') ? file.slice(0, -'.json'.length) : '';
      if (!LANGUAGE_PATTERN.test(lng) || !NAMESPACE_PATTERN.test(ns)) throw notFound('No such translation file');
      const found = await files.read(`${lng}/${ns}.json`);
      if (!found) throw notFound('No such translation file');
      return sendBuiltFile(request, reply, found, 'public, max-age=0, must-revalidate');
    },
  );

  app.post(
    '/locales/add/:lng/:ns',
    {
      config: { access: development ? access.public() : access.permission(PERMISSION.translations, 'create') },
      bodyLimit: ADD_BODY_LIMIT,
      schema: {
        tags: ['locales'],
        summary: 'Record translation keys the panel did not find',
        params: localeParamsSchema,
        body: missingKeysSchema,
        response: { 200: missingKeysResultSchema },
      },
    },
    async (request) => {
      const { lng, ns } = request.params;
      if (!LANGUAGE_CODES.includes(lng)) throw badRequest(`lng: ${UNKNOWN_LANGUAGE}`, { lng: UNKNOWN_LANGUAGE });
      if (!namespaces.has(ns)) throw badRequest(`ns: ${UNKNOWN_NAMESPACE}`, { ns: UNKNOWN_NAMESPACE });
      await consume(services.db, `locales-add:${request.admin ? `user:${request.admin.userId}` : `ip:${requestAddress(request)}`}`, ADD_LIMIT);
      const recorded = await recordMissingKeys(services.db, lng, ns, request.body);
      return { message: 'Missing translations recorded', data: { recorded } };
    },
  );
}
