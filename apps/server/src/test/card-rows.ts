/**
 * A row of the cards table for tests that write cards straight to the database (the cards API and
 * its photo pipeline are the cards feature's own tests). A test names what it looks at: number,
 * category, center, validity, and whatever else matters to it; the holder's other fields get
 * plain values, with a fresh identity hash and photo key each time.
 */
import crypto from 'node:crypto';
import type { cards } from '../modules/cards/cards.public.ts';

type CardInsert = typeof cards.$inferInsert;

/** The holder's fields a test does not look at, shared by cards and web applications; the photo under `photoFolder`. */
export function holderRow(photoFolder = 'card-photos') {
  return {
    first_name: 'Test',
    last_name: 'Holder',
    date_of_birth: '1990-05-01',
    gender: 'female' as const,
    mobile: '9876500000',
    address: '12 Test Street',
    city: 'Ahmedabad',
    pincode: '380001',
    id_proof_type: 'aadhaar',
    id_proof_last4: '1234',
    id_proof_hash: crypto.randomBytes(32).toString('hex'),
    photo_key: `${photoFolder}/2026/11/${crypto.randomUUID()}.jpg`,
  };
}

export function cardRow(values: Pick<CardInsert, 'card_number' | 'category_id' | 'center_id' | 'valid_from' | 'valid_until'> & Partial<CardInsert>): CardInsert {
  return { ...holderRow(), issue_date: values.valid_from, fee_paid: 15000, payment_mode: 'cash', ...values };
}
