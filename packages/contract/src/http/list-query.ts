/**
 * Builds the query schema of one list endpoint: the common `page/limit/search/sort/order` plus the
 * endpoint's allow-listed sort fields and filters. A sort field, filter or parameter outside the
 * allow-list is a validation error that names the parameter (the server answers 400 with it).
 */
import { z } from 'zod';
import { COUNT_EXACT, MAX_PAGE_SIZE } from './list.ts';

const BASE_KEYS = ['page', 'limit', 'search', 'sort', 'order', 'count'] as const;
const PAGE_MESSAGE = 'page: must be a whole number from 1';
const LIMIT_MESSAGE = `limit: must be a whole number from 1 to ${MAX_PAGE_SIZE}`;

export interface ListQueryRules<S extends string, F extends z.ZodRawShape> {
  /** Field names the list may be sorted by, as the client sends them in `sort`. */
  sort: readonly [S, ...S[]];
  /** Sort used when the client sends none. */
  defaultSort: S;
  defaultOrder?: 'asc' | 'desc';
  /** The endpoint's own filters, each optional. */
  filters?: F;
}

/** `sort: must be one of name, code` — the message names the parameter, as the API promises. */
export const notAllowedMessage = (parameter: string, allowed: readonly string[]) =>
  allowed.length > 0 ? `${parameter}: must be one of ${allowed.join(', ')}` : `${parameter}: is not a parameter of this list`;

export function listQuerySchemaFor<S extends string, F extends z.ZodRawShape = Record<never, never>>(rules: ListQueryRules<S, F>) {
  const filters = (rules.filters ?? {}) as F;
  const filterNames = Object.keys(filters);
  const known = new Set<string>([...BASE_KEYS, ...filterNames]);
  const shape = {
    page: z.coerce.number({ error: PAGE_MESSAGE }).int(PAGE_MESSAGE).min(1, PAGE_MESSAGE).default(1),
    limit: z.coerce.number({ error: LIMIT_MESSAGE }).int(LIMIT_MESSAGE).min(1, LIMIT_MESSAGE).max(MAX_PAGE_SIZE, LIMIT_MESSAGE).default(10),
    search: z.string().trim().max(200, 'search: at most 200 characters').optional(),
    sort: z.enum(rules.sort, { error: notAllowedMessage('sort', rules.sort) }).default(rules.defaultSort),
    order: z.enum(['asc', 'desc'], { error: 'order: must be one of asc, desc' }).default(rules.defaultOrder ?? 'asc'),
    count: z.literal(COUNT_EXACT, { error: `count: must be ${COUNT_EXACT}` }).optional(),
    ...filters,
  };
  // Unknown parameters must be seen to be refused, so the object keeps them (loose) and a
  // refinement names each one. Typed as the plain object: an accepted query never has extra keys.
  const checked = z.looseObject(shape).superRefine((query, context) => {
    for (const key of Object.keys(query)) {
      if (!known.has(key)) {
        const hint = filterNames.length ? ` (filters: ${filterNames.join(', ')})` : '';
        context.addIssue({ code: 'custom', path: [key], message: `${key}: is not a parameter of this list${hint}` });
      }
    }
  });
  return checked as unknown as z.ZodObject<typeof shape>;
}

/** An optional filter on one of a few values, e.g. status; the message names the parameter. */
export function enumFilter<const T extends readonly [string, ...string[]]>(name: string, values: T) {
  return z.enum(values, { error: notAllowedMessage(name, values) }).optional();
}

/** An optional free-text filter (matched case-insensitively by the server). */
export function textFilter(name: string, max = 120) {
  return z.string().trim().max(max, `${name}: at most ${max} characters`).optional();
}

/** An optional day filter (`YYYY-MM-DD`); the server reads it in its time zone. */
export function dayFilter(name: string) {
  return z.iso.date({ error: `${name}: must be a date (YYYY-MM-DD)` }).optional();
}
