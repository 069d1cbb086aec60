/**
 * Sessions revoked, and admins' rights changed, in this process, announced to whatever keeps
 * signed-in state in memory (the session caches, platform/auth/session-cache.ts). Other instances
 * learn of a change from the database's notification (channel `passdesk_sessions`, sent by a
 * trigger when the transaction commits); this announcement makes it immediate in the process that
 * made it, before the answer to the changing request is sent.
 */
import { createAnnouncer } from '../events/announcer.ts';

export const sessionChanges = createAnnouncer();

/** The database notification channel that triggers on sessions, mobile_users and the admin access tables write to (migrations 0013, 0014). */
export const SESSION_CHANGES_CHANNEL = 'passdesk_sessions';
