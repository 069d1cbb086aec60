/**
 * Writes the append-only audit log: who did what to which record, from where. Personal data in
 * the recorded changes is masked; secrets are never written.
 */
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../database/database.ts';
import { auditEvents } from '../database/schema.ts';

const SECRET_KEYS = /password|token|otp|secret/i;
const PERSONAL_KEYS = /^(email|mobile|phone|address|date_of_birth|id_proof.*|guardian_name|pincode)$/i;

/** Keeps the first and last character visible: "9876543210" -> "9********0". */
export function maskValue(value: unknown): unknown {
  if (value === null || value === undefined) return value;
  const text = String(value);
  if (text.length <= 2) return '*'.repeat(text.length);
  return `${text[0]}${'*'.repeat(text.length - 2)}${text[text.length - 1]}`;
}

export function maskChanges(changes: Record<string, unknown>): Record<string, unknown> {
  const masked: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(changes)) {
    if (SECRET_KEYS.test(key)) masked[key] = '[redacted]';
    else if (PERSONAL_KEYS.test(key)) masked[key] = maskValue(value);
    else masked[key] = value;
  }
  return masked;
}

export interface AuditEntry {
  action: string;
  entity: string;
  entityId?: string | number | null;
  changes?: Record<string, unknown>;
}

/** Records an event for the signed-in admin (or the public) of a request, inside the caller's transaction. */
export async function audit(tx: DbOrTx, request: FastifyRequest, entry: AuditEntry): Promise<void> {
  await tx.insert(auditEvents).values({
    actor_type: request.admin ? 'admin' : 'public',
    actor_id: request.admin?.userId ?? null,
    action: entry.action,
    entity: entry.entity,
    entity_id: entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
    changes: entry.changes ? maskChanges(entry.changes) : null,
    ip: request.ip,
    request_id: String(request.id),
  });
}
