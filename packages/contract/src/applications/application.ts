/**
 * Web applications (docs/domain.md "Web applications", docs/api.md "Web applications"): the public
 * form's fields and its bot check, the applicant's status look-up, and the panel's queue, review,
 * reject and export — one set of rules for the server and the web app.
 */
import { z } from 'zod';
import type { DocumentLimits } from '../cards/card-files.ts';
import { cardFieldsSchema, checkIdNumber, formId, holderDetailsShape, holderMobileSchema, idProofNumber, reasonSchema } from '../cards/card-fields.ts';
import { LANGUAGE_CODES } from '../i18n/languages.ts';
import { idParamSchema } from '../http/ids.ts';
import { enumFilter, listQuerySchemaFor } from '../http/list-query.ts';
import { listResultSchema } from '../http/list.ts';
import { dateFilter } from '../cards/card-list.ts';
import { CARD_STATUSES } from '../cards/card.ts';
import { APPLICATION_SORTS } from '../http/list-sorts.ts';

export { APPLICATION_SORTS } from '../http/list-sorts.ts';

/** `expired`: not reviewed within the configured days; its files are deleted (docs/domain.md "Web applications"). */
export const APPLICATION_STATUSES = ['pending', 'approved', 'rejected', 'expired'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/**
 * The public form's files are fewer and smaller than a clerk's (docs/domain.md "Web applications":
 * a phone's photo of an ID card or a scanned page is well under 2 MB, and a pass needs at most an ID
 * proof, an address proof and a school or age proof).
 */
export const APPLICATION_DOCUMENT_MAX_COUNT = 3;
export const APPLICATION_DOCUMENT_MAX_BYTES = 2 * 1024 * 1024;
export const APPLICATION_DOCUMENT_LIMITS: DocumentLimits = {
  maxBytes: APPLICATION_DOCUMENT_MAX_BYTES,
  maxCount: APPLICATION_DOCUMENT_MAX_COUNT,
  tooLarge: 'Each document must be at most 2 MB',
  tooMany: `At most ${APPLICATION_DOCUMENT_MAX_COUNT} documents per application`,
};

/** `WA-7KQ9M-2XDHF`: 10 characters of Crockford's base 32 (no I, L, O, U), random, so numbers cannot be guessed. */
export const APPLICATION_NUMBER_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const APPLICATION_NUMBER_PATTERN = /^WA-[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/;

export const APPLICATION_MESSAGES = {
  notFound: 'Application not found',
  statusNotFound: 'No application matches this number and mobile number',
  consentRequired: 'Agree to the data notice to send the application',
  botCheck: 'The form could not be verified. Reload the page and try again.',
  challengeUsed: 'This form was already sent. Reload the page to send another application.',
  tooFast: 'The form was sent too quickly. Check your details and send it again.',
  photoRequired: 'A photo is required',
  submitted: 'Application received',
  rejected: 'Application rejected',
  alreadyDecided: (status: ApplicationStatus) => (status === 'expired' ? 'This application has expired.' : `This application has already been ${status}.`),
  /** The per-address daily limit; `{wait}` becomes the time left ("3 hours"). */
  tooManyToday: 'Too many applications were sent from your network today. Try again in {wait}.',
  /** The pending applications' files fill the budget the office set (APPLICATIONS_PENDING_FILES_MB). */
  intakePaused: 'The office cannot take new applications online right now. Please try again later, or apply at a pass center.',
  notPending: 'Only a pending application can be approved: open it again to see what changed.',
} as const;

/**
 * The bot check needs no third party: a honeypot field people never see (`website`, must stay
 * empty) and a small proof of work on a challenge the server issued when the form was opened
 * (GET `applications/challenge`): `pow_nonce` such that SHA-256 of `powChallenge(challenge, mobile,
 * nonce)` starts with APPLICATION_POW_BITS zero bits (tens of thousands of hashes: a second in a
 * browser, a cost per submission for a script). The challenge is signed by the server, must be at
 * least APPLICATION_MIN_FILL_SECONDS and at most APPLICATION_MAX_FORM_AGE_HOURS old, and is accepted
 * for one application only (docs/api.md "Web applications").
 */
export const APPLICATION_POW_BITS = 14;
export const APPLICATION_MIN_FILL_SECONDS = 3;
export const APPLICATION_MAX_FORM_AGE_HOURS = 24;
export const HONEYPOT_FIELD = 'website';
/** A challenge is the server's issue time, a random id and the server's signature, dot-separated. */
export const APPLICATION_CHALLENGE_PATTERN = /^\d{1,15}\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/;

export const powChallenge = (challenge: string, mobile: string, nonce: number | string): string => `passdesk-apply:${challenge}:${mobile}:${nonce}`;

/** GET applications/challenge. */
export const applicationChallengeSchema = z.object({ challenge: z.string(), bits: z.number().int() });
export type ApplicationChallenge = z.infer<typeof applicationChallengeSchema>;

/** Whether a digest starts with `bits` zero bits. */
export function hasLeadingZeroBits(digest: Uint8Array, bits: number): boolean {
  for (let index = 0; index < bits; index += 1) {
    const byte = digest[index >> 3] ?? 0xff;
    if ((byte >> (7 - (index & 7))) & 1) return false;
  }
  return true;
}

const toNumber = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value);

/** Holder fields as on a card, plus the preferred center and consent. */
export const applicationFieldsSchema = cardFieldsSchema
  .pick({
    first_name: true,
    last_name: true,
    guardian_name: true,
    date_of_birth: true,
    gender: true,
    mobile: true,
    email: true,
    address: true,
    city: true,
    pincode: true,
    institution: true,
    id_proof_type: true,
    category_id: true,
    route_id: true,
  })
  .extend({
    id_proof_number: idProofNumber,
    center_id: formId('Preferred center'),
    consent: z.preprocess(
      (value) => value === true || value === 'true' || value === 'on' || value === '1',
      z.literal(true, { error: APPLICATION_MESSAGES.consentRequired }),
    ),
  });

/**
 * POST /api/v1/users/applications (multipart): the fields, the bot check, `photo` (required) and
 * `documents`; `language`, the form's language, when the client sends it (the applicant's mails are
 * written in it).
 */
export const applicationSubmitSchema = applicationFieldsSchema
  .extend({
    language: z
      .string()
      .refine((code) => LANGUAGE_CODES.includes(code), `Language must be one of ${LANGUAGE_CODES.join(', ')}`)
      .optional(),
    [HONEYPOT_FIELD]: z.string().max(200).optional(),
    challenge: z.string({ error: APPLICATION_MESSAGES.botCheck }).regex(APPLICATION_CHALLENGE_PATTERN, APPLICATION_MESSAGES.botCheck),
    pow_nonce: z.preprocess(toNumber, z.number({ error: APPLICATION_MESSAGES.botCheck }).int(APPLICATION_MESSAGES.botCheck).min(0, APPLICATION_MESSAGES.botCheck).max(Number.MAX_SAFE_INTEGER)),
  })
  .superRefine(checkIdNumber);
export type ApplicationSubmitInput = z.output<typeof applicationSubmitSchema>;
/** What the public form checks before sending (the bot fields are added on send). */
export const applicationFormSchema = applicationFieldsSchema.superRefine(checkIdNumber);
export type ApplicationFormInput = z.output<typeof applicationFormSchema>;

export const applicationReceiptSchema = z.object({
  application_number: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  submitted_at: z.string(),
});
export type ApplicationReceipt = z.infer<typeof applicationReceiptSchema>;

/** POST /api/v1/users/applications/status. */
export const applicationStatusQuerySchema = z.object({
  application_number: z
    .string({ error: 'Application number is required' })
    .trim()
    .transform((value) => value.toUpperCase())
    .pipe(z.string().regex(APPLICATION_NUMBER_PATTERN, 'Application number looks like WA-7KQ9M-2XDHF')),
  mobile: holderMobileSchema,
});
export type ApplicationStatusQuery = z.input<typeof applicationStatusQuerySchema>;

export const applicationPublicStatusSchema = z.object({
  application_number: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  category_name: z.string(),
  submitted_at: z.string(),
  reviewed_at: z.string().nullable(),
  /** The reviewer's note when rejected. */
  review_note: z.string().nullable(),
  /** The card's number once approved. */
  card_number: z.string().nullable(),
});
export type ApplicationPublicStatus = z.infer<typeof applicationPublicStatusSchema>;

const reference = z.object({ id: z.number().int(), name: z.string() });
export const publicRouteSchema = z.object({ id: z.number().int(), route_number: z.string(), name: z.string(), origin: z.string(), destination: z.string() });
export const publicCenterSchema = z.object({ id: z.number().int(), name: z.string(), code: z.string(), address: z.string(), city: z.string() });
export const applicationOptionsSchema = z.object({ routes: z.array(publicRouteSchema), centers: z.array(publicCenterSchema) });
export type ApplicationOptions = z.infer<typeof applicationOptionsSchema>;

/** POST applications/reject/{id}: a note is required, and the applicant sees it. */
export const applicationRejectSchema = z.object({ note: reasonSchema('Note') });
export type ApplicationRejectInput = z.infer<typeof applicationRejectSchema>;

export const applicationFilters = {
  status: enumFilter('status', APPLICATION_STATUSES),
  category_id: idParamSchema('category_id').optional(),
  center_id: idParamSchema('center_id').optional(),
  /** Days submitted, inclusive, in the configured time zone. */
  from: dateFilter('from'),
  to: dateFilter('to'),
  duplicate: enumFilter('duplicate', ['yes', 'no']),
};
export const applicationListQuerySchema = listQuerySchemaFor({ sort: APPLICATION_SORTS, defaultSort: 'submitted_at', defaultOrder: 'desc', filters: applicationFilters });
export type ApplicationListQuery = z.output<typeof applicationListQuerySchema>;

export const applicationListItemSchema = z.object({
  id: z.number().int(),
  application_number: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  mobile: z.string(),
  date_of_birth: z.string(),
  category: reference.extend({ code: z.string() }),
  center: reference.extend({ code: z.string() }),
  route_number: z.string().nullable(),
  status: z.enum(APPLICATION_STATUSES),
  submitted_at: z.string(),
  reviewed_at: z.string().nullable(),
  card_id: z.number().int().nullable(),
  card_number: z.string().nullable(),
  /** Another card or application holds the same ID, or the same name and date of birth. */
  possible_duplicate: z.boolean(),
});
export type ApplicationListItem = z.infer<typeof applicationListItemSchema>;

export const applicationCountsSchema = z.object({ pending: z.number().int(), approved: z.number().int(), rejected: z.number().int(), expired: z.number().int() });

/**
 * Whether the public form takes applications: the pending applications' files against the budget
 * (APPLICATIONS_PENDING_FILES_MB). Past it the form answers "try again later" and the queue says so.
 */
export const applicationIntakeSchema = z.object({ paused: z.boolean(), pending_bytes: z.number().int(), budget_bytes: z.number().int() });
export type ApplicationIntake = z.infer<typeof applicationIntakeSchema>;
/** Shown to staff before the budget is reached, so that the queue is worked through first. */
export const APPLICATION_INTAKE_WARNING_SHARE = 0.9;

/** The list, with how many match the other filters in each status (the tabs' counts) and the form's intake. */
export const applicationListResultSchema = listResultSchema(applicationListItemSchema).extend({ counts: applicationCountsSchema, intake: applicationIntakeSchema });
export type ApplicationListResult = z.infer<typeof applicationListResultSchema>;

export const DUPLICATE_REASONS = ['same_id', 'same_name_and_birth_date'] as const;
const duplicateShape = {
  id: z.number().int(),
  /** Card number or application number. */
  number: z.string(),
  holder: z.string(),
  reason: z.enum(DUPLICATE_REASONS),
};
/** A card or another application of the same person; its status is the card's (deriveCardStatus) or the application's. */
export const applicationDuplicateSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('card'), ...duplicateShape, status: z.enum(CARD_STATUSES) }),
  z.object({ kind: z.literal('application'), ...duplicateShape, status: z.enum(APPLICATION_STATUSES) }),
]);
export type ApplicationDuplicate = z.infer<typeof applicationDuplicateSchema>;

export const applicationDocumentSchema = z.object({ id: z.number().int(), file_name: z.string(), content_type: z.string(), size: z.number().int(), url: z.string() });

export const applicationSchema = applicationListItemSchema.extend({
  ...holderDetailsShape,
  category: reference.extend({ code: z.string(), route_scope: z.enum(['all_routes', 'single_route']), fee: z.number().int(), validity_days: z.number().int() }),
  route: z.object({ id: z.number().int(), name: z.string(), route_number: z.string() }).nullable(),
  /** Permission-checked (the panel fetches it with its token); null once an expired application's files are deleted. */
  photo_url: z.string().nullable(),
  documents: z.array(applicationDocumentSchema),
  review_note: z.string().nullable(),
  reviewed_by_name: z.string().nullable(),
  duplicates: z.array(applicationDuplicateSchema),
});
export type Application = z.infer<typeof applicationSchema>;
