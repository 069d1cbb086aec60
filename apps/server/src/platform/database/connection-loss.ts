/**
 * Telling a connection PostgreSQL lost (a restart, an administrator's pg_terminate_backend, a reset
 * network) from every other failure, and opening again after one while the server starts
 * (docs/operations.md, "When PostgreSQL or S3 goes away").
 */

/** SQLSTATEs of a server that ended or is not yet accepting the session (class 08, and 57P01–57P03). */
const LOST_CODES = /^(08|57P0[123])/;
const LOST_MESSAGES = /not queryable|Connection terminated unexpectedly|terminating connection|ECONNRESET|EPIPE|the database system is (starting up|shutting down)/i;

/** True for an error of a connection that was open and was lost, or of a server still starting. */
export function isConnectionLoss(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth += 1) {
    const code = (current as Error & { code?: unknown }).code;
    if (typeof code === 'string' && LOST_CODES.test(code)) return true;
    if (LOST_MESSAGES.test(current.message)) return true;
  }
  return false;
}

export interface OpenAgainOptions {
  /** How long, from the first attempt, a lost connection is met with another attempt. */
  withinMs: number;
  /** Pause between attempts. */
  pauseMs: number;
  /** Told of each lost attempt before the pause. */
  onLoss(error: unknown, attempt: number): void;
}

/**
 * Runs `open` until it succeeds; a connection lost on the way is met with another attempt while
 * `withinMs` lasts (`open` must leave nothing behind when it fails: openRuntime closes what it
 * opened). Any other error, or a loss after the window, is thrown as it came.
 */
export async function openAgainAfterLoss<T>(open: () => Promise<T>, options: OpenAgainOptions): Promise<T> {
  const until = Date.now() + options.withinMs;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await open();
    } catch (error) {
      if (!isConnectionLoss(error) || Date.now() + options.pauseMs > until) throw error;
      options.onLoss(error, attempt);
      await new Promise((resolve) => setTimeout(resolve, options.pauseMs));
    }
  }
}
