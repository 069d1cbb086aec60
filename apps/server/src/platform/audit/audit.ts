/**
 * Writes the append-only audit log: who did what to which record, from where. Personal data in
 * the recorded changes is masked; secrets are never written.
 */
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../database/database.ts';
import { auditEvents } from './audit.schema.ts';
import { insertManyRows } from '../database/copy-rows.ts';

const SECRET_KEYS = /password|token|otp|secret/i;
const PERSONAL_KEYS = /^(email|mobile|phone|address|date_of_birth|id_proof.*|guardian_name|pincode)$/i;

const SURROGATE = /[\uD800-\uDFFF]/;

/** Keeps the first and last character visible: "9876543210" -> "9********0". */
function maskValue(value: unknown): unknown {
  if (value === null || value === undefined) return value;
  const text = String(value);
  // Text of single code units (nearly all) is cut as it is, without an array of its characters.
  if (!SURROGATE.test(text)) return text.length <= 2 ? '*'.repeat(text.length) : `${text[0]}${'*'.repeat(text.length - 2)}${text[text.length - 1]}`;
  // By code point: cutting a surrogate pair in half would leave text that JSON cannot store.
  const chars = [...text];
  if (chars.length <= 2) return '*'.repeat(chars.length);
  return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars[chars.length - 1]}`;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);

type KeyKind = 'secret' | 'personal' | 'other';
/**
 * Each key's kind, matched once: the field names are few, while a first start's demo data masks
 * thousands of audit entries (docs/performance.md "Start-up").
 */
const keyKinds = new Map<string, KeyKind>();
function kindOf(key: string): KeyKind {
  let kind = keyKinds.get(key);
  if (kind === undefined) {
    kind = SECRET_KEYS.test(key) ? 'secret' : PERSONAL_KEYS.test(key) ? 'personal' : 'other';
    // Bounded: a key seen in an unusual body is matched each time instead of kept.
    if (keyKinds.size < 1000) keyKinds.set(key, kind);
  }
  return kind;
}

/** Masks personal values and redacts secrets at any depth (an update's `before` and `after` too). */
export function maskChanges(changes: Record<string, unknown>): Record<string, unknown> {
  const masked: Record<string, unknown> = {};
  for (const key in changes) {
    if (!Object.hasOwn(changes, key)) continue;
    const value = changes[key];
    const kind = kindOf(key);
    if (kind === 'secret') masked[key] = '[redacted]';
    else if (kind === 'personal') masked[key] = maskValue(value);
    else if (isPlainObject(value)) masked[key] = maskChanges(value);
    else masked[key] = value;
  }
  return masked;
}

type Values = Record<string, unknown>;

/**
 * The one format of an update's audit changes: `{ before, after }` holding only the fields of
 * `after` whose value changed (compared as JSON; row timestamps left out).
 */
export function changedFields(before: Values | undefined, after: Values): { before: Values; after: Values } {
  const changes = { before: {} as Values, after: {} as Values };
  for (const [key, value] of Object.entries(after)) {
    if (key === 'updated_at' || key === 'created_at') continue;
    if (JSON.stringify(before?.[key]) !== JSON.stringify(value)) {
      changes.before[key] = before?.[key];
      changes.after[key] = value;
    }
  }
  return changes;
}

export interface AuditEntry {
  action: string;
  entity: string;
  entityId?: string | number | null;
  changes?: Record<string, unknown>;
}

/** Kept as sent, cut to the column's 300 characters (by code point); none: null. */
export function userAgentOf(request: FastifyRequest): string | null {
  const sent = request.headers['user-agent'];
  return sent ? [...sent].slice(0, 300).join('') : null;
}

/** Records an event for the signed-in admin, inspector (or the public) of a request, inside the caller's transaction. */
export async function audit(tx: DbOrTx, request: FastifyRequest, entry: AuditEntry): Promise<void> {
  await tx.insert(auditEvents).values({
    actor_type: request.admin ? 'admin' : request.inspector ? 'mobile' : 'public',
    actor_id: request.admin?.userId ?? request.inspector?.userId ?? null,
    action: entry.action,
    entity: entry.entity,
    entity_id: entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
    changes: entry.changes ? maskChanges(entry.changes) : null,
    ip: request.ip,
    user_agent: userAgentOf(request),
    request_id: String(request.id),
  });
}

/**
 * Records an event of the command line (`npm run passdesk`), inside the caller's transaction: the
 * actor is the command line, and `runBy` (the operating-system user and host that ran it) is kept
 * with the changes, since no staff account stands behind it.
 */
export async function auditCommandLine(tx: DbOrTx, runBy: string, entry: AuditEntry): Promise<void> {
  await tx.insert(auditEvents).values({
    actor_type: 'cli',
    actor_id: null,
    action: entry.action,
    entity: entry.entity,
    entity_id: entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
    changes: maskChanges({ ...entry.changes, run_by: runBy }),
    user_agent: 'passdesk command line',
  });
}

/** Records an event of the server itself (a daily job, a limit it enforced), with no request behind it. */
export async function auditSystem(tx: DbOrTx, entry: AuditEntry): Promise<void> {
  await tx.insert(auditEvents).values({
    actor_type: 'system',
    actor_id: null,
    action: entry.action,
    entity: entry.entity,
    entity_id: entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
    changes: entry.changes ? maskChanges(entry.changes) : null,
  });
}

/** An event of demo data: the same format as a live one, with its own time and actor and no request. */
export interface SeededAuditEntry extends AuditEntry {
  actorId: number | null;
  at: Date;
}

/** Writes demo data's audit events in batches (masked like every other), so demo records show a history. */
export async function seedAuditEvents(tx: DbOrTx, entries: readonly SeededAuditEntry[]): Promise<void> {
  const rows = entries.map((entry) => ({
    occurred_at: entry.at,
    actor_type: entry.actorId === null ? ('system' as const) : ('admin' as const),
    actor_id: entry.actorId,
    action: entry.action,
    entity: entry.entity,
    entity_id: entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
    changes: entry.changes ? maskChanges(entry.changes) : null,
  }));
  // One statement for all of them (copy-rows.ts): thousands of demo events on a first start.
  await insertManyRows(tx, auditEvents, rows);
}
