/**
 * Translations for the panel (spec section 7): GET /locales/{lng}/{ns}.json serves a namespace
 * file; POST /locales/add/{lng}/{ns} records keys the panel did not find, for translators.
 */
import { LANGUAGE_PATTERN, NAMESPACE_PATTERN } from '@passdesk/contract/i18n/languages';
import { localeParamsSchema, missingKeysResultSchema, missingKeysSchema } from '@passdesk/contract/i18n/missing-keys';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../platform/auth/access.ts';
import { notFound } from '../../platform/http/errors.ts';
import type { FeatureModule } from '../../platform/services.ts';
import { localesDir, readLocaleFile } from './locale-files.ts';
import { recordMissingKeys } from './missing-keys.ts';

/** Room for the largest allowed batch of keys and fallbacks, and not much more. */
const ADD_BODY_LIMIT = 128 * 1024;

export const localesModule: FeatureModule = {
  name: 'locales',
  async routes(instance: FastifyInstance, services) {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const dir = localesDir(services.config.webDistDir);

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
        const text = await readLocaleFile(dir, lng, ns);
        if (text === undefined) throw notFound('No such translation file');
        return reply
          .type('application/json; charset=utf-8')
          .header('cache-control', 'public, max-age=0, must-revalidate')
          .send(text);
      },
    );

    app.post(
      '/locales/add/:lng/:ns',
      {
        // Only staff may add to the list, except on a developer's machine.
        config: { access: services.config.env === 'development' ? access.public() : access.signedIn() },
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
        const recorded = await recordMissingKeys(services.db, lng, ns, request.body);
        return { message: 'Missing translations recorded', data: { recorded } };
      },
    );
  },
};
