/**
 * A job queue on the `jobs` table. Any number of instances (processes or servers) may share one
 * database: a job is claimed with `FOR UPDATE SKIP LOCKED`, so exactly one of them runs it.
 * A job that throws is retried with a growing delay, then ends `failed` with its last error kept.
 */
import os from 'node:os';
import crypto from 'node:crypto';
import { and, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../database/database.ts';
import { jobs } from './jobs.schema.ts';

export type Job = typeof jobs.$inferSelect;
type JobResult = Record<string, unknown> | void;
export type JobHandler = (payload: Record<string, unknown>, job: Job) => Promise<JobResult>;

export interface EnqueueOptions {
  /** Attempts before the job ends `failed` (default 3). */
  maxAttempts?: number;
  /** Not before this moment (default now). */
  runAt?: Date;
  /** The caller's transaction: the job exists only if that transaction commits. */
  tx?: DbOrTx;
}

export interface JobQueueOptions {
  /** Names this instance in `locked_by` (default host:pid:random). */
  workerId?: string;
  /** Delay before retry n (1-based); default 10 s, 40 s, 160 s... capped at one hour. */
  retryDelayMs?: (attempt: number) => number;
  /** A `running` job untouched this long is presumed orphaned by a crashed worker and run again. */
  lockTimeoutMs?: number;
}

const JOB_NAME_MAX = 60;

export function defaultRetryDelayMs(attempt: number): number {
  return Math.min(10_000 * 4 ** Math.max(0, attempt - 1), 60 * 60 * 1000);
}

function errorText(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.slice(0, 4000);
}

export class JobQueue {
  readonly workerId: string;
  private readonly handlers = new Map<string, JobHandler>();
  private readonly retryDelayMs: (attempt: number) => number;
  private readonly lockTimeoutMs: number;

  constructor(
    private readonly db: Db,
    options: JobQueueOptions = {},
  ) {
    this.workerId = options.workerId ?? `${os.hostname()}:${process.pid}:${crypto.randomBytes(3).toString('hex')}`;
    this.retryDelayMs = options.retryDelayMs ?? defaultRetryDelayMs;
    this.lockTimeoutMs = options.lockTimeoutMs ?? 15 * 60 * 1000;
  }

  /** Feature modules register what a queue's jobs do (e.g. 'reports.generate'). */
  register(name: string, handler: JobHandler): void {
    if (name.length === 0 || name.length > JOB_NAME_MAX) throw new Error(`job queue name must be 1-${JOB_NAME_MAX} characters`);
    if (this.handlers.has(name)) throw new Error(`job handler for "${name}" is already registered`);
    this.handlers.set(name, handler);
  }

  get registeredQueues(): string[] {
    return [...this.handlers.keys()];
  }

  async enqueue(name: string, payload: Record<string, unknown> = {}, options: EnqueueOptions = {}): Promise<number> {
    const [row] = await (options.tx ?? this.db)
      .insert(jobs)
      .values({ queue: name, payload, max_attempts: options.maxAttempts ?? 3, ...(options.runAt ? { run_at: options.runAt } : {}) })
      .returning({ id: jobs.id });
    if (!row) throw new Error('enqueue returned no row');
    return row.id;
  }

  async get(id: number): Promise<Job | undefined> {
    const [row] = await this.db.select().from(jobs).where(eq(jobs.id, id)).limit(1);
    return row;
  }

  /** Takes the next due job of the given queues for this instance, or undefined when none is due. */
  async claim(names: readonly string[] = this.registeredQueues): Promise<Job | undefined> {
    if (names.length === 0) return undefined;
    const orphanedBefore = new Date(Date.now() - this.lockTimeoutMs);
    const next = this.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          inArray(jobs.queue, [...names]),
          or(
            and(eq(jobs.status, 'queued'), lte(jobs.run_at, sql`now()`)),
            and(eq(jobs.status, 'running'), lte(jobs.locked_at, orphanedBefore)),
          ),
        ),
      )
      .orderBy(jobs.run_at, jobs.id)
      .limit(1)
      .for('update', { skipLocked: true });
    const [job] = await this.db
      .update(jobs)
      .set({ status: 'running', attempts: sql`${jobs.attempts} + 1`, locked_by: this.workerId, locked_at: sql`now()` })
      .where(inArray(jobs.id, next))
      .returning();
    return job;
  }

  /** Runs a claimed job's handler and records the outcome. */
  async run(job: Job): Promise<Job['status']> {
    const handler = this.handlers.get(job.queue);
    try {
      if (!handler) throw new Error(`no handler registered for job queue "${job.queue}"`);
      const result = await handler(job.payload, job);
      await this.finish(job, { status: 'done', result: result ?? null, finished_at: sql`now()` });
      return 'done';
    } catch (error) {
      const last = job.attempts >= job.max_attempts;
      await this.finish(
        job,
        last
          ? { status: 'failed', last_error: errorText(error), finished_at: sql`now()` }
          : {
              status: 'queued',
              last_error: errorText(error),
              run_at: new Date(Date.now() + this.retryDelayMs(job.attempts)),
              locked_by: null,
              locked_at: null,
            },
      );
      return last ? 'failed' : 'queued';
    }
  }

  private async finish(job: Job, changes: Partial<Record<keyof Job, unknown>>): Promise<void> {
    // Only the holder of the claim may record the outcome (an orphan may have been re-claimed).
    await this.db
      .update(jobs)
      .set(changes as Partial<Job>)
      .where(and(eq(jobs.id, job.id), eq(jobs.status, 'running'), eq(jobs.locked_by, this.workerId)));
  }
}
