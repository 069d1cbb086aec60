/** Bus route (docs/domain.md "Master data"): payload, answer and list query, for server and panel. */
import { z } from 'zod';
import { listQuerySchemaFor, textFilter } from '../http/list-query.ts';
import { nameListSchema, recordMetaSchema, recordStatusFilter, recordStatusSchema, requiredText } from './common.ts';
import { ROUTE_SORTS } from '../http/list-sorts.ts';
import { printable } from '../print/printable-text.ts';

export { ROUTE_SORTS } from '../http/list-sorts.ts';

export const DISTANCE_KM_MAX = 999.9;

const routeFields = z.object({
  /** e.g. 1, 7U, 45S, 151/1 */
  route_number: z
    .string({ error: 'Route number is required' })
    .trim()
    .toUpperCase()
    .regex(/^[0-9A-Z][0-9A-Z/-]{0,9}$/, 'Route number must be 1 to 10 letters, digits, / or -'),
  // Prints on single-route cards (docs/domain.md "Printing").
  name: printable(requiredText('Name', 160), 'Name'),
  origin: requiredText('Origin', 120),
  destination: requiredText('Destination', 120),
  via: nameListSchema('Stops', { maxItems: 60, maxLength: 120 }).default([]),
  distance_km: z
    .number({ error: 'Distance is required' })
    .positive('Distance must be more than 0')
    .max(DISTANCE_KM_MAX, `Distance is at most ${DISTANCE_KM_MAX} km`)
    .refine((km) => Math.abs(km * 10 - Math.round(km * 10)) < 1e-6, 'Distance has at most one decimal place'),
  status: recordStatusSchema.default('active'),
});

/** POST routes/create and PUT routes/update/{id} (a full replacement). */
export const routeInputSchema = routeFields;
export type RouteInput = z.output<typeof routeInputSchema>;
export type RouteFormValues = z.input<typeof routeInputSchema>;

export const routeSchema = recordMetaSchema.extend(routeFields.shape).extend({ distance_km: z.number() });
export type Route = z.infer<typeof routeSchema>;

export const routeListQuerySchema = listQuerySchemaFor({
  sort: ROUTE_SORTS,
  defaultSort: 'route_number',
  filters: {
    status: recordStatusFilter,
    origin: textFilter('origin'),
    destination: textFilter('destination'),
  },
});
export type RouteListQuery = z.output<typeof routeListQuerySchema>;
