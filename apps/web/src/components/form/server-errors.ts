/**
 * Puts a server's validation answer (400/409/422 with `errors: { field: message }`) onto the
 * form's fields, so "Code already exists" shows under Code. What matches no field becomes the
 * form's own error (`root.server`), shown at the top of the form.
 */
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { ApiError } from '../../lib/api.ts';

export const SERVER_ERROR = 'root.server' as const;

/** Returns the names of the fields that received an error. */
export function applyServerErrors<T extends FieldValues>(error: ApiError, setError: UseFormSetError<T>, fields: readonly Path<T>[]): Path<T>[] {
  const placed: Path<T>[] = [];
  for (const [key, message] of Object.entries(error.errors ?? {})) {
    // "via.2" (an entry of a list) is shown on the list field itself.
    const field = fields.find((name) => name === key || name === key.split('.')[0]);
    if (!field || placed.includes(field)) continue;
    setError(field, { type: 'server', message }, { shouldFocus: placed.length === 0 });
    placed.push(field);
  }
  return placed;
}

/** The message of a field's error, looking into list entries' errors (the first one). */
export function fieldErrorMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const message = (error as { message?: unknown }).message;
  if (typeof message === 'string' && message) return message;
  const root = (error as { root?: { message?: unknown } }).root?.message;
  if (typeof root === 'string' && root) return root;
  if (Array.isArray(error)) {
    for (const entry of error as unknown[]) {
      const inner = fieldErrorMessage(entry);
      if (inner) return inner;
    }
  }
  return undefined;
}
