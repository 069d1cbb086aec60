/**
 * Rate-limit counters (sign-in, forgot-password, verify-otp, the public API). Kept in PostgreSQL (not in
 * process memory) so that every server instance sees the same counts.
 */
import { index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/** One fixed window per key (e.g. `login-fail:ip:203.0.113.9`): hits so far and when the window ends. */
export const authRateLimits = pgTable(
  'auth_rate_limits',
  {
    key: varchar('key', { length: 320 }).primaryKey(),
    hits: integer('hits').notNull().default(0),
    window_ends_at: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('auth_rate_limits_window_idx').on(t.window_ends_at)],
);
