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

export function listResultSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    /** True when `total` is an estimate (a large unfiltered list): the panel says "about". */
    total_is_estimate: z.boolean().optional(),
    page: z.number().int(),
    limit: z.number().int(),
  });
}
export interface ListResult<T> {
  items: T[];
  total: number;
  /** True when `total` is an estimate (a large unfiltered list): the panel says "about". */
  total_is_estimate?: boolean;
  page: number;
  limit: number;
}
