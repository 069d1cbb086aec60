/**
 * Offences: what an inspector may write a challan for, and its penalty. Administrators keep the
 * table (docs/domain.md "offence"); the server takes a challan's penalty from it, never from the
 * phone. Payload, answer and list query, for server and panel.
 */
import { z } from 'zod';
import { listQuerySchemaFor } from '../http/list-query.ts';
import { OFFENCE_SORTS } from '../http/list-sorts.ts';
import { MAX_FEE_MINOR, recordMetaSchema, recordStatusFilter, recordStatusSchema, requiredText } from '../master-data/common.ts';

export { OFFENCE_SORTS } from '../http/list-sorts.ts';

/** The smallest penalty: ₹10, in paise. */
export const MIN_PENALTY_MINOR = 1_000;

/** Worded in the shapes the panel translates (apps/web components/form/message-patterns.ts). */
export const OFFENCE_MESSAGES = {
  code: 'Code must be 2 to 40 lowercase letters, digits or underscores',
  penaltyRequired: 'Penalty is required',
  penaltyAmount: 'Penalty must be an amount like 150.50',
  penaltyRupees: 'Penalty must be whole rupees',
  penaltyMin: `Penalty is at least ${MIN_PENALTY_MINOR / 100}`,
  penaltyMax: `Penalty is at most ${MAX_FEE_MINOR / 100}`,
  notFound: 'Offence not found',
  codeTaken: 'Code already exists',
  nameTaken: 'An offence with this name already exists',
} as const;

/** The key inspector apps translate an offence by, and send with a challan: `no_pass`. */
export const offenceCodeSchema = z
  .string({ error: OFFENCE_MESSAGES.code })
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9_]{2,40}$/, OFFENCE_MESSAGES.code);

/** A penalty in paise: whole rupees from ₹10 to the largest fee. */
export const penaltySchema = z
  // A form sends undefined for an empty box and NaN for text that is not an amount.
  .number({ error: (issue) => (issue.input === undefined || issue.input === null ? OFFENCE_MESSAGES.penaltyRequired : OFFENCE_MESSAGES.penaltyAmount) })
  .int(OFFENCE_MESSAGES.penaltyRupees)
  .multipleOf(100, OFFENCE_MESSAGES.penaltyRupees)
  .min(MIN_PENALTY_MINOR, OFFENCE_MESSAGES.penaltyMin)
  .max(MAX_FEE_MINOR, OFFENCE_MESSAGES.penaltyMax);

const offenceFields = z.object({
  code: offenceCodeSchema,
  /** The text printed on the challan. */
  name: requiredText('Offence', 200),
  penalty_amount: penaltySchema,
  status: recordStatusSchema.default('active'),
});

/** POST offences, PUT offences/{id} (a full replacement). */
export const offenceInputSchema = offenceFields;
export type OffenceInput = z.output<typeof offenceInputSchema>;
export type OffenceFormValues = z.input<typeof offenceInputSchema>;

export const offenceSchema = recordMetaSchema.extend(offenceFields.shape);
export type Offence = z.infer<typeof offenceSchema>;

export const offenceListQuerySchema = listQuerySchemaFor({
  sort: OFFENCE_SORTS,
  defaultSort: 'name',
  filters: { status: recordStatusFilter },
});
export type OffenceListQuery = z.output<typeof offenceListQuerySchema>;
