/**
 * Report runs (docs/domain.md "Reports and dashboard"): one row per generated report, its status
 * as the job queue moves it on, and the stored XLSX. `params_key` is the type's parameters in one
 * canonical text; the partial unique index lets only one run per type and parameters be queued or
 * running at a time, so two generate calls racing each other make one job.
 */
import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { ReportParameters } from '@passdesk/contract/reports/report';
import { id, timestamps } from '../../platform/database/columns.ts';
import { adminUsers } from '../access/access.schema.ts';
import { centers } from '../centers/centers.schema.ts';
import { jobs } from '../../platform/jobs/jobs.schema.ts';

export const reportRuns = pgTable(
  'report_runs',
  {
    id: id(),
    type: varchar('type', { length: 10, enum: ['daily', 'center', 'overall'] }).notNull(),
    parameters: jsonb('parameters').$type<ReportParameters>().notNull(),
    params_key: varchar('params_key', { length: 100 }).notNull(),
    center_id: integer('center_id').references(() => centers.id, { onDelete: 'set null' }),
    status: varchar('status', { length: 10, enum: ['queued', 'running', 'done', 'failed'] }).notNull().default('queued'),
    progress: integer('progress').notNull().default(0),
    error: text('error'),
    job_id: bigint('job_id', { mode: 'number' }).references(() => jobs.id, { onDelete: 'set null' }),
    file_key: varchar('file_key', { length: 200 }),
    file_size: integer('file_size'),
    requested_by: integer('requested_by').references(() => adminUsers.id, { onDelete: 'set null' }),
    started_at: timestamp('started_at', { withTimezone: true, mode: 'date' }),
    finished_at: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('report_runs_pending_key').on(t.type, t.params_key).where(sql`${t.status} in ('queued', 'running')`),
    index('report_runs_type_created_at_idx').on(t.type, t.created_at, t.id),
    index('report_runs_finished_at_idx').on(t.finished_at),
  ],
);
