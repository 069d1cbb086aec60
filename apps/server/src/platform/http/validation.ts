/**
 * Validation of every route's params, query and body: first the contract's string rule for every
 * field (packages/contract/src/http/text.ts — NUL and unpaired surrogates are a 400 naming the
 * field, never a database error), then the route's own zod schema.
 */
import type { FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { findUnsafeText, UNSAFE_TEXT_MESSAGE } from '@passdesk/contract/http/text';
import { badRequest } from './errors.ts';

export function unsafeTextError(field: string) {
  return badRequest(`${field}: ${UNSAFE_TEXT_MESSAGE}`, { [field]: UNSAFE_TEXT_MESSAGE });
}

export function registerValidation(app: FastifyInstance): void {
  app.setValidatorCompiler((route) => {
    // Every route schema here is zod (fastify-type-provider-zod); Fastify types it as its own FastifySchema.
    const validate = validatorCompiler(route as Parameters<typeof validatorCompiler>[0]);
    return (data: unknown) => {
      const field = findUnsafeText(data);
      if (field !== undefined) return { error: unsafeTextError(field) };
      return validate(data);
    };
  });
}
