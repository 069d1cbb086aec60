/**
 * The card holder's columns, the same on a card and on the web application it may come from
 * (docs/domain.md "Cards" and "Web applications"): who the holder is, how to reach them, their ID
 * (only the last 4 characters in clear, plus a keyed hash), the photo, and the category, route
 * and center the pass is for. A function, so that each table gets its own column builders.
 */
import { date, integer, varchar } from 'drizzle-orm/pg-core';
import { cardCategories } from '../categories/categories.schema.ts';
import { centers } from '../centers/centers.schema.ts';
import { routes } from '../routes/routes.schema.ts';

export function holderColumns() {
  return {
    first_name: varchar('first_name', { length: 60 }).notNull(),
    last_name: varchar('last_name', { length: 60 }).notNull().default(''),
    guardian_name: varchar('guardian_name', { length: 100 }).notNull().default(''),
    date_of_birth: date('date_of_birth', { mode: 'string' }).notNull(),
    gender: varchar('gender', { length: 10, enum: ['male', 'female', 'other'] }).notNull(),
    mobile: varchar('mobile', { length: 10 }).notNull(),
    email: varchar('email', { length: 254 }).notNull().default(''),
    address: varchar('address', { length: 300 }).notNull(),
    city: varchar('city', { length: 80 }).notNull(),
    pincode: varchar('pincode', { length: 6 }).notNull(),
    institution: varchar('institution', { length: 120 }).notNull().default(''),
    id_proof_type: varchar('id_proof_type', { length: 20 }).notNull(),
    /** Only the last 4 characters of the ID number are kept in clear. */
    id_proof_last4: varchar('id_proof_last4', { length: 4 }).notNull(),
    /** HMAC-SHA256 (hex) of type + full number under the installation's key: finds duplicates, reveals nothing. */
    id_proof_hash: varchar('id_proof_hash', { length: 64 }).notNull(),
    photo_key: varchar('photo_key', { length: 200 }).notNull(),
    category_id: integer('category_id')
      .notNull()
      .references(() => cardCategories.id, { onDelete: 'restrict' }),
    route_id: integer('route_id').references(() => routes.id, { onDelete: 'restrict' }),
    /** A card's issuing center; on an application, where the applicant prefers to collect the card. */
    center_id: integer('center_id')
      .notNull()
      .references(() => centers.id, { onDelete: 'restrict' }),
  };
}

/** A document the holder handed in (card_documents, application_documents): the stored file and what to show of it. */
export function holderDocumentColumns() {
  return {
    storage_key: varchar('storage_key', { length: 200 }).notNull(),
    /** The uploader's file name, for display only (never part of a storage key). */
    file_name: varchar('file_name', { length: 200 }).notNull(),
    content_type: varchar('content_type', { length: 60 }).notNull(),
    size: integer('size').notNull(),
  };
}
