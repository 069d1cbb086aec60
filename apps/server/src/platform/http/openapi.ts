/**
 * OpenAPI generated from the routes' zod schemas, served at /api/docs (JSON at /api/docs/json).
 * Written for an outside developer (the inspector app's, above all): named servers and security
 * schemes, and — from one place, openapi-operations.ts — an operationId, a summary, the 4xx
 * answers and examples on every operation. `openapi.test.ts` lints the document.
 */
import { PERMISSION } from '@passdesk/contract/access/permissions';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { JsonSchema } from './openapi-examples.ts';
import {
  ERROR_SCHEMA,
  ERRORS_KEY,
  INSPECTOR_SCHEME,
  STAFF_SCHEME,
  completeOperation,
  errorsFor,
  fileResponse,
  operationIdFor,
  securityFor,
  summaryFor,
  type OperationObject,
} from './openapi-operations.ts';

export const DOCS_PREFIX = '/api/docs';

/** Operators' probes (docs/operations.md) and the documentation's own files are not part of the API document. */
const UNDOCUMENTED = [/^\/healthz$/, /^\/readyz$/, new RegExp(`^${DOCS_PREFIX}`)];

const TAG_DESCRIPTIONS: Record<string, string> = {
  'Inspector app': 'The inspectors’ Android app (`/api/v1/mobile`): sign in with `POST /api/v1/mobile/login`, then send the token as `Authorization: Bearer …` (scheme `inspectorBearer`).',
  'Mobile App Users': 'Panel: inspectors’ accounts and their signed-in phones.',
  [PERMISSION.apkSharing]: 'Panel: Android app versions; the current one is downloadable from a public link.',
};

type Document = {
  paths?: Record<string, Record<string, OperationObject>>;
  components?: { schemas?: Record<string, JsonSchema>; securitySchemes?: Record<string, unknown> };
  tags?: Array<{ name: string; description?: string }>;
  [key: string]: unknown;
};

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head'];

/** Adds error answers and examples to every operation, and a description to every tag used. */
function completeDocument(document: Document): Document {
  const schemas = (document.components ??= {}).schemas ?? {};
  schemas.Error = ERROR_SCHEMA;
  document.components.schemas = schemas;
  const resolve = (ref: string) => schemas[ref.replace('#/components/schemas/', '')];
  const tags = new Set<string>();
  for (const item of Object.values(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      completeOperation(operation, resolve);
      for (const tag of (operation.tags as string[] | undefined) ?? []) tags.add(tag);
    }
  }
  document.tags = [...tags].sort().map((name) => ({ name, description: TAG_DESCRIPTIONS[name] ?? `Calls of ${name}.` }));
  return document;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A PUT body names every field, at any depth (platform/http/validation.ts): the document says so. */
function everyFieldRequired(body: unknown): unknown {
  if (Array.isArray(body)) return body.map(everyFieldRequired);
  if (!isObject(body)) return body;
  const schema: Record<string, unknown> = { ...body };
  if (isObject(body.properties)) {
    schema.properties = Object.fromEntries(Object.entries(body.properties).map(([name, property]) => [name, everyFieldRequired(property)]));
    schema.required = Object.keys(body.properties);
  }
  for (const key of ['additionalProperties', 'items', 'anyOf', 'oneOf', 'allOf'] as const) if (key in body) schema[key] = everyFieldRequired(body[key]);
  return schema;
}

export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'PassDesk API',
        description:
          'Administrative panel (`/api/v1/admin`), public application form (`/api/v1/users`) and inspector app (`/api/v1/mobile`) API of the PassDesk bus pass system. ' +
          'Answers are `{ message, data }`; errors are `{ message, errors? }` with the field at fault named in `errors`.',
        version: '1.0.0',
        license: { name: 'Proprietary', url: 'https://passdesk.example.org/license' },
      },
      servers: [
        { url: 'https://{host}', description: 'A deployed PassDesk server', variables: { host: { default: 'passdesk.local', description: 'The server’s host name' } } },
        {
          url: 'http://{host}:{port}',
          description: 'PassDesk started with npm start',
          variables: { host: { default: '127.0.0.1', description: 'The computer running it' }, port: { default: '3000', description: 'PORT' } },
        },
      ],
      components: {
        securitySchemes: {
          [STAFF_SCHEME]: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'A staff member’s token from `POST /api/v1/admin/login`.' },
          [INSPECTOR_SCHEME]: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'An inspector’s token from `POST /api/v1/mobile/login` (one session per phone, revocable from the panel).' },
        },
      },
    },
    transform: (input) => {
      const transformed = jsonSchemaTransform(input);
      const url = transformed.url;
      // A route may have no schema at all.
      const schema: FastifySchema = transformed.schema ?? {};
      const { route } = input;
      if (UNDOCUMENTED.some((pattern) => pattern.test(route.url))) return { schema: { ...schema, hide: true }, url };
      const method = (Array.isArray(route.method) ? route.method[0] : route.method) ?? 'GET';
      const docs = route.config?.openapi;
      const access = route.config?.access;
      // A wildcard is one named parameter in the document (`/media/{key}`).
      const documentedUrl = url.replace(/\*$/, ':key');
      const wildcard = route.url.endsWith('*') ? { params: { type: 'object', required: ['key'], properties: { key: { type: 'string', description: 'The rest of the path' } } } } : {};
      const hasInput = Boolean(schema.body ?? schema.querystring ?? schema.params ?? docs?.requestBody);
      const documented: FastifySchema & Record<string, unknown> = {
        ...schema,
        ...(method === 'PUT' ? { body: everyFieldRequired(schema.body) } : {}),
        operationId: (schema as { operationId?: string }).operationId ?? operationIdFor(method, documentedUrl),
        summary: (schema as { summary?: string }).summary ?? summaryFor(method, route.url),
        security: securityFor(access),
        [ERRORS_KEY]: errorsFor({ method, url: documentedUrl, access, hasInput, docs }),
        ...(docs?.requestBody ? { body: docs.requestBody } : {}),
        ...wildcard,
        ...(docs?.file ? { response: fileResponse(docs.file) } : {}),
      };
      return { schema: documented, url: documentedUrl };
    },
    transformObject: (input) => completeDocument(('openapiObject' in input ? input.openapiObject : {}) as Document),
  });
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX, staticCSP: true });
}
