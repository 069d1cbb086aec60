/** Rules shared by the master-data records (docs/domain.md "Master data"). */
import { z } from 'zod';
import { idParamSchema } from '../http/ids.ts';
import { enumFilter } from '../http/list-query.ts';

export const RECORD_STATUSES = ['active', 'inactive'] as const;
export type RecordStatus = (typeof RECORD_STATUSES)[number];
export const recordStatusSchema = z.enum(RECORD_STATUSES, { error: 'Status must be active or inactive' });
/** The lists' `status` filter. */
export const recordStatusFilter = enumFilter('status', RECORD_STATUSES);

/** A required text of 2 to `max` characters (names, places): `${label} is required`, `… at least 2 …`. */
export const requiredText = (label: string, max: number) =>
  z.string({ error: `${label} is required` }).trim().min(2, `${label} must be at least 2 characters`).max(max, `${label} must be at most ${max} characters`);

/** A record's code: `min` to 10 letters, digits or hyphens, kept in capitals. */
export const recordCodeSchema = (min: 1 | 2) =>
  z
    .string({ error: 'Code is required' })
    .trim()
    .toUpperCase()
    .regex(new RegExp(`^[A-Z0-9-]{${min},10}$`), `Code must be ${min} to 10 letters, digits or hyphens`);

/** Largest amount a fee may be: ₹1,00,000.00 in paise. */
export const MAX_FEE_MINOR = 10_000_000;

/** Money in integer minor units (paise for INR), never negative. */
export const moneyMinorSchema = (label: string) =>
  z
    // A form sends undefined for an empty box and NaN for text that is not an amount.
    .number({ error: (issue) => (issue.input === undefined || issue.input === null ? `${label} is required` : `${label} must be an amount like 150.50`) })
    .int(`${label} must be in whole minor units (paise)`)
    .min(0, `${label} cannot be negative`)
    .max(MAX_FEE_MINOR, `${label} is at most ${MAX_FEE_MINOR / 100}`);

/** A list of short names (documents, stops): trimmed, no blanks, no duplicates ignoring case. */
export const nameListSchema = (label: string, options: { maxItems: number; maxLength: number }) =>
  z
    .array(z.string().trim().min(1, `${label}: an entry is empty`).max(options.maxLength, `${label}: each entry has at most ${options.maxLength} characters`), {
      error: `${label} must be a list`,
    })
    .max(options.maxItems, `${label}: at most ${options.maxItems} entries`)
    .refine((items) => new Set(items.map((item) => item.toLowerCase())).size === items.length, `${label}: an entry is repeated`);

/** Row fields every record answer carries. */
export const recordMetaSchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});

/** `{id}` in a path: the shared id rule (http/ids.ts). */
export const idParamsSchema = z.object({ id: idParamSchema('id') });
