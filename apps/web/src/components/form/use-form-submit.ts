/**
 * The submit handler of a form that saves through the API: runs `send` with the parsed values;
 * a refusal from the server lands on the matching fields, anything else on the form itself.
 */
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError } from '../../lib/api.ts';
import { applyServerErrors, SERVER_ERROR } from './server-errors.ts';

export function formSubmit<TIn extends FieldValues, TOut extends FieldValues>(
  form: UseFormReturn<TIn, unknown, TOut>,
  fields: readonly Path<TIn>[],
  send: (values: TOut) => Promise<void>,
) {
  return form.handleSubmit(async (values) => {
    try {
      await send(values);
    } catch (error) {
      // A 401 ends the session; the API client already took the user to /login.
      if (error instanceof ApiError && error.status === 401) return;
      const placed = error instanceof ApiError ? applyServerErrors(error, form.setError, fields) : [];
      if (placed.length === 0) {
        form.setError(SERVER_ERROR, { type: 'server', message: error instanceof Error ? error.message : String(error) });
      }
    }
  });
}
