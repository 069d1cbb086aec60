/**
 * The append-only audit log (docs/domain.md "People and access"). Nothing in the app updates or deletes it,
 * and the database refuses it too: a trigger (migration 0011) raises on UPDATE, DELETE and TRUNCATE.
 */
import { AUDIT_ACTOR_TYPES } from '@passdesk/contract/audit/audit';
import { bigint, index, integer, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    occurred_at: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    actor_type: varchar('actor_type', { length: 10, enum: AUDIT_ACTOR_TYPES }).notNull(),
    actor_id: integer('actor_id'),
    action: varchar('action', { length: 60 }).notNull(),
    entity: varchar('entity', { length: 60 }).notNull(),
    entity_id: varchar('entity_id', { length: 60 }),
    changes: jsonb('changes').$type<Record<string, unknown>>(),
    ip: varchar('ip', { length: 64 }),
    /** The request's User-Agent, cut to 300 characters (null for demo data and rows before it was kept). */
    user_agent: varchar('user_agent', { length: 300 }),
    request_id: varchar('request_id', { length: 64 }),
  },
  (t) => [
    index('audit_events_entity_idx').on(t.entity, t.entity_id),
    index('audit_events_occurred_idx').on(t.occurred_at),
    index('audit_events_actor_idx').on(t.actor_id, t.occurred_at),
  ],
);
