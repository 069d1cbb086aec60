/**
 * Report runs: generate (one queued job per type and parameters at a time), the per-type lists the
 * panel polls, and the finished file. A run row and its job are written in one transaction, so a
 * run exists only with its job.
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { REPORT_MESSAGES, type ReportListQuery, type ReportParameters, type ReportRun, type ReportType } from '@passdesk/contract/reports/report';
import type { ListResult } from '@passdesk/contract/http/list';
import { audit } from '../../platform/audit/audit.ts';
import type { DbOrTx } from '../../platform/database/database.ts';
import { notFound, unprocessable } from '../../platform/http/errors.ts';
import { runList, type ListPlan, type ListSource } from '../../platform/http/list-query.ts';
import type { Services } from '../../platform/services.ts';
import { adminUsers } from '../access/access.schema.ts';
import { centers } from '../centers/centers.schema.ts';
import { reportRuns } from './reports.schema.ts';

export const REPORT_JOB = 'reports.generate';
/** A report that fails is tried once more (a lost connection), then ends `failed` with the reason. */
const REPORT_JOB_ATTEMPTS = 2;

/** The parameters in one canonical text: equal parameters, equal key. */
function paramsKey(parameters: ReportParameters): string {
  return [parameters.date ?? '', parameters.from ?? '', parameters.to ?? '', parameters.center_id ?? ''].join('|');
}

const columns = {
  id: reportRuns.id,
  type: reportRuns.type,
  parameters: reportRuns.parameters,
  center_name: centers.name,
  status: reportRuns.status,
  progress: reportRuns.progress,
  error: reportRuns.error,
  file_size: reportRuns.file_size,
  requested_by: reportRuns.requested_by,
  requested_by_name: sql<string | null>`nullif(trim(${adminUsers.first_name} || ' ' || ${adminUsers.last_name}), '')`,
  created_at: reportRuns.created_at,
  started_at: reportRuns.started_at,
  finished_at: reportRuns.finished_at,
};
const selectRuns = (db: DbOrTx) =>
  db.select(columns).from(reportRuns).leftJoin(centers, eq(centers.id, reportRuns.center_id)).leftJoin(adminUsers, eq(adminUsers.id, reportRuns.requested_by));
type Row = Awaited<ReturnType<typeof selectRuns>>[number];

function toRun(row: Row): ReportRun {
  return {
    ...row,
    created_at: row.created_at.toISOString(),
    started_at: row.started_at?.toISOString() ?? null,
    finished_at: row.finished_at?.toISOString() ?? null,
  };
}


async function findRun(db: DbOrTx, where: SQL | undefined): Promise<ReportRun | undefined> {
  const [row] = await selectRuns(db).where(where).limit(1);
  return row ? toRun(row) : undefined;
}

const LIST_SOURCE: ListSource<Row> = {
  rows: (db) => selectRuns(db),
  count: (db) => db.select({ total: sql<number>`count(*)`.mapWith(Number) }).from(reportRuns),
};

export async function listRuns(db: DbOrTx, type: ReportType, query: ReportListQuery): Promise<ListResult<ReportRun>> {
  const plan: ListPlan<ReportListQuery> = {
    sortable: { created_at: reportRuns.created_at },
    searchable: [],
    filters: { status: (status) => eq(reportRuns.status, status) },
    tieBreaker: reportRuns.id,
    always: eq(reportRuns.type, type),
  };
  const page = await runList(db, LIST_SOURCE, plan, query);
  return { ...page, items: page.items.map(toRun) };
}

const pending = (type: ReportType, key: string) => and(eq(reportRuns.type, type), eq(reportRuns.params_key, key), inArray(reportRuns.status, ['queued', 'running']));

/**
 * Queues a report, or answers the run already queued or running with the same type and
 * parameters. Two calls racing each other both try the insert; the partial unique index lets one
 * through and the other finds that one.
 */
export async function generateReport(
  services: Services,
  request: FastifyRequest,
  type: ReportType,
  parameters: ReportParameters,
): Promise<{ run: ReportRun; existing: boolean }> {
  const { db } = services;
  const key = paramsKey(parameters);
  const centerId = parameters.center_id ?? null;
  if (centerId !== null) {
    const [center] = await db.select({ id: centers.id }).from(centers).where(eq(centers.id, centerId)).limit(1);
    if (!center) throw unprocessable(REPORT_MESSAGES.centerNotFound, { center_id: REPORT_MESSAGES.centerNotFound });
  }
  const before = await findRun(db, pending(type, key));
  if (before) return { run: before, existing: true };

  const createdId = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(reportRuns)
      .values({ type, parameters, params_key: key, center_id: centerId, requested_by: request.admin?.userId ?? null })
      .onConflictDoNothing({ target: [reportRuns.type, reportRuns.params_key], where: sql`status in ('queued', 'running')` })
      .returning({ id: reportRuns.id });
    if (!row) return undefined;
    const jobId = await services.jobs.enqueue(REPORT_JOB, { report_id: row.id }, { tx, maxAttempts: REPORT_JOB_ATTEMPTS });
    await tx.update(reportRuns).set({ job_id: jobId }).where(eq(reportRuns.id, row.id));
    await audit(tx, request, { action: 'generate', entity: 'report', entityId: row.id, changes: { type, parameters } });
    return row.id;
  });
  if (createdId !== undefined) {
    const run = await findRun(db, eq(reportRuns.id, createdId));
    if (run) return { run, existing: false };
  }
  // Another request queued the same report between our look and our insert.
  const raced = await findRun(db, pending(type, key));
  if (!raced) throw new Error('report run vanished after a conflicting insert');
  return { run: raced, existing: true };
}

/** The stored file of a finished run of this type, or the reason there is none. */
export async function downloadableRun(db: DbOrTx, type: ReportType, id: number): Promise<{ fileKey: string; run: ReportRun }> {
  const [row] = await db
    .select({ file_key: reportRuns.file_key, status: reportRuns.status })
    .from(reportRuns)
    .where(and(eq(reportRuns.id, id), eq(reportRuns.type, type)))
    .limit(1);
  if (!row) throw notFound(REPORT_MESSAGES.notFound);
  if (row.status === 'failed') throw unprocessable(REPORT_MESSAGES.failed);
  if (row.status !== 'done') throw unprocessable(REPORT_MESSAGES.notReady);
  if (!row.file_key) throw notFound(REPORT_MESSAGES.fileGone);
  const run = await findRun(db, eq(reportRuns.id, id));
  if (!run) throw notFound(REPORT_MESSAGES.notFound);
  return { fileKey: row.file_key, run };
}
