/** Pass center (docs/domain.md "Master data"): payload, answer and list query, for server and panel. */
import { z } from 'zod';
import { listQuerySchemaFor, textFilter } from '../http/list-query.ts';
import { recordCodeSchema, recordMetaSchema, recordStatusFilter, recordStatusSchema, requiredText } from './common.ts';
import { CENTER_SORTS } from '../http/list-sorts.ts';
import { printable } from '../print/printable-text.ts';

export { CENTER_SORTS } from '../http/list-sorts.ts';

const centerFields = z.object({
  // Name and address print on the cards the center issues (docs/domain.md "Printing").
  name: printable(requiredText('Name', 120), 'Name'),
  code: recordCodeSchema(2),
  address: printable(z.string().trim().max(300, 'Address must be at most 300 characters').default(''), 'Address'),
  city: z.string().trim().max(80, 'City must be at most 80 characters').default(''),
  phone: z
    .string()
    .trim()
    .regex(/^$|^\+?[0-9][0-9 -]{5,18}[0-9]$/, 'Phone must be 7 to 20 digits, spaces or hyphens')
    .default(''),
  email: z.union([z.literal(''), z.email('Email is not valid').max(254, 'Email must be at most 254 characters')]).default(''),
  status: recordStatusSchema.default('active'),
});

/** POST centers (and centers/create), PUT centers/{id} (a full replacement). */
export const centerInputSchema = centerFields;
export type CenterInput = z.output<typeof centerInputSchema>;
export type CenterFormValues = z.input<typeof centerInputSchema>;

export const centerSchema = recordMetaSchema.extend(centerFields.shape);
export type Center = z.infer<typeof centerSchema>;

export const centerListQuerySchema = listQuerySchemaFor({
  sort: CENTER_SORTS,
  defaultSort: 'name',
  filters: { status: recordStatusFilter, city: textFilter('city') },
});
export type CenterListQuery = z.output<typeof centerListQuerySchema>;
