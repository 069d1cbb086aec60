/** Background jobs, claimed with FOR UPDATE SKIP LOCKED so several instances can share them. */
import { bigint, index, integer, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

export const jobs = pgTable(
  'jobs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    queue: varchar('queue', { length: 60 }).notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    status: varchar('status', { length: 10, enum: ['queued', 'running', 'done', 'failed'] }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    max_attempts: integer('max_attempts').notNull().default(3),
    run_at: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    locked_by: varchar('locked_by', { length: 100 }),
    locked_at: timestamp('locked_at', { withTimezone: true }),
    last_error: text('last_error'),
    result: jsonb('result').$type<Record<string, unknown>>(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finished_at: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('jobs_claim_idx').on(t.queue, t.status, t.run_at)],
);
