/** Card category (docs/domain.md "Master data"): payload, answer and list query, for server and panel. */
import { z } from 'zod';
import { enumFilter, listQuerySchemaFor } from '../http/list-query.ts';
import { descriptionSchema } from '../http/text.ts';
import { moneyMinorSchema, nameListSchema, recordCodeSchema, recordMetaSchema, recordStatusFilter, recordStatusSchema, requiredText } from './common.ts';
import { CATEGORY_SORTS } from '../http/list-sorts.ts';
import { printable } from '../print/printable-text.ts';

export { CATEGORY_SORTS } from '../http/list-sorts.ts';

export const ROUTE_SCOPES = ['all_routes', 'single_route'] as const;
export type RouteScope = (typeof ROUTE_SCOPES)[number];

export const VALIDITY_DAYS_MIN = 1;
export const VALIDITY_DAYS_MAX = 3650;
export const AGE_MAX = 120;

const optionalAge = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(0, `${label} cannot be negative`)
    .max(AGE_MAX, `${label} is at most ${AGE_MAX}`)
    .nullable()
    .default(null);

const categoryFields = z.object({
  // Prints on the card's band (docs/domain.md "Printing").
  name: printable(requiredText('Name', 100), 'Name'),
  code: recordCodeSchema(1),
  description: descriptionSchema,
  validity_days: z
    .number({ error: 'Validity is required' })
    .int('Validity must be a whole number of days')
    .min(VALIDITY_DAYS_MIN, `Validity must be ${VALIDITY_DAYS_MIN} to ${VALIDITY_DAYS_MAX} days`)
    .max(VALIDITY_DAYS_MAX, `Validity must be ${VALIDITY_DAYS_MIN} to ${VALIDITY_DAYS_MAX} days`),
  fee: moneyMinorSchema('Fee'),
  renewal_fee: moneyMinorSchema('Renewal fee'),
  min_age: optionalAge('Minimum age'),
  max_age: optionalAge('Maximum age'),
  route_scope: z.enum(ROUTE_SCOPES, { error: 'Route scope must be all_routes or single_route' }).default('all_routes'),
  required_documents: nameListSchema('Required documents', { maxItems: 20, maxLength: 60 }).default([]),
  colour: z.string().regex(/^#[0-9A-Fa-f]{6}$/, 'Colour must be like #8B0000').default('#8B0000'),
  status: recordStatusSchema.default('active'),
});

/** POST category/create and PUT category/update/{id} (a full replacement). */
export const categoryInputSchema = categoryFields.superRefine((category, context) => {
  if (category.min_age !== null && category.max_age !== null && category.min_age > category.max_age) {
    context.addIssue({ code: 'custom', path: ['max_age'], message: 'Maximum age must not be less than the minimum age' });
  }
});
export type CategoryInput = z.output<typeof categoryInputSchema>;
export type CategoryFormValues = z.input<typeof categoryInputSchema>;

export const categorySchema = recordMetaSchema.extend(categoryFields.shape).extend({ colour: z.string() });
export type Category = z.infer<typeof categorySchema>;

/** What the public application form sees of an active category. */
export const publicCategorySchema = categorySchema.pick({
  id: true,
  name: true,
  code: true,
  description: true,
  validity_days: true,
  fee: true,
  renewal_fee: true,
  min_age: true,
  max_age: true,
  route_scope: true,
  required_documents: true,
  colour: true,
});
export type PublicCategory = z.infer<typeof publicCategorySchema>;

export const categoryListQuerySchema = listQuerySchemaFor({
  sort: CATEGORY_SORTS,
  defaultSort: 'name',
  filters: { status: recordStatusFilter, route_scope: enumFilter('route_scope', ROUTE_SCOPES) },
});
export type CategoryListQuery = z.output<typeof categoryListQuerySchema>;
