/** List query and response shapes shared by every list endpoint (docs/api.md "Conventions"). */
import { z } from 'zod';
import { MAX_PAGE_SIZE } from './page-sizes.ts';

export { MAX_PAGE_SIZE, PAGE_SIZES } from './page-sizes.ts';

export const listQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(10),
  search: z.string().trim().max(200).optional(),
  sort: z.string().max(64).optional(),
  order: z.enum(['asc', 'desc']).default('asc'),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

/**
 * A list's total is exact whenever staff have searched or filtered, and on any list of up to this
 * many rows; only a larger unfiltered list answers the database's estimate, with
 * `total_is_estimate: true`, and the panel reads it "about N" (docs/api.md "Totals").
 */
export const EXACT_TOTAL_UP_TO = 100_000;

export function listResultSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    /** True when `total` is an estimate (an unfiltered list above EXACT_TOTAL_UP_TO): the panel says "about". */
    total_is_estimate: z.boolean().optional(),
    page: z.number().int(),
    limit: z.number().int(),
  });
}
export interface ListResult<T> {
  items: T[];
  total: number;
  /** True when `total` is an estimate (an unfiltered list above EXACT_TOTAL_UP_TO): the panel says "about". */
  total_is_estimate?: boolean;
  page: number;
  limit: number;
}
