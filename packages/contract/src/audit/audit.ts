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
