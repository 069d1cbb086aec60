/**
 * What a log line never carries (docs/api.md "Logs"): passwords, one-time codes, reset tokens and
 * session tokens one level down in anything logged (a body, a payload, an options object), and the
 * authorization and cookie headers. The check walks the line's own fields and their fields and
 * copies only what it censors: a line with nothing to hide (every request's line) is passed on as
 * it is. pino's path-based redaction cloned and re-serialised every field of every line, about 2 %
 * of a busy inspector API's CPU (docs/performance.md "Inspector scans").
 */

export const CENSORED = '[redacted]';

/** Censored in any object logged as a line's field. */
const SECRET_FIELDS: ReadonlySet<string> = new Set(['password', 'old_password', 'new_password', 'confirm_password', 'otp', 'reset_token', 'token']);

/** Censored too in a field named `headers`. */
const SECRET_HEADERS: ReadonlySet<string> = new Set(['authorization', 'cookie']);

const isSecret = (parent: string, field: string): boolean => SECRET_FIELDS.has(field) || (parent === 'headers' && SECRET_HEADERS.has(field));

/** `value` with its secret fields censored, or `value` itself when it has none. */
export function censorSecretFields<T extends object>(value: T, parent = ''): T {
  const secrets = Object.keys(value).filter((field) => isSecret(parent, field));
  if (secrets.length === 0) return value;
  return { ...value, ...Object.fromEntries(secrets.map((field) => [field, CENSORED])) };
}

/**
 * The line's fields with their secrets censored. `serialized` names the fields whose serializers
 * build what is written (the request, the answer, the error): they censor their own output.
 */
export function redactSecrets(line: Record<string, unknown>, serialized: ReadonlySet<string>): Record<string, unknown> {
  let redacted: Record<string, unknown> | undefined;
  for (const key of Object.keys(line)) {
    const value = line[key];
    if (value === null || typeof value !== 'object' || Array.isArray(value) || serialized.has(key)) continue;
    const censored = censorSecretFields(value, key);
    if (censored === value) continue;
    redacted ??= { ...line };
    redacted[key] = censored;
  }
  return redacted ?? line;
}
