/**
 * PUT replaces a record, so its body names every field of the update schema: a field left out is a
 * 400 naming it, never a silent default (a partial PUT used to reactivate a user and clear their
 * roles). The same holds inside the body: every key of an object nested in it (a role's flags per
 * permission: `permissions.Dashboard.delete`), in records and arrays too. To clear a field, send
 * null or '' as the field allows. The server applies this to every PUT with a JSON body, before the
 * schema (docs/api.md "Conventions").
 */
import { z } from 'zod';

export const MISSING_FIELD_MESSAGE = 'is required: PUT replaces the whole record, so send every field';

/** The fields of `fields` that `body` leaves out (a body that is not an object leaves none out: its schema refuses it). */
export function missingFields(fields: readonly string[], body: unknown): string[] {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return [];
  return fields.filter((field) => !Object.hasOwn(body, field));
}

/** The shape under defaults, optionals, nullables and pipes (a preprocess reads its target schema). */
function shapeOf(schema: z.core.$ZodType): z.core.$ZodType {
  let current = schema;
  for (;;) {
    if (current instanceof z.ZodDefault || current instanceof z.ZodPrefault || current instanceof z.ZodOptional || current instanceof z.ZodNullable) {
      current = current.unwrap();
    } else if (current instanceof z.ZodPipe) {
      current = current.in instanceof z.ZodTransform ? current.out : current.in;
    } else {
      return current;
    }
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const join = (path: string, key: string) => (path ? `${path}.${key}` : key);

/**
 * Every field `body` leaves out, at any depth, as a dotted path: each key of an object schema, and
 * of the objects in its records' values and arrays' items. Values of the wrong type are left to the
 * schema.
 */
export function missingFieldPaths(schema: z.core.$ZodType, body: unknown, path = ''): string[] {
  const shape = shapeOf(schema);
  if (shape instanceof z.ZodObject && isRecord(body)) {
    return Object.entries(shape.shape).flatMap(([key, field]) =>
      Object.hasOwn(body, key) ? missingFieldPaths(field, body[key], join(path, key)) : [join(path, key)],
    );
  }
  if (shape instanceof z.ZodRecord && isRecord(body)) {
    return Object.entries(body).flatMap(([key, value]) => missingFieldPaths(shape.valueType, value, join(path, key)));
  }
  if (shape instanceof z.ZodArray && Array.isArray(body)) {
    return body.flatMap((item, index) => missingFieldPaths(shape.element, item, join(path, String(index))));
  }
  return [];
}
