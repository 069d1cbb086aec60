/**
 * The job that makes a report's XLSX: it marks the run running, reads the figures, writes the
 * workbook into storage and marks the run done with the file — or, on its last attempt, failed
 * with the reason (an earlier attempt puts the run back to queued with the error, like its job).
 * The file's key is written down before it is stored and crossed off with the "done" mark
 * (platform/storage/store-and-claim.ts): a process that dies in between, or a run removed while its
 * workbook was written, leaves no file behind.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ReportType } from '@passdesk/contract/reports/report';
import type { Job, JobHandler } from '../../platform/jobs/job-queue.ts';
import { newStorageKey, type Storage } from '../../platform/storage/storage.ts';
import { storeAndClaim } from '../../platform/storage/store-and-claim.ts';
import type { XlsxStreamWriter } from '../../platform/export/xlsx-stream.ts';
import type { Services } from '../../platform/services.ts';
import { dayIn } from '../../platform/time/today.ts';
import { centers } from '../centers/centers.schema.ts';
import { figuresByCenter, overallFigures, type Period } from './report-figures.ts';
import { figuresWriter, overallWriter, REPORT_TITLES, writeFiguresWorkbook, writeOverallWorkbook, type WorkbookContext } from './report-workbook.ts';
import { reportRuns } from './reports.schema.ts';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const REPORT_FOLDER = 'reports';

/** Why a run failed, as the list shows it: the error's message, never a stack. */
function failureReason(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return (message || 'The report could not be generated').slice(0, 500);
}

/** Streams a workbook into storage while `fill` writes its rows; a failure leaves no file. */
async function storeWorkbook(storage: Storage, key: string, writer: XlsxStreamWriter, fill: () => Promise<void>): Promise<number> {
  const stored = storage.put(key, writer.output, { contentType: XLSX_TYPE });
  try {
    await fill();
    await writer.finish();
  } catch (error) {
    writer.abort(error instanceof Error ? error : new Error(String(error)));
    await stored.catch(() => undefined);
    throw error;
  }
  return (await stored).size;
}

/** A period's wording in a workbook: one day, or from – to. */
export function periodText(parameters: { date?: string; from?: string; to?: string }): string {
  if (parameters.date) return parameters.date;
  return parameters.from === parameters.to ? (parameters.from ?? '') : `${parameters.from ?? ''} – ${parameters.to ?? ''}`;
}

type ProgressNote = (progress: number) => Promise<void>;

/** Reads the figures of one run and writes its workbook to `key`; answers the file's size. */
async function produceReport(
  services: Pick<Services, 'db' | 'storage' | 'config'>,
  run: { type: ReportType; parameters: { date?: string; from?: string; to?: string; center_id?: number } },
  key: string,
  progress: ProgressNote = async () => undefined,
): Promise<number> {
  const { db, config } = services;
  const { parameters } = run;
  let centerName: string | null = null;
  if (parameters.center_id !== undefined) {
    const [center] = await db.select({ name: centers.name }).from(centers).where(eq(centers.id, parameters.center_id)).limit(1);
    if (!center) throw new Error('The center of this report no longer exists');
    centerName = center.name;
  }
  const from = parameters.date ?? parameters.from;
  const to = parameters.date ?? parameters.to;
  if (!from || !to) throw new Error(`${REPORT_TITLES[run.type]}: the run has no period`);
  const period: Period = { from, to, centerId: parameters.center_id, timeZone: config.timeZone };
  const context: WorkbookContext = { type: run.type, period: periodText(parameters), centerName, currency: config.currency, timeZone: config.timeZone, generatedAt: new Date() };
  if (run.type === 'overall') {
    const figures = await overallFigures(db, period, dayIn(config.timeZone));
    await progress(70);
    const writer = overallWriter(context, figures.as_of);
    return storeWorkbook(services.storage, key, writer, () => writeOverallWorkbook(writer, context, figures));
  }
  const figures = await figuresByCenter(db, period);
  await progress(70);
  const writer = figuresWriter(context);
  return storeWorkbook(services.storage, key, writer, () => writeFiguresWorkbook(writer, figures));
}

export function reportJob(services: Services): JobHandler {
  const { db } = services;
  return async (payload: Record<string, unknown>, job: Job) => {
    const id = Number(payload.report_id);
    const [run] = await db
      .update(reportRuns)
      .set({ status: 'running', progress: 10, started_at: sql`now()` })
      .where(and(eq(reportRuns.id, id), inArray(reportRuns.status, ['queued', 'running'])))
      .returning({ type: reportRuns.type, parameters: reportRuns.parameters });
    // Removed meanwhile (or already finished by an instance that lost its lock): nothing to do.
    if (!run) return { skipped: true };
    const key = newStorageKey(REPORT_FOLDER, 'xlsx');
    try {
      // A run removed while its workbook was written marks nothing done and claims nothing: the file goes.
      return await storeAndClaim(services, async (files) => {
        const size = await files.store(key, () =>
          produceReport(services, run, key, async (progress) => {
            await db.update(reportRuns).set({ progress }).where(eq(reportRuns.id, id));
          }),
        );
        return db.transaction(async (tx) => {
          const done = await tx
            .update(reportRuns)
            .set({ status: 'done', progress: 100, file_key: key, file_size: size, error: null, finished_at: sql`now()` })
            .where(eq(reportRuns.id, id))
            .returning({ id: reportRuns.id });
          if (done.length === 0) return { skipped: true };
          await files.claim(tx);
          return { report_id: id, file_size: size };
        });
      });
    } catch (error) {
      const last = job.attempts >= job.max_attempts;
      await db
        .update(reportRuns)
        .set(last ? { status: 'failed', error: failureReason(error), finished_at: sql`now()` } : { status: 'queued', progress: 0, error: failureReason(error) })
        .where(eq(reportRuns.id, id));
      throw error;
    }
  };
}
