/**
 * The audit trail screen's shapes: who did what to which record, when and from where, with the
 * recorded changes (personal data already masked by the server). Super admins only.
 */
import { z } from 'zod';
import { idParamSchema } from '../http/ids.ts';
import { dayFilter, listQuerySchemaFor, textFilter } from '../http/list-query.ts';
import { AUDIT_SORTS } from '../http/list-sorts.ts';

export { AUDIT_SORTS } from '../http/list-sorts.ts';

/** `cli`: the command line on the server (`npm run passdesk`), run by whoever operates it. */
export const AUDIT_ACTOR_TYPES = ['admin', 'mobile', 'public', 'system', 'cli'] as const;
export type AuditActorType = (typeof AUDIT_ACTOR_TYPES)[number];

export const auditEventSchema = z.object({
  id: z.number().int(),
  occurred_at: z.string(),
  actor_type: z.enum(AUDIT_ACTOR_TYPES),
  actor_id: z.number().int().nullable(),
  /** The staff member's or inspector's name (null: the public, the system, or a removed account). */
  actor_name: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  /** As recorded: an update's `{ before, after }`, or the fields of a create or delete; masked. */
  changes: z.record(z.string(), z.unknown()).nullable(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  request_id: z.string().nullable(),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

export const auditListQuerySchema = listQuerySchemaFor({
  sort: AUDIT_SORTS,
  defaultSort: 'occurred_at',
  defaultOrder: 'desc',
  filters: {
    /** A staff member (admin_users.id): events they caused. */
    user_id: idParamSchema('user_id').optional(),
    entity: textFilter('entity', 60),
    action: textFilter('action', 60),
    /** Day from / to, inclusive, in the server's time zone. */
    from: dayFilter('from'),
    to: dayFilter('to'),
  },
});
export type AuditListQuery = z.output<typeof auditListQuerySchema>;

/** The filters' choices: staff members, and the entities and actions the trail holds. */
export const auditOptionsSchema = z.object({
  users: z.array(z.object({ id: z.number().int(), name: z.string() })),
  entities: z.array(z.string()),
  actions: z.array(z.string()),
});
export type AuditOptions = z.infer<typeof auditOptionsSchema>;

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
