/** Logger options: JSON lines in production, readable in a terminal; secrets never written. */
import type { FastifyServerOptions } from 'fastify';

export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  '*.password',
  '*.old_password',
  '*.new_password',
  '*.confirm_password',
  '*.otp',
  '*.reset_token',
  '*.token',
  'body.password',
  'body.old_password',
  'body.new_password',
  'body.otp',
  'body.reset_token',
];

export interface LoggerSettings {
  level: string;
  pretty: boolean;
  /** A destination stream (tests capture log lines through it). */
  stream?: NodeJS.WritableStream;
}

export function loggerOptions(settings: LoggerSettings): FastifyServerOptions['logger'] {
  const base = {
    level: settings.level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: {
      req(request: { method: string; url: string; ip?: string; headers: Record<string, unknown> }) {
        return {
          method: request.method,
          url: request.url,
          ip: request.ip,
          headers: { 'user-agent': request.headers['user-agent'], authorization: request.headers.authorization },
        };
      },
    },
  };
  if (settings.stream) return { ...base, stream: settings.stream };
  if (settings.pretty) {
    return { ...base, transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } };
  }
  return base;
}
