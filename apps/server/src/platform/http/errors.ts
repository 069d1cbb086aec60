/**
 * Errors a handler throws on purpose. The error handler turns them into the API's envelope:
 * `{ message, errors? }` with the status they carry.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, errors?: Record<string, string>) => new HttpError(400, message, errors);
export const unauthorized = (message = 'Authentication required') => new HttpError(401, message);
export const forbidden = (message = 'You do not have permission to do this') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
/** A conflict, optionally naming the field at fault (duplicate code, number, email...). */
export const conflict = (message: string, field?: string) =>
  new HttpError(409, message, field ? { [field]: message } : undefined);
export const payloadTooLarge = (message: string) => new HttpError(413, message);
export const unsupportedMediaType = (message: string) => new HttpError(415, message);
export const unprocessable = (message: string, errors?: Record<string, string>) => new HttpError(422, message, errors);
export const tooManyRequests = (retryAfterSeconds: number, message?: string) =>
  new HttpError(
    429,
    message ?? `Too many attempts. Try again in ${formatWait(retryAfterSeconds)}.`,
    undefined,
    { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
  );
export const serviceUnavailable = (message = 'The service is busy. Please try again in a moment.') =>
  new HttpError(503, message, undefined, { 'retry-after': '2' });

export function formatWait(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return `${whole} second${whole === 1 ? '' : 's'}`;
  const minutes = Math.ceil(whole / 60);
  if (minutes <= 90) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.ceil(minutes / 60);
  return `${hours} hours`;
}

/** The PostgreSQL error code of an error, looking through wrappers (Drizzle wraps driver errors). */
export function pgErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The constraint a PostgreSQL error names, looking through wrappers. */
export function pgConstraint(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth += 1) {
    const constraint = (current as { constraint?: unknown }).constraint;
    if (typeof constraint === 'string') return constraint;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

const UNAVAILABLE_CODES = new Set(['57014', '57P01', '57P02', '57P03', '53300', '08000', '08001', '08003', '08004', '08006']);
/**
 * pg's words: a pooled connection not free in time, a new one not opened in time ('timeout
 * expired'), a cut one, and a statement on a client whose connection was lost while it was held.
 */
const UNAVAILABLE_MESSAGES = [
  /timeout exceeded when trying to connect/i,
  /^timeout expired$/,
  /ECONNREFUSED/,
  /ECONNRESET/,
  /Connection terminated/i,
  /ENOTFOUND/,
  /^Client has encountered a connection error and is not queryable$/,
  /^Client was closed and is not queryable$/,
];
/** Socket errors of a connection that is refused, reset or cut (the database server stopped or the network failed). */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/** Whether an error means the database cannot serve right now (dry pool, time-out, restart). */
export function isDatabaseUnavailable(error: unknown): boolean {
  const code = pgErrorCode(error);
  if (code && UNAVAILABLE_CODES.has(code)) return true;
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth += 1) {
    const { message, code: nodeCode } = current as { message?: unknown; code?: unknown };
    if (typeof nodeCode === 'string' && NETWORK_CODES.has(nodeCode)) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
