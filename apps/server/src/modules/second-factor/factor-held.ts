/** Whether a user holds a second factor, as a column of a query about users (the users list and view answer it). */
import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { adminUserPasskeys, adminUserTotp } from './second-factor.schema.ts';

/**
 * True when the user of `userId` has a confirmed authenticator app (a set-up waiting for its first
 * code is none) or a passkey: the factors `hasSecondFactor` (factors.ts) counts. The user's column
 * is written with its table's name: a query of one table names its columns bare, and a bare "id"
 * inside the subqueries would be the passkey's own.
 */
export function secondFactorHeld(userId: AnyPgColumn): SQL<boolean> {
  const user = sql`${sql.identifier(getTableName(userId.table))}.${sql.identifier(userId.name)}`;
  return sql<boolean>`(exists (select 1 from ${adminUserTotp} where ${adminUserTotp.user_id} = ${user} and ${adminUserTotp.confirmed_at} is not null)
    or exists (select 1 from ${adminUserPasskeys} where ${adminUserPasskeys.user_id} = ${user}))`;
}
