/** Pass center (docs/domain.md "Master data"): payload, answer and list query, for server and panel. */
import { z } from 'zod';
import { enumFilter, listQuerySchemaFor, textFilter } from '../http/list-query.ts';
import { recordMetaSchema, recordStatusSchema } from './common.ts';

const centerFields = z.object({
  name: z.string({ error: 'Name is required' }).trim().min(2, 'Name must be at least 2 characters').max(120, 'Name must be at most 120 characters'),
  code: z
    .string({ error: 'Code is required' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9-]{2,10}$/, 'Code must be 2 to 10 letters, digits or hyphens'),
  address: z.string().trim().max(300, 'Address must be at most 300 characters').default(''),
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

export const CENTER_SORTS = ['name', 'code', 'city', 'status', 'created_at'] as const;
export type CenterSort = (typeof CENTER_SORTS)[number];

export const centerListQuerySchema = listQuerySchemaFor({
  sort: CENTER_SORTS,
  defaultSort: 'name',
  filters: {
    status: enumFilter('status', ['active', 'inactive']),
    city: textFilter('city'),
  },
});
export type CenterListQuery = z.output<typeof centerListQuerySchema>;
