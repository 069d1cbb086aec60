/** List query and response shapes shared by every list endpoint (docs/api.md "Conventions"). */
import { z } from 'zod';
import { COUNT_EXACT } from './list-count.ts';
import { MAX_PAGE_SIZE } from './page-sizes.ts';

export { COUNT_EXACT } from './list-count.ts';

export { MAX_PAGE_SIZE, PAGE_SIZES } from './page-sizes.ts';

export const listQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(10),
  search: z.string().trim().max(200).optional(),
  sort: z.string().max(64).optional(),
  order: z.enum(['asc', 'desc']).default('asc'),
  count: z.literal(COUNT_EXACT).optional(),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

/**
 * A list's total is exact on any list of up to this many rows; a larger unfiltered list answers the
 * database's estimate, with `total_is_estimate: true`, and the panel reads it "about N". A searched
 * or filtered list is always counted exactly: in the same answer when the database estimates at
 * most this many matches and expects counting them to be quick, else in a follow-up request with
 * `count=exact` (`exact_total_follows`, the panel says "counting…" meanwhile; docs/api.md "Conventions").
 */
export const EXACT_TOTAL_UP_TO = 100_000;

export function listResultSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    /** True when `total` is an estimate (a list above EXACT_TOTAL_UP_TO): the panel says "about". */
    total_is_estimate: z.boolean().optional(),
    /** True when the exact total is left to the same request with `count=exact` (many matches, or a count slower than the page). */
    exact_total_follows: z.boolean().optional(),
    page: z.number().int(),
    limit: z.number().int(),
  });
}
export interface ListResult<T> {
  items: T[];
  total: number;
  /** True when `total` is an estimate (a list above EXACT_TOTAL_UP_TO): the panel says "about". */
  total_is_estimate?: boolean;
  /** True when the exact total is left to the same request with `count=exact` (many matches, or a count slower than the page). */
  exact_total_follows?: boolean;
  page: number;
  limit: number;
}
