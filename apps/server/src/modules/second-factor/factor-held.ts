/** Whether a user holds a second factor, as a column of a query about users (the users list and view answer it). */
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { adminUserTotp } from './second-factor.schema.ts';

/** True when the user of `userId` has a confirmed authenticator app (a set-up waiting for its first code is none). */
export function secondFactorHeld(userId: AnyPgColumn): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${adminUserTotp} where ${adminUserTotp.user_id} = ${userId} and ${adminUserTotp.confirmed_at} is not null)`;
}
