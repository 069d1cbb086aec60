/**
 * PUT replaces a record, so its body names every field of the update schema: a field left out is a
 * 400 naming it, never a silent default (a partial PUT used to reactivate a user and clear their
 * roles). To clear a field, send null or '' as the field allows. The server applies this to every
 * PUT with a JSON body, before the schema (docs/api.md "Conventions").
 */
export const MISSING_FIELD_MESSAGE = 'is required: PUT replaces the whole record, so send every field';

/** The fields of `fields` that `body` leaves out (a body that is not an object leaves none out: its schema refuses it). */
export function missingFields(fields: readonly string[], body: unknown): string[] {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return [];
  return fields.filter((field) => !Object.hasOwn(body, field));
}
