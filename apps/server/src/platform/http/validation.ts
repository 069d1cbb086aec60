/**
 * Validation of every route's params, query and body: first the contract's string rule for every
 * field (packages/contract/src/http/text.ts — NUL and unpaired surrogates are a 400 naming the
 * field, never a database error), then the route's own zod schema.
 */
import type { FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findUnsafeText, UNSAFE_TEXT_MESSAGE } from '@passdesk/contract/http/text';
import { MISSING_FIELD_MESSAGE, missingFieldPaths } from '@passdesk/contract/http/full-body';
import { badRequest } from './errors.ts';

export function unsafeTextError(field: string) {
  return badRequest(`${field}: ${UNSAFE_TEXT_MESSAGE}`, { [field]: UNSAFE_TEXT_MESSAGE });
}

function missingFieldsError(fields: string[]) {
  const errors = Object.fromEntries(fields.map((field) => [field, MISSING_FIELD_MESSAGE]));
  return badRequest(`${fields.join(', ')}: ${MISSING_FIELD_MESSAGE}`, errors);
}

/** The schema whose every field, at any depth, a PUT body must name (none for other methods and parts). */
function fullBodySchema(method: string | string[], httpPart: string, schema: unknown): z.ZodObject | undefined {
  const methods = Array.isArray(method) ? method : [method];
  if (httpPart !== 'body' || !methods.includes('PUT') || !(schema instanceof z.ZodObject)) return undefined;
  return schema;
}

export function registerValidation(app: FastifyInstance): void {
  // A route that reads its body itself (no body schema: a JSON-or-form handler) gets the same string rule.
  app.addHook('preValidation', async (request) => {
    if (request.routeOptions.schema?.body || request.body === undefined || request.isMultipart()) return;
    const field = findUnsafeText(request.body);
    if (field !== undefined) throw unsafeTextError(field);
  });
  app.setValidatorCompiler((route) => {
    // Every route schema here is zod (fastify-type-provider-zod); Fastify types it as its own FastifySchema.
    const validate = validatorCompiler(route as Parameters<typeof validatorCompiler>[0]);
    const fullBody = fullBodySchema(route.method, route.httpPart ?? '', route.schema);
    return (data: unknown) => {
      const field = findUnsafeText(data);
      if (field !== undefined) return { error: unsafeTextError(field) };
      const missing = fullBody ? missingFieldPaths(fullBody, data) : [];
      if (missing.length > 0) return { error: missingFieldsError(missing) };
      return validate(data);
    };
  });
}
