/**
 * Polls the queue and runs one job at a time. stop() lets the running job finish first, so a
 * shutdown never abandons work half-way (an abandoned one would be retried after the lock time-out).
 */
import { RepeatedWarnings } from '../logging/repeated-warnings.ts';
import type { JobQueue } from './job-queue.ts';

interface WorkerLog {
  info(details: Record<string, unknown>, message: string): void;
  warn(details: Record<string, unknown>, message: string): void;
}

export interface JobWorkerOptions {
  pollIntervalMs?: number;
  log?: WorkerLog;
}

export class JobWorker {
  private running: Promise<void> | undefined;
  private stopping = false;
  private wake: (() => void) | undefined;
  private readonly pollIntervalMs: number;
  /** A database outage fails every poll: one warning per interval, with a count. */
  private readonly warnings: RepeatedWarnings | undefined;

  constructor(
    private readonly queue: JobQueue,
    private readonly options: JobWorkerOptions = {},
  ) {
    this.pollIntervalMs = options.pollIntervalMs ?? 1000;
    this.warnings = options.log ? new RepeatedWarnings(options.log) : undefined;
  }

  /** Claims and runs one due job; false when there was none. */
  async runNext(): Promise<boolean> {
    const job = await this.queue.claim();
    if (!job) return false;
    const outcome = await this.queue.run(job);
    this.options.log?.info({ job: { id: job.id, queue: job.queue, attempt: job.attempts, outcome } }, 'job ran');
    return true;
  }

  start(): void {
    if (this.running) return;
    this.stopping = false;
    this.running = this.loop();
  }

  async stop(): Promise<void> {
    this.stopping = true;
    this.wake?.();
    await this.running;
    this.running = undefined;
    this.warnings?.flush();
  }

  private async loop(): Promise<void> {
    while (!this.stopping) {
      let ran = false;
      try {
        ran = await this.runNext();
      } catch (error) {
        // The database may be briefly unreachable; try again at the next poll.
        this.warnings?.warn('job worker could not claim a job', { err: error });
      }
      if (!ran && !this.stopping) await this.pause();
    }
  }

  private pause(): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wake = undefined;
        resolve();
      };
      const timer = setTimeout(done, this.pollIntervalMs);
      this.wake = done;
    });
  }
}
