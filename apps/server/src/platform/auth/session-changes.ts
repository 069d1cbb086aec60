/**
 * Sessions revoked in this process, announced to whatever keeps signed-in state in memory (the
 * inspector session cache, modules/mobile-users/inspector-sessions.ts). Other instances learn of a
 * revocation from the database's notification (channel `passdesk_sessions`, sent by a trigger when
 * the transaction commits); this announcement makes it immediate in the process that made it,
 * before the answer to the revoking request is sent.
 */
type Listener = () => void;

const listeners = new Set<Listener>();

export const sessionChanges = {
  /** Calls `listener` on every announcement; returns the unsubscribe. */
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  announce(): void {
    for (const listener of listeners) listener();
  },
};

/** The database notification channel that a trigger on sessions and mobile_users writes to (migration 0013). */
export const SESSION_CHANGES_CHANNEL = 'passdesk_sessions';
