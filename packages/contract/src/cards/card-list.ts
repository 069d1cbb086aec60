/** GET cards (and the export and batch print, which take the same filters). */
import { z } from 'zod';
import { idParamSchema } from '../http/ids.ts';
import { enumFilter, listQuerySchemaFor } from '../http/list-query.ts';
import { listResultSchema } from '../http/list.ts';
import { cardListItemSchema } from './card.ts';
import { CARD_SORTS } from '../http/list-sorts.ts';
import { CARD_LIST_STATUSES } from './card-statuses.ts';

export { CARD_SORTS } from '../http/list-sorts.ts';
export { CARD_LIST_STATUSES, PRINT_BATCH_MAX } from './card-statuses.ts';
export type CardSort = (typeof CARD_SORTS)[number];
export const EXPIRING_WITHIN_MAX_DAYS = 366;

const idFilter = (name: string) => idParamSchema(name).optional();
/** An optional `YYYY-MM-DD` filter; the message names the parameter. */
export const dateFilter = (name: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${name}: must be a date like 2026-04-30`)
    .refine((value) => !Number.isNaN(new Date(`${value}T00:00:00Z`).getTime()), `${name}: is not a real date`)
    .optional();

export const cardFilters = {
  category_id: idFilter('category_id'),
  center_id: idFilter('center_id'),
  route_id: idFilter('route_id'),
  status: enumFilter('status', CARD_LIST_STATUSES),
  /** Active cards whose validity ends today or in the next N days. */
  expiring_within_days: z.coerce
    .number({ error: 'expiring_within_days: must be a whole number' })
    .int('expiring_within_days: must be a whole number')
    .min(0, 'expiring_within_days: cannot be negative')
    .max(EXPIRING_WITHIN_MAX_DAYS, `expiring_within_days: at most ${EXPIRING_WITHIN_MAX_DAYS}`)
    .optional(),
  issued_from: dateFilter('issued_from'),
  issued_to: dateFilter('issued_to'),
};

export const cardListQuerySchema = listQuerySchemaFor({ sort: CARD_SORTS, defaultSort: 'issue_date', defaultOrder: 'desc', filters: cardFilters });
export type CardListQuery = z.output<typeof cardListQuerySchema>;
export type CardFilters = Omit<CardListQuery, 'page' | 'limit' | 'sort' | 'order'>;

/** The export and the batch print: the list's filters, search and order, no paging. */
export const cardExportQuerySchema = listQuerySchemaFor({ sort: CARD_SORTS, defaultSort: 'issue_date', defaultOrder: 'desc', filters: cardFilters });

/**
 * `total_is_estimate`: over a large result of a searched list, or one filtered by route,
 * the total is the planner's estimate (the panel shows "about N" and the exact total follows,
 * docs/api.md "Conventions"); exact otherwise.
 */
export const cardListResultSchema = listResultSchema(cardListItemSchema).extend({ total_is_estimate: z.boolean() });
export type CardListResult = z.infer<typeof cardListResultSchema>;

