/**
 * Every error leaves as the API envelope. Client mistakes are 4xx with a message (logged at info);
 * anything unexpected is a 500 with the request id and nothing of the internals.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorEnvelope } from '@passdesk/contract/http/envelope';
import { RepeatedWarnings } from '../logging/repeated-warnings.ts';
import { StorageUnreachableError } from '../storage/storage.ts';
import { HttpError, isDatabaseUnavailable, pgErrorCode, serviceUnavailable } from './errors.ts';

type ValidationIssue = { instancePath?: string; message?: string; params?: { issue?: { path?: PropertyKey[] } } };

function fieldOf(issue: ValidationIssue, context: string): string {
  const zodPath = issue.params?.issue?.path;
  if (zodPath && zodPath.length > 0) return zodPath.map(String).join('.');
  const instancePath = issue.instancePath?.replace(/^\//, '').replaceAll('/', '.');
  return instancePath || context;
}

/** Known Fastify client errors and the message a person should read. */
const CLIENT_ERROR_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty but JSON was declared',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The content length does not match the body',
  FST_ERR_CTP_EMPTY_TYPE: 'The content type is empty',
  FST_ERR_CTP_INVALID_TYPE: 'The content type is invalid',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'The request is not multipart',
  FST_REQ_FILE_TOO_LARGE: 'The uploaded file is too large',
  FST_PARTS_LIMIT: 'Too many parts in the upload',
  FST_FILES_LIMIT: 'Too many files in the upload',
  FST_FIELDS_LIMIT: 'Too many fields in the upload',
};

/** What the multipart parser (busboy) throws for a body that is not valid multipart: the client's mistake. */
const MALFORMED_MULTIPART = /^(Multipart: Boundary not found|Unexpected end of (multipart data|form|file)|Boundary required|Missing Content-Type(-header)?\.?|Unsupported Content-Type\.?|Malformed (part header|content type|urlencoded form)|Part terminated early due to unexpected end of multipart data)$/;
const MALFORMED_MULTIPART_MESSAGE = 'The upload is not valid multipart/form-data';
export const STORAGE_UNAVAILABLE_MESSAGE = 'File storage is not available. Please try again in a moment.';

export function registerErrorHandler(app: FastifyInstance): void {
  // While the database or the storage is down every request fails alike: one warning per cause per interval.
  const outages = new RepeatedWarnings(app.log);
  app.addHook('onClose', async () => outages.flush());
  app.setErrorHandler((rawError, request, reply) => {
    const error = rawError as FastifyError;
    const send = (status: number, body: ErrorEnvelope, headers?: Record<string, string>) => {
      if (headers) void reply.headers(headers);
      return reply.status(status).type('application/json; charset=utf-8').send(body);
    };

    if (error instanceof HttpError) {
      request.log.info({ status: error.statusCode, message: error.message }, 'request refused');
      return send(error.statusCode, { message: error.message, ...(error.errors ? { errors: error.errors } : {}) }, error.headers);
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const context = error.validationContext ?? 'body';
      const errors: Record<string, string> = {};
      for (const issue of error.validation as ValidationIssue[]) {
        const field = fieldOf(issue, context);
        if (!(field in errors)) errors[field] = issue.message ?? 'Invalid value';
      }
      const [firstField, firstMessage] = Object.entries(errors)[0] ?? [context, 'Invalid input'];
      request.log.info({ errors }, 'validation failed');
      const message = firstMessage.includes(' ') && firstField !== context ? firstMessage : `${firstField}: ${firstMessage}`;
      return send(400, { message, errors });
    }

    if (error.validation) {
      request.log.info({ validation: error.validation }, 'validation failed');
      return send(400, { message: error.message });
    }

    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return send(500, { message: 'Internal server error', request_id: String(request.id) });
    }

    if (rawError instanceof StorageUnreachableError) {
      outages.warn('file storage unreachable', { err: error }, request.log);
      const unavailable = serviceUnavailable(STORAGE_UNAVAILABLE_MESSAGE);
      return send(503, { message: unavailable.message }, unavailable.headers);
    }

    if (isDatabaseUnavailable(error)) {
      outages.warn('database unavailable', { err: error }, request.log);
      const unavailable = serviceUnavailable();
      return send(503, { message: unavailable.message }, unavailable.headers);
    }

    if (typeof error.statusCode !== 'number' && MALFORMED_MULTIPART.test(error.message)) {
      request.log.info({ message: error.message }, 'malformed multipart');
      return send(400, { message: MALFORMED_MULTIPART_MESSAGE });
    }

    const pgCode = pgErrorCode(error);
    if (pgCode === '23505') {
      request.log.info({ err: error }, 'unique violation not mapped by its module');
      return send(409, { message: 'A record with the same value already exists' });
    }
    if (pgCode === '23503') {
      request.log.info({ err: error }, 'foreign key violation');
      return send(409, { message: 'The record is linked to other records' });
    }

    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      const message =
        (error.code && CLIENT_ERROR_MESSAGES[error.code]) ??
        (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ? 'The request body is not valid JSON' : error.message);
      request.log.info({ status, code: error.code, message: error.message }, 'bad request');
      return send(status, { message });
    }

    request.log.error({ err: error }, 'unhandled error');
    return send(500, { message: 'Internal server error', request_id: String(request.id) });
  });
}
