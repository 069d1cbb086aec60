/**
 * The JSON body parser: Fastify's own (secure-json-parse, prototype poisoning refused), behind a
 * nesting limit. No request of the API nests deeper than a few levels (a role's flags per
 * permission: three), while every walk over a body — the string rule of validation.ts, a schema,
 * the log's serializer — follows its nesting; a body 10,000 levels deep used to overflow the stack
 * and answer 500. Past `MAX_JSON_DEPTH` the body is refused with a 400 before it is parsed
 * (docs/api.md, "Bad input").
 */
import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors.ts';

/** The deepest nesting of arrays and objects a JSON body may have. */
export const MAX_JSON_DEPTH = 32;
export const JSON_TOO_DEEP_MESSAGE = `The request body nests more than ${MAX_JSON_DEPTH} levels of arrays and objects`;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;

/**
 * Whether JSON text opens more than `limit` arrays and objects inside one another: one pass over
 * the characters, brackets inside strings not counted. Text that is not JSON gets some answer;
 * the parser then refuses it.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === BACKSLASH) index += 1;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (code === OPEN_ARRAY || code === OPEN_OBJECT) {
      depth += 1;
      if (depth > limit) return true;
    } else if (code === CLOSE_ARRAY || code === CLOSE_OBJECT) {
      depth -= 1;
    }
  }
  return false;
}

export function registerJsonBody(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
      done(badRequest(JSON_TOO_DEEP_MESSAGE), undefined);
      return;
    }
    parse(request, text, done);
  });
}
