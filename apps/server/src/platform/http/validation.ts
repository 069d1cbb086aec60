/**
 * Validation of every route's params, query and body: first the contract's string rule for every
 * field (packages/contract/src/http/text.ts — NUL and unpaired surrogates are a 400 naming the
 * field, never a database error), then the route's own zod schema.
 */
import type { FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findUnsafeText, UNSAFE_TEXT_MESSAGE } from '@passdesk/contract/http/text';
import { MISSING_FIELD_MESSAGE, missingFields } from '@passdesk/contract/http/full-body';
import { badRequest } from './errors.ts';

export function unsafeTextError(field: string) {
  return badRequest(`${field}: ${UNSAFE_TEXT_MESSAGE}`, { [field]: UNSAFE_TEXT_MESSAGE });
}

function missingFieldsError(fields: string[]) {
  const errors = Object.fromEntries(fields.map((field) => [field, MISSING_FIELD_MESSAGE]));
  return badRequest(`${fields.join(', ')}: ${MISSING_FIELD_MESSAGE}`, errors);
}

/** The fields a PUT body must name: every field of its (object) schema. */
export function fullBodyFields(method: string | string[], httpPart: string, schema: unknown): string[] {
  const methods = Array.isArray(method) ? method : [method];
  if (httpPart !== 'body' || !methods.includes('PUT') || !(schema instanceof z.ZodObject)) return [];
  return Object.keys(schema.shape);
}

export function registerValidation(app: FastifyInstance): void {
  app.setValidatorCompiler((route) => {
    // Every route schema here is zod (fastify-type-provider-zod); Fastify types it as its own FastifySchema.
    const validate = validatorCompiler(route as Parameters<typeof validatorCompiler>[0]);
    const required = fullBodyFields(route.method, route.httpPart ?? '', route.schema);
    return (data: unknown) => {
      const field = findUnsafeText(data);
      if (field !== undefined) return { error: unsafeTextError(field) };
      const missing = missingFields(required, data);
      if (missing.length > 0) return { error: missingFieldsError(missing) };
      return validate(data);
    };
  });
}
