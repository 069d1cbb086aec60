/**
 * What every operation of the OpenAPI document gets from one place, so a new route has it without
 * writing it: an operationId, a summary, its security scheme, the 4xx answers its access and
 * inputs imply (plus those it declares in `config.openapi.errors`), and examples.
 */
import type { RouteAccess } from '../auth/access.ts';
import { SESSION_EXPIRED_MESSAGE, SUPER_ADMIN_ONLY_MESSAGE } from '../auth/access.ts';
import { exampleFor, type JsonSchema } from './openapi-examples.ts';

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503;

/** Documentation a route adds in `config.openapi`. */
export interface RouteDocs {
  /** 4xx answers beyond those implied by the route's access and inputs, each with an example message. */
  errors?: Partial<Record<ErrorStatus, string>>;
  /** The request body to show when the handler reads the body itself (multipart uploads). */
  requestBody?: JsonSchema;
  /** A file answer (CSV export, APK download) instead of JSON: its type, and an example for text. */
  file?: { contentType: string; description: string; example?: string };
}

/** The 200 answer of a route that sends a file, for the document. */
export function fileResponse(file: NonNullable<RouteDocs['file']>): Record<string, unknown> {
  const text = file.contentType.startsWith('text/');
  return {
    200: {
      description: file.description,
      content: { [file.contentType]: { schema: { type: 'string', ...(text ? {} : { format: 'binary' }) }, ...(file.example ? { example: file.example } : {}) } },
    },
  };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    openapi?: RouteDocs;
  }
}

export const STAFF_SCHEME = 'staffBearer';
export const INSPECTOR_SCHEME = 'inspectorBearer';
/** Where the per-route transform leaves the errors for the document pass (removed from the output). */
export const ERRORS_KEY = 'x-passdesk-errors';

const ERROR_DESCRIPTIONS: Record<ErrorStatus, string> = {
  400: 'Bad request: a field or parameter is invalid (named in `errors`)',
  401: 'Not signed in, or the session has expired or was revoked',
  403: 'Signed in without the right to do this',
  404: 'Not found',
  409: 'Conflict with existing data (a duplicate, or a record still in use)',
  413: 'The upload is too large',
  415: 'Unsupported content or file type',
  422: 'A rule of this call was broken',
  429: 'Too many requests; try again after the `Retry-After` seconds',
  503: 'Not available right now; try again after the `Retry-After` seconds',
};

const DEFAULT_MESSAGES: Record<ErrorStatus, string> = {
  400: 'name: Name must be at least 2 characters',
  401: SESSION_EXPIRED_MESSAGE,
  403: 'You do not have permission to do this',
  404: 'Not found',
  409: 'Code already exists',
  413: 'The file is too large',
  415: 'Unsupported file type',
  422: 'A rule of this call was broken',
  429: 'Too many requests from your network. Try again in 1 minute.',
  503: 'The service is busy. Please try again in a moment.',
};

/** `GET /api/v1/admin/mobile_user/view/:id` → `getAdminMobileUserViewById`. */
export function operationIdFor(method: string, url: string): string {
  const words = url
    .replace(/^\/api\/v1\//, '/')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      const param = /^[:{]([^}]+)}?$/.exec(segment);
      if (param) return ['by', ...(param[1] ?? 'param').split(/[^A-Za-z0-9]+/)];
      return segment.split(/[^A-Za-z0-9]+/);
    })
    .filter(Boolean);
  const camel = words.map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase()).join('');
  return `${method.toLowerCase()}${camel}`;
}

const VERBS: Record<string, string> = { GET: 'Read', POST: 'Send', PUT: 'Replace', PATCH: 'Change', DELETE: 'Delete' };

/** A fallback for a route that wrote none: "Read centers", "Delete routes/delete/{id}". */
export function summaryFor(method: string, url: string): string {
  const path = url.replace(/^\/api\/v1\/(admin|mobile|users)\//, '').replace(/:([A-Za-z_]+)/g, '{$1}');
  return `${VERBS[method] ?? method} ${path}`;
}

export interface RouteFacts {
  method: string;
  url: string;
  access: RouteAccess | undefined;
  hasInput: boolean;
  docs: RouteDocs | undefined;
}

/** The 4xx answers of a route with an example message each. */
export function errorsFor(route: RouteFacts): Partial<Record<ErrorStatus, string>> {
  const errors: Partial<Record<ErrorStatus, string>> = {};
  const kind = route.access?.kind;
  if (route.hasInput) errors[400] = DEFAULT_MESSAGES[400];
  if (kind === 'signed-in' || kind === 'permission' || kind === 'super-admin' || kind === 'mobile') errors[401] = DEFAULT_MESSAGES[401];
  if (route.access?.kind === 'permission') errors[403] = `You do not have permission to ${route.access.action} ${route.access.permission}`;
  if (kind === 'super-admin') errors[403] = SUPER_ADMIN_ONLY_MESSAGE;
  if (/[:*]/.test(route.url)) errors[404] = DEFAULT_MESSAGES[404];
  // The app's API, the citizens' API and every public call of the API are rate-limited.
  if (kind === 'mobile' || (kind === 'public' && route.url.startsWith('/api/v1/'))) errors[429] = DEFAULT_MESSAGES[429];
  return { ...errors, ...route.docs?.errors };
}

export function securityFor(access: RouteAccess | undefined): Array<Record<string, string[]>> {
  if (access?.kind === 'public') return [];
  if (access?.kind === 'mobile') return [{ [INSPECTOR_SCHEME]: [] }];
  return [{ [STAFF_SCHEME]: [] }];
}

interface MediaObject {
  schema?: JsonSchema;
  example?: unknown;
  examples?: unknown;
}
interface ResponseObject {
  description?: string;
  content?: Record<string, MediaObject>;
  headers?: Record<string, unknown>;
}
export interface OperationObject {
  operationId?: string;
  summary?: string;
  requestBody?: { content?: Record<string, MediaObject> };
  responses?: Record<string, ResponseObject>;
  [ERRORS_KEY]?: Partial<Record<ErrorStatus, string>>;
  [key: string]: unknown;
}

export const ERROR_SCHEMA: JsonSchema = {
  type: 'object',
  required: ['message'],
  properties: {
    message: { type: 'string' },
    errors: { type: 'object', additionalProperties: { type: 'string' } },
    request_id: { type: 'string' },
  },
};

function errorExample(status: ErrorStatus, message: string): Record<string, unknown> {
  if (status === 400 || status === 409 || status === 422) {
    const field = /^([a-z_]+):/.exec(message)?.[1] ?? (status === 409 ? 'code' : 'name');
    return { message, errors: { [field]: message.replace(/^[a-z_]+: /, '') } };
  }
  return { message };
}

function addExample(media: MediaObject | undefined, resolve: (ref: string) => JsonSchema | undefined): void {
  if (!media?.schema || media.example !== undefined || media.examples !== undefined) return;
  const example = exampleFor(media.schema, resolve);
  if (example) media.example = example.value;
}

/** Completes one operation of the generated document: its error answers and examples. */
export function completeOperation(operation: OperationObject, resolve: (ref: string) => JsonSchema | undefined): void {
  const errors = operation[ERRORS_KEY] ?? {};
  delete operation[ERRORS_KEY];
  operation.responses ??= {};
  for (const [code, message] of Object.entries(errors) as Array<[string, string]>) {
    const status = Number(code) as ErrorStatus;
    if (operation.responses[code]) continue;
    operation.responses[code] = {
      description: ERROR_DESCRIPTIONS[status],
      ...(status === 429 || status === 503 ? { headers: { 'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer' } } } } : {}),
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' }, example: errorExample(status, message) } },
    };
  }
  for (const media of Object.values(operation.requestBody?.content ?? {})) addExample(media, resolve);
  for (const response of Object.values(operation.responses)) {
    for (const media of Object.values(response.content ?? {})) addExample(media, resolve);
  }
}
