/**
 * The actors behind recently checked sessions (inspectors in mobile-actor-loader.ts, admins in
 * modules/access/actor-loader.ts), kept for a few seconds so that every request does not read its
 * session, user and rights again. Revocation stays immediate:
 * - every change that can end a session or change what it may do (revoking one; an inspector's or
 *   an admin's status, type or depot; an admin's roles, a role's flags, a permission's name) clears
 *   the cache of every instance: a trigger notifies channel `passdesk_sessions` when the
 *   transaction commits (migrations 0013 and 0014), and the process that made the change clears its
 *   own cache at once (platform/auth/session-changes.ts);
 * - after such an announcement in this process (made inside the changing transaction) nothing is
 *   cached for QUIET_MS, so a read made before that transaction committed is not kept after it;
 * - a read that was in flight when a change came in is not kept either (a generation counter);
 * - while the notification connection is down, nothing is cached at all.
 */
import { SESSION_CHANGES_CHANNEL, sessionChanges } from './session-changes.ts';
import type { Database } from '../database/database.ts';

/** What a cache entry is keyed and checked by. */
export interface SessionActor {
  sessionId: string;
  userId: number;
}

const TTL_MS = 10_000;
const QUIET_MS = 2_000;
const MAX_ENTRIES = 10_000;

interface Entry<A> {
  actor: A;
  userId: number;
  /** The earlier of the session's expiry and the end of the entry's TTL. */
  until: number;
}

export class SessionCache<A extends SessionActor> {
  private readonly entries = new Map<string, Entry<A>>();
  private listening = false;
  private quietUntil = 0;
  /** Bumped by every clear: a read that started before a clear is not cached. */
  private generation = 0;
  private stopListening: (() => Promise<void>) | undefined;
  private readonly unsubscribe: () => void;

  constructor() {
    // Announced inside the revoking transaction, before its commit: cache nothing for a while.
    this.unsubscribe = sessionChanges.subscribe(() => {
      this.clear();
      this.quietUntil = Date.now() + QUIET_MS;
    });
  }

  /** Starts caching once notifications of session changes arrive from the database. */
  async start(database: Database): Promise<void> {
    this.stopListening = await database.listen(SESSION_CHANGES_CHANNEL, {
      // Sent after the commit: reads in flight are not kept (generation), later ones see the change.
      notified: () => this.clear(),
      ready: () => {
        this.clear();
        this.listening = true;
      },
      lost: () => {
        this.listening = false;
        this.clear();
      },
    });
  }

  async stop(): Promise<void> {
    this.unsubscribe();
    this.listening = false;
    this.entries.clear();
    await this.stopListening?.();
  }

  /** The counter to hand back to `remember` for a read starting now. */
  get readGeneration(): number {
    return this.generation;
  }

  recall(sessionId: string, userId: number, now: Date): A | undefined {
    const entry = this.entries.get(sessionId);
    if (!entry) return undefined;
    if (entry.until <= now.getTime() || entry.userId !== userId || !this.listening) {
      this.entries.delete(sessionId);
      return undefined;
    }
    return entry.actor;
  }

  /** Keeps what a read that started at `generation` found, unless a change came in since. */
  remember(actor: A, sessionExpiresAt: Date, generation: number, now: Date): void {
    if (!this.listening || generation !== this.generation || now.getTime() < this.quietUntil) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(actor.sessionId, { actor, userId: actor.userId, until: Math.min(sessionExpiresAt.getTime(), now.getTime() + TTL_MS) });
  }

  private clear(): void {
    this.generation += 1;
    this.entries.clear();
  }
}
