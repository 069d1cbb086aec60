/**
 * The rule every string of the API obeys, whatever its field: no NUL character (PostgreSQL's text
 * cannot hold one) and no unpaired UTF-16 surrogate (it has no UTF-8 form). The server applies
 * `findUnsafeText` to every request's parameters, query and body before the field's own schema
 * (a 400 naming the field); forms use `safeText` on their own strings (docs/api.md, "Bad input").
 */
import { z } from 'zod';

export const UNSAFE_TEXT_MESSAGE = 'must not contain NUL characters or unpaired surrogates';

/** NUL, a high surrogate not followed by a low one, or a low one not preceded by a high one (code units: no `u` flag). */
// eslint-disable-next-line no-control-regex
const UNSAFE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function isSafeText(text: string): boolean {
  return !UNSAFE.test(text);
}

/** The dotted path of the first string (value or key) breaking the rule, or undefined. */
export function findUnsafeText(value: unknown, path: readonly string[] = []): string | undefined {
  if (typeof value === 'string') return isSafeText(value) ? undefined : path.join('.') || 'value';
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findUnsafeText(item, [...path, String(index)]);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (!isSafeText(key)) return [...path, '(a key)'].join('.');
      const found = findUnsafeText(item, [...path, key]);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

/** A string obeying the rule, for schemas that want to say so themselves (forms). */
export const safeText = () => z.string().refine(isSafeText, UNSAFE_TEXT_MESSAGE);

/** A record's optional description (categories, permissions, roles): at most 500 characters, '' when left out. */
export const descriptionSchema = z.string().trim().max(500, 'Description must be at most 500 characters').default('');
