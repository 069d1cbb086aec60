/**
 * An audit event's recorded changes as rows of field, before and after, without zod: the audit
 * trail's list shows the changed fields in every row, and its first screen loads no schema
 * (docs/architecture.md "First load", step 9).
 */

/** One changed field of an update, or one field of a create or delete, for the details view. */
export interface AuditFieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The recorded changes as rows of field, before and after: `{ before, after }` (an update, a status
 * change) pairs field by field, other keys beside them (a reason) follow as values; any other shape
 * (a create's fields, a delete's name) lists its fields as values.
 */
export function auditFieldChanges(changes: Record<string, unknown> | null): AuditFieldChange[] {
  if (!changes) return [];
  const { before, after } = changes;
  if (isRecord(before) || isRecord(after)) {
    const was = isRecord(before) ? before : {};
    const now = isRecord(after) ? after : {};
    const fields = [...new Set([...Object.keys(was), ...Object.keys(now)])];
    const rows = fields.map((field) => ({ field, before: was[field], after: now[field] }));
    const rest = Object.entries(changes).filter(([key]) => key !== 'before' && key !== 'after');
    return [...rows, ...rest.map(([field, value]) => ({ field, before: undefined, after: value }))];
  }
  return Object.entries(changes).map(([field, value]) => ({ field, before: undefined, after: value }));
}
