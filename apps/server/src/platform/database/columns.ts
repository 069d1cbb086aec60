/** Columns every table carries (docs/domain.md: id, created_at, updated_at). */
import { integer, timestamp } from 'drizzle-orm/pg-core';

export const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();
const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
export const timestamps = () => ({ created_at: createdAt(), updated_at: updatedAt() });
