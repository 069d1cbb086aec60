/**
 * The card form's values, defaults and what is sent: the form is checked with the contract's own
 * create or update schema (the server's rules), and sent as multipart — fields as text parts, the
 * photo and the documents as file parts (a document's part name carries what it is).
 */
import { CARD_HOLDER_FIELDS, cardCreateSchema, cardUpdateSchema, pickHolder, type CardCreateInput, type CardUpdateInput, type Gender, type IdProofType, type PaymentMode } from '@passdesk/contract/cards/card-fields';
import type { Card } from '@passdesk/contract/cards/card';
import type { Category } from '@passdesk/contract/master-data/category';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import { appendChosenFiles } from '../../components/files/chosen-files.ts';
import { EMPTY_HOLDER_TEXT } from '../../entities/card/empty-holder.ts';
import type { ChosenDocument } from '../../components/files/DocumentUploader.tsx';

export interface CardFormValues {
  category_id: number | '';
  first_name: string;
  last_name: string;
  guardian_name: string;
  date_of_birth: string;
  gender: Gender | '';
  mobile: string;
  email: string;
  address: string;
  city: string;
  pincode: string;
  institution: string;
  id_proof_type: IdProofType | '';
  id_proof_number: string;
  route_id: number | '';
  center_id: number | '';
  valid_from: string;
  fee_paid: number | undefined;
  payment_mode: PaymentMode;
  receipt_number: string;
  application_id: number | '';
  duplicate_reason: string;
  /** Edit only: the version the form was loaded at, and documents to remove. */
  version?: number;
  remove_document_ids?: number[];
}

export type CardFormOutput = CardCreateInput | CardUpdateInput;

/** Every field a server error may name, in the order of the form (the first gets the focus). */
export const CARD_FORM_FIELDS = [
  'category_id',
  ...CARD_HOLDER_FIELDS,
  'id_proof_type',
  'id_proof_number',
  'duplicate_reason',
  'route_id',
  'center_id',
  'valid_from',
  'fee_paid',
  'payment_mode',
  'receipt_number',
] as const;

export function newCardValues(today: string, centerId: number | null): CardFormValues {
  return {
    category_id: '',
    ...EMPTY_HOLDER_TEXT,
    gender: '',
    id_proof_type: '',
    route_id: '',
    center_id: centerId ?? '',
    valid_from: today,
    fee_paid: undefined,
    payment_mode: 'cash',
    receipt_number: '',
    application_id: '',
    duplicate_reason: '',
  };
}

export function cardValues(card: Card): CardFormValues {
  return {
    category_id: card.category.id,
    ...pickHolder(card),
    id_proof_type: card.id_proof_type,
    // Only the last 4 digits are kept: left empty, the stored number stays.
    id_proof_number: '',
    route_id: card.route?.id ?? '',
    center_id: card.center.id,
    valid_from: card.valid_from,
    fee_paid: card.fee_paid,
    payment_mode: card.payment_mode,
    receipt_number: card.receipt_number,
    application_id: card.application_id ?? '',
    duplicate_reason: '',
    version: card.version,
    remove_document_ids: [],
  };
}

/** An empty box is a field left out, as in the multipart body (which never carries empty fields). */
const withoutEmpty = (values: CardFormValues) => Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value === '' ? undefined : value]));

export function useCardForm(mode: 'create' | 'edit', defaultValues: CardFormValues) {
  const schema = mode === 'create' ? cardCreateSchema : cardUpdateSchema;
  // The schema's input accepts the text forms a multipart body carries; the form holds them typed.
  const check = zodResolver(schema) as unknown as Resolver<Record<string, unknown>, unknown, CardFormOutput>;
  const resolver: Resolver<CardFormValues, unknown, CardFormOutput> = (values, context, options) =>
    check(withoutEmpty(values), context, options as unknown as Parameters<typeof check>[2]) as ReturnType<Resolver<CardFormValues, unknown, CardFormOutput>>;
  return useForm<CardFormValues, unknown, CardFormOutput>({ resolver, defaultValues, mode: 'onTouched' });
}

/** The fee a category asks (nothing when waived). */
export const feeFor = (category: Pick<Category, 'fee'>, mode: PaymentMode) => (mode === 'waived' ? 0 : category.fee);

/** The multipart body of a create or update. */
export function cardFormData(values: CardFormOutput, photo: File | null, documents: readonly ChosenDocument[]): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length > 0) body.append(key, value.join(','));
    } else body.append(key, String(value));
  }
  // The file's name says what the document is ("Aadhaar card.pdf"): the card's view lists it so.
  appendChosenFiles(body, photo, documents);
  return body;
}
