/** Logger options: JSON lines in production, readable in a terminal; secrets never written. */
import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { destination, stdSerializers } from 'pino';
import { CENSORED, censorSecretFields, redactSecrets } from './redact-secrets.ts';

/**
 * A failed query's error (drizzle's DrizzleQueryError) carries the statement's parameters — password
 * hashes, emails, session ids — in its message, its stack and a `params` field. The log keeps the
 * statement and drops the values, at every level and in every environment.
 */
const SCRUBS: Array<[RegExp, string]> = [
  [/\nparams: [^\n]*/g, '\nparams: [redacted]'],
  // PostgreSQL echoes the value it refused ("invalid input syntax for type integer: "…"", "Key (email)=(…)").
  [/(invalid input (?:syntax for type [\w ]+|value for enum [\w.]+)): "[^"\n]*"/g, '$1: [redacted]'],
  [/Key \(([^)]*)\)=\([^\n]*?\)( already exists| is not present)/g, 'Key ($1)=([redacted])$2'],
];
const scrub = (text: string) => SCRUBS.reduce((result, [pattern, replacement]) => result.replace(pattern, replacement), text);

type SerializedError = { type: string; message: string; stack: string; [key: string]: unknown };

function serializeError(error: Error): SerializedError {
  const serialized: SerializedError = { ...stdSerializers.err(error) };
  delete serialized.params;
  serialized.message = scrub(serialized.message);
  serialized.stack = scrub(serialized.stack);
  for (const key of ['detail', 'where']) if (typeof serialized[key] === 'string') serialized[key] = scrub(serialized[key]);
  const cause = serialized.cause;
  if (cause && typeof cause === 'object') {
    const scrubbed: Record<string, unknown> = { ...cause, params: undefined };
    for (const key of ['message', 'stack', 'detail', 'where']) if (typeof scrubbed[key] === 'string') scrubbed[key] = scrub(scrubbed[key]);
    serialized.cause = censorSecretFields(scrubbed);
  }
  return censorSecretFields(serialized);
}

/** The line's fields whose serializers below (and Fastify's `res`) build what is written, secrets censored. */
const SERIALIZED_FIELDS: ReadonlySet<string> = new Set(['req', 'res', 'err']);

/** Free-text query values (a search may be someone's email or mobile) are not logged. */
const FREE_TEXT_QUERY = /([?&](?:search|email|mobile|q)=)[^&#]*/gi;
const redactUrl = (url: string): string => url.replace(FREE_TEXT_QUERY, `$1${CENSORED}`);

export interface LoggerSettings {
  level: string;
  pretty: boolean;
  /** A destination stream (tests capture log lines through it). */
  stream?: NodeJS.WritableStream;
}

export function loggerOptions(settings: LoggerSettings): FastifyServerOptions['logger'] {
  const base = {
    level: settings.level,
    formatters: { log: (line: Record<string, unknown>) => redactSecrets(line, SERIALIZED_FIELDS) },
    serializers: {
      err: serializeError,
      req(request: { method: string; url: string; ip?: string; headers: Record<string, unknown> }) {
        return {
          method: request.method,
          url: redactUrl(request.url),
          ip: request.ip,
          headers: { 'user-agent': request.headers['user-agent'], authorization: request.headers.authorization === undefined ? undefined : CENSORED },
        };
      },
    },
  };
  if (settings.stream) return { ...base, stream: settings.stream };
  if (settings.pretty) {
    return { ...base, transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } };
  }
  if (settings.level === 'silent') return base;
  // JSON lines to stdout written off the request path: a line waits only while the previous write is
  // under way, and the lines that queued meanwhile go out in one write (at rest, each line at once).
  // Written one synchronous write a line, the log cost a busy inspector API about a tenth of its CPU
  // (docs/performance.md "Inspector scans"). What is queued is written when the process exits, a
  // crash's own error included; the one write under way then is not waited for (it may land after
  // them, or rarely not at all), and a kill -9 loses the queue (docs/operations.md, "Logs" under production).
  return { ...base, stream: destination({ dest: 1, sync: false }) };
}

/**
 * One log line per request, written when it is answered: the request (method, url, ip, user
 * agent), its status, its time and its `reqId` ("request completed", or "request errored" with the
 * error). Fastify's default writes a second line on arrival ("incoming request"); the pair cost
 * about a twelfth of a busy inspector API's CPU (docs/performance.md "Inspector scans"). A request
 * cut off before its answer still leaves Fastify's own lines (stream closed prematurely, errors).
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    if (error) reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
