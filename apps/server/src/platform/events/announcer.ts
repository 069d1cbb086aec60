/**
 * An in-process announcement: whatever keeps state in memory subscribes, and the code that changed
 * the state's source announces, so the change is seen in this process before its answer is sent.
 * Other instances learn of it from a database notification (the users of this, e.g.
 * platform/auth/session-changes.ts and modules/cards/card-key-watch.ts).
 */
type Listener = () => void;

export interface Announcer {
  /** Calls `listener` on every announcement; returns the unsubscribe. */
  subscribe(listener: Listener): () => void;
  announce(): void;
}

export function createAnnouncer(): Announcer {
  const listeners = new Set<Listener>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    announce() {
      for (const listener of listeners) listener();
    },
  };
}
