/**
 * Record ids: PostgreSQL `integer` (int4) columns, so 1 … 2,147,483,647. Every id the API reads —
 * a path parameter, a filter, a field of a body — goes through one of these, so an id past the
 * column's range is a 400 naming the field, never a database error (docs/api.md, "Bad input").
 */
import { z } from 'zod';

export const MAX_ID = 2_147_483_647;

/** An id in a JSON body (a number). */
export const idSchema = (field: string) =>
  z.number({ error: `${field} must be an id` }).int(`${field} must be an id`).min(1, `${field} must be an id`).max(MAX_ID, `${field} is not a valid id`);

/** An id in a path or query string (text made a number). */
export const idParamSchema = (field: string) =>
  z.coerce.number({ error: `${field}: must be a number` }).int(`${field}: must be a whole number`).min(1, `${field}: must be positive`).max(MAX_ID, `${field}: is too large`);
