/**
 * Rules of a card's holder and issue fields (docs/domain.md "Cards"), defined once for the server and
 * the panel. The create and update forms are multipart (fields as text parts), so every number,
 * list and date here also accepts its text form; a JSON client may send plain numbers.
 */
import { z } from 'zod';
import { idSchema, MAX_ID } from '../http/ids.ts';
import { MAX_FEE_MINOR } from '../master-data/common.ts';
import { printable } from '../print/printable-text.ts';
import { REASON_MAX } from './card-statuses.ts';

export const GENDERS = ['male', 'female', 'other'] as const;
export type Gender = (typeof GENDERS)[number];

export const PAYMENT_MODES = ['cash', 'upi', 'card', 'waived'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];

/** Identity documents a counter accepts, with the shape of their number (spaces and hyphens ignored). */
export const ID_PROOF_TYPES = {
  aadhaar: { label: 'Aadhaar', pattern: /^[2-9][0-9]{11}$/, hint: '12 digits' },
  pan: { label: 'PAN card', pattern: /^[A-Z]{5}[0-9]{4}[A-Z]$/, hint: 'like ABCDE1234F' },
  voter_id: { label: 'Voter ID', pattern: /^[A-Z]{3}[0-9]{7}$/, hint: 'like ABC1234567' },
  driving_licence: { label: 'Driving licence', pattern: /^[A-Z]{2}[0-9]{2}[0-9A-Z]{11,12}$/, hint: 'like MH1220110012345' },
  passport: { label: 'Passport', pattern: /^[A-Z][0-9]{7}$/, hint: 'like K1234567' },
  udid: { label: 'UDID (disability card)', pattern: /^[A-Z]{2}[0-9]{16}$/, hint: 'like MH0123456789012345' },
  student_id: { label: 'School or college ID', pattern: /^[A-Z0-9/]{4,20}$/, hint: '4 to 20 letters or digits' },
} as const;
export type IdProofType = keyof typeof ID_PROOF_TYPES;
export const ID_PROOF_TYPE_NAMES = Object.keys(ID_PROOF_TYPES) as [IdProofType, ...IdProofType[]];

/** What the view of a card or of a web application shows of its holder beyond the list's columns (of the ID proof, its type and last four digits only). */
export const holderDetailsShape = {
  guardian_name: z.string(),
  gender: z.enum(GENDERS),
  email: z.string(),
  address: z.string(),
  city: z.string(),
  pincode: z.string(),
  institution: z.string(),
  id_proof_type: z.enum(ID_PROOF_TYPE_NAMES),
  id_proof_last4: z.string(),
};

/** Upper case without spaces, hyphens or dots: the form the hash and the last 4 are taken from. */
export const normaliseIdNumber = (value: string): string => value.toUpperCase().replace(/[\s.-]/g, '');
export const idProofLast4 = (value: string): string => normaliseIdNumber(value).slice(-4);

/** How far ahead of the issue date a card may start. */
export const VALID_FROM_MAX_DAYS_AHEAD = 60;
export { REASON_MAX } from './card-statuses.ts';

export const CARD_MESSAGES = {
  notFound: 'Card not found',
  stale: 'Someone else changed this card after you opened it. Reload it to see their changes.',
  photoRequired: 'A photo is required',
  ageOutside: (min: number | null, max: number | null) =>
    min !== null && max !== null
      ? `Age must be ${min} to ${max} years for this category`
      : min !== null
        ? `Age must be at least ${min} years for this category`
        : `Age must be at most ${max ?? 0} years for this category`,
  routeRequired: 'This category is valid on one route: choose the route',
  routeNotAllowed: 'This category is valid on all routes: leave the route empty',
  duplicateId: (cardNumber: string) => `A live card (${cardNumber}) already exists for this ID. Give a reason to issue another one.`,
  receiptRequired: 'Enter the receipt number',
  waivedFee: 'A waived fee must be 0',
  centerRequired: 'Choose the center',
  applicationKept: 'A card keeps the application it was issued from',
} as const;

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
const toNumber = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value);

/** An integer id from a form or JSON; `undefined` when left empty. */
export const formId = (label: string) =>
  z.preprocess(
    (value) => toNumber(emptyToUndefined(value)),
    z.number({ error: `${label} must be chosen` }).int(`${label} must be chosen`).positive(`${label} must be chosen`).max(MAX_ID, `${label} must be chosen`),
  );

/** A calendar date `YYYY-MM-DD` that exists. */
export const isoDate = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date like 2026-04-30`)
    .refine((value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
    }, `${label} is not a real date`);

const text = (label: string, min: number, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(min, min <= 1 ? `${label} is required` : `${label} must be at least ${min} characters`)
    .max(max, `${label} must be at most ${max} characters`);
const optionalText = (label: string, max: number) => z.string().trim().max(max, `${label} must be at most ${max} characters`).default('');

/** Indian mobile numbers: 10 digits from 6-9, an optional +91 / 0 prefix is dropped. */
export const holderMobileSchema = z
  .string({ error: 'Mobile is required' })
  .trim()
  .transform((value) => value.replace(/[\s-]/g, '').replace(/^(\+91|0091|0)(?=\d{10}$)/, ''))
  .pipe(z.string().regex(/^[6-9][0-9]{9}$/, 'Mobile must be a 10-digit number starting with 6, 7, 8 or 9'));

export const reasonSchema = (label = 'Reason') => text(label, 3, REASON_MAX);

/**
 * The card holder's own fields, in the form's order: written once for the server's writes and
 * answers and the panel's form (their rules are in cardFieldsSchema below).
 */
export const CARD_HOLDER_FIELDS = ['first_name', 'last_name', 'guardian_name', 'date_of_birth', 'gender', 'mobile', 'email', 'address', 'city', 'pincode', 'institution'] as const;
export type CardHolderField = (typeof CARD_HOLDER_FIELDS)[number];

/** The holder's fields of a card, an input or a row, and nothing else. */
export function pickHolder<T extends Record<CardHolderField, unknown>>(source: T): Pick<T, CardHolderField> {
  const picked: Partial<Pick<T, CardHolderField>> = {};
  for (const field of CARD_HOLDER_FIELDS) picked[field] = source[field];
  return picked as Pick<T, CardHolderField>;
}

/** Holder and issue fields common to create and update. */
export const cardFieldsSchema = z.object({
  // Both print on the card and the receipt (docs/domain.md "Printing").
  first_name: printable(text('First name', 1, 60), 'First name'),
  last_name: printable(optionalText('Last name', 60), 'Last name'),
  guardian_name: optionalText("Guardian's name", 100),
  date_of_birth: isoDate('Date of birth'),
  gender: z.enum(GENDERS, { error: 'Gender must be male, female or other' }),
  mobile: holderMobileSchema,
  email: z.preprocess(
    (value) => value ?? '',
    z.union([z.literal(''), z.email('Email is not valid').max(254, 'Email must be at most 254 characters')]),
  ),
  address: text('Address', 5, 300),
  city: text('City', 2, 80),
  pincode: z.string({ error: 'Pincode is required' }).trim().regex(/^[1-9][0-9]{5}$/, 'Pincode must be 6 digits'),
  institution: optionalText('Institution', 120),
  id_proof_type: z.enum(ID_PROOF_TYPE_NAMES, { error: `ID proof type must be one of ${ID_PROOF_TYPE_NAMES.join(', ')}` }),
  category_id: formId('Category'),
  route_id: formId('Route').optional(),
  center_id: formId('Center').optional(),
  valid_from: isoDate('Valid from').optional(),
  fee_paid: z.preprocess(
    toNumber,
    z
      .number({ error: (issue) => (issue.input === undefined ? 'Fee paid is required' : 'Fee paid must be an amount in paise') })
      .int('Fee paid must be in whole paise')
      .min(0, 'Fee paid cannot be negative')
      .max(MAX_FEE_MINOR, `Fee paid is at most ${MAX_FEE_MINOR / 100}`),
  ),
  payment_mode: z.enum(PAYMENT_MODES, { error: 'Payment mode must be cash, upi, card or waived' }),
  receipt_number: optionalText('Receipt number', 40),
  application_id: formId('Application').optional(),
  /** Issuing a second live card for the same ID needs a reason (kept in the audit log). */
  duplicate_reason: z.preprocess(emptyToUndefined, reasonSchema('Reason for a second card').optional()),
});

export const idProofNumber = z
  .string({ error: 'ID number is required' })
  .transform(normaliseIdNumber)
  .pipe(z.string().min(4, 'ID number must be at least 4 characters').max(20, 'ID number must be at most 20 characters'));

/** The ID number's shape for its type; the message names the field. */
export function checkIdNumber(input: { id_proof_type: IdProofType; id_proof_number?: string | undefined }, context: z.RefinementCtx): void {
  if (input.id_proof_number === undefined) return;
  const rule = ID_PROOF_TYPES[input.id_proof_type];
  if (!rule.pattern.test(input.id_proof_number)) {
    context.addIssue({ code: 'custom', path: ['id_proof_number'], message: `${rule.label} number must be ${rule.hint}` });
  }
}

function checkPayment(input: { payment_mode: PaymentMode; fee_paid: number; receipt_number: string }, context: z.RefinementCtx): void {
  if (input.payment_mode === 'waived' && input.fee_paid !== 0) context.addIssue({ code: 'custom', path: ['fee_paid'], message: CARD_MESSAGES.waivedFee });
  if (input.payment_mode !== 'waived' && input.receipt_number === '') {
    context.addIssue({ code: 'custom', path: ['receipt_number'], message: CARD_MESSAGES.receiptRequired });
  }
}

/** POST cards/create: the fields, plus a `photo` file part (required) and `documents` file parts. */
export const cardCreateSchema = cardFieldsSchema
  .extend({ id_proof_number: idProofNumber })
  .superRefine((input, context) => {
    checkIdNumber(input, context);
    checkPayment(input, context);
  });
export type CardCreateInput = z.output<typeof cardCreateSchema>;
export type CardCreateForm = z.input<typeof cardCreateSchema>;

/** Document ids to remove on update: repeated form fields, a comma-separated text, or a JSON list. */
const idList = z.preprocess(
  (value) => {
    if (value === undefined || value === '') return [];
    if (typeof value === 'string') return value.split(',').map((item) => toNumber(item.trim()));
    if (Array.isArray(value)) return value.map(toNumber);
    return value;
  },
  z.array(idSchema('remove_document_ids'), { error: 'remove_document_ids must list document ids' }).max(50),
);

/**
 * PUT cards/update/{id}: a full replacement of the fields, with the `version` the form was loaded
 * at (stale → 409). The ID number may be left out to keep the stored one; `photo` replaces the
 * photo when sent; `documents` add files; `remove_document_ids` removes some.
 */
export const cardUpdateSchema = cardFieldsSchema
  .extend({
    id_proof_number: z.preprocess(emptyToUndefined, idProofNumber.optional()),
    version: z.preprocess(toNumber, z.number({ error: 'version is required' }).int('version is required').min(1, 'version is required')),
    remove_document_ids: idList,
  })
  .superRefine((input, context) => {
    checkIdNumber(input, context);
    checkPayment(input, context);
  });
export type CardUpdateInput = z.output<typeof cardUpdateSchema>;
export type CardUpdateForm = z.input<typeof cardUpdateSchema>;

/** POST cards/block/{id}, POST cards/unblock/{id}, DELETE cards/delete/{id}: a reason is required. */
export const cardReasonSchema = z.object({ reason: reasonSchema() });
export type CardReasonInput = z.infer<typeof cardReasonSchema>;

/** POST cards/check-duplicate: asked by the form before issuing (the number travels in a body, never a URL). */
export const cardDuplicateCheckSchema = z
  .object({
    id_proof_type: z.enum(ID_PROOF_TYPE_NAMES, { error: `ID proof type must be one of ${ID_PROOF_TYPE_NAMES.join(', ')}` }),
    id_proof_number: idProofNumber,
    /** The card being edited, which is not its own duplicate. */
    exclude_card_id: formId('Card').optional(),
  })
  .superRefine(checkIdNumber);
export type CardDuplicateCheck = z.infer<typeof cardDuplicateCheckSchema>;

/** Whole years between a date of birth and a day (both `YYYY-MM-DD`). */
export function ageOn(dateOfBirth: string, day: string): number {
  const [birthYear = 0, birthMonth = 0, birthDay = 0] = dateOfBirth.split('-').map(Number);
  const [year = 0, month = 0, date = 0] = day.split('-').map(Number);
  const hadBirthday = month > birthMonth || (month === birthMonth && date >= birthDay);
  return year - birthYear - (hadBirthday ? 0 : 1);
}

/** Whether an age fits a category's limits (either limit may be absent). */
export const ageFits = (age: number, limits: { min_age: number | null; max_age: number | null }): boolean =>
  (limits.min_age === null || age >= limits.min_age) && (limits.max_age === null || age <= limits.max_age);

/** `valid_until` = `valid_from` + the category's validity in days (docs/domain.md), the last day it is valid. */
export const validUntil = (validFrom: string, validityDays: number): string => addDays(validFrom, validityDays);

export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
