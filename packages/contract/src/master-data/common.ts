/** Rules shared by the master-data records (docs/domain.md "Master data"). */
import { z } from 'zod';
import { idParamSchema } from '../http/ids.ts';

export const RECORD_STATUSES = ['active', 'inactive'] as const;
export type RecordStatus = (typeof RECORD_STATUSES)[number];
export const recordStatusSchema = z.enum(RECORD_STATUSES, { error: 'Status must be active or inactive' });

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
