/** What the API document shows of the card calls whose bodies or answers are not JSON (multipart forms, PDF, XLSX). */
import { z } from 'zod';
import { cardCreateSchema, cardUpdateSchema } from '@passdesk/contract/cards/card-fields';
import { CARD_FILE_MESSAGES } from '@passdesk/contract/cards/card-files';
import type { RouteDocs } from '../../platform/http/openapi-operations.ts';

/** The holder in the API document's examples: a card's form and a web application's. */
export const HOLDER_EXAMPLE = {
  first_name: 'Priya',
  last_name: 'Sharma',
  date_of_birth: '2007-05-14',
  gender: 'female',
  mobile: '9876543210',
  address: '12 Shanti Nagar, Paldi',
  city: 'Ahmedabad',
  pincode: '380007',
  id_proof_type: 'aadhaar',
  id_proof_number: '234567890123',
};

const EXAMPLE = {
  ...HOLDER_EXAMPLE,
  institution: 'Gujarat College',
  category_id: 1,
  route_id: 7,
  fee_paid: 25000,
  payment_mode: 'cash',
  receipt_number: 'R-1001',
};

/** Fields with a default that the generated schema lists as required (they sit behind a preprocess). */
const OPTIONAL = new Set(['email', 'remove_document_ids']);

export function formSchema(schema: z.ZodType, photoRequired: boolean, example: Record<string, unknown>) {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', target: 'openapi-3.0' }) as Record<string, unknown> & {
    properties: Record<string, unknown>;
    required?: string[];
  };
  return {
    ...json,
    required: [...(json.required ?? []).filter((name) => !OPTIONAL.has(name)), ...(photoRequired ? ['photo'] : [])],
    properties: {
      ...json.properties,
      photo: { type: 'string', format: 'binary', description: 'JPEG, PNG or WebP, at most 2 MB; cropped to 35:45, stored as a 350×450 JPEG' },
      documents: { type: 'array', items: { type: 'string', format: 'binary' }, description: 'Images or PDFs, at most 5 MB each, at most 10 (repeat the part)' },
    },
    example,
  };
}

const FILE_ERRORS = { 413: CARD_FILE_MESSAGES.photoTooLarge, 415: CARD_FILE_MESSAGES.photoType } as const;

export const CREATE_DOCS: RouteDocs = {
  requestBody: formSchema(cardCreateSchema, true, { ...EXAMPLE, photo: '(the photo file)' }),
  errors: { ...FILE_ERRORS, 409: 'A live card (LDW-2026-000123) already exists for this ID. Give a reason to issue another one.', 422: 'Age must be 5 to 25 years for this category' },
};
export const UPDATE_DOCS: RouteDocs = {
  requestBody: formSchema(cardUpdateSchema, false, { ...EXAMPLE, version: 3 }),
  errors: { ...FILE_ERRORS, 409: 'Someone else changed this card after you opened it. Reload it to see their changes.', 422: 'Age must be 5 to 25 years for this category' },
};
export const PDF_DOCS: RouteDocs = { file: { contentType: 'application/pdf', description: 'ID-1 pages (85.6 × 54 mm): front, then back, of each card' }, errors: { 422: 'A deleted card cannot be printed' } };
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const XLSX_DOCS: RouteDocs = { file: { contentType: XLSX_TYPE, description: 'Every matching card, streamed; past 1,048,576 rows on further sheets' } };
export const DOCUMENT_DOCS: RouteDocs = { file: { contentType: 'application/pdf', description: 'The stored document (an image or a PDF)' } };
