/**
 * Warnings that every request repeats while a dependency is down (the database, file storage,
 * the job worker's poll) are written once per cause per interval, with a count: the first at once,
 * with its details; then, at the end of each interval in which it came again, one line saying how
 * often (`repeated`) with the last one's details. A quiet interval ends the run, and the next
 * occurrence is written at once again. Written each time, a 30-second outage under load is
 * megabytes of the same warning and its stack (docs/operations.md, "Logs").
 */

/** What a warning is written through: the request's logger (its line carries the request id) or the app's. */
export interface WarningLog {
  warn(details: Record<string, unknown>, message: string): void;
}

/** Summaries of a cause come at most this often. */
export const REPEATED_WARNING_INTERVAL_MS = 10_000;

interface Run {
  repeated: number;
  last: Record<string, unknown>;
  timer: NodeJS.Timeout;
}

export class RepeatedWarnings {
  private readonly runs = new Map<string, Run>();

  /** `log` writes the summaries. */
  constructor(
    private readonly log: WarningLog,
    private readonly intervalMs = REPEATED_WARNING_INTERVAL_MS,
  ) {}

  /**
   * Writes the warning `message` (its cause) through `log`, or counts it when the same message was
   * written within the interval.
   */
  warn(message: string, details: Record<string, unknown>, log: WarningLog = this.log): void {
    const run = this.runs.get(message);
    if (run) {
      run.repeated += 1;
      run.last = details;
      return;
    }
    log.warn(details, message);
    this.start(message);
  }

  /** Writes what is counted and forgets every run (the app closes). */
  flush(): void {
    for (const [message, run] of this.runs) {
      clearTimeout(run.timer);
      this.summarise(message, run);
    }
    this.runs.clear();
  }

  private start(message: string): void {
    const timer = setTimeout(() => this.end(message), this.intervalMs);
    // A pending summary never keeps the process alive.
    timer.unref();
    this.runs.set(message, { repeated: 0, last: {}, timer });
  }

  private end(message: string): void {
    const run = this.runs.get(message);
    this.runs.delete(message);
    if (!run || run.repeated === 0) return;
    this.summarise(message, run);
    // Still happening: the next interval is counted too.
    this.start(message);
  }

  private summarise(message: string, run: Run): void {
    if (run.repeated === 0) return;
    const seconds = this.intervalMs / 1000;
    this.log.warn({ ...run.last, repeated: run.repeated, interval_seconds: seconds }, `${message} (${run.repeated} more in ${seconds} s)`);
  }
}
