/**
 * Hits taken from a shared counter (auth_rate_limits) in advance, for limits that every request of
 * a busy caller counts (the inspector API: per inspector and per IP). Counting each request on the
 * counter's one row makes concurrent requests queue on that row's lock, one commit after another;
 * instead a process adds several hits at once and spends them itself.
 *
 * What stays true (docs/api.md, "Limits"): a hit is on the shared counter *before* the request it
 * pays for runs, so however many instances share the counter, no window ever serves more than its
 * limit. The price is that hits reserved and not spent before the window ends were counted anyway:
 * the reservation is a sixteenth of what the window has left (at most 64), so it shrinks to one hit
 * — plain per-request counting — as the window fills, and another instance can be refused at most
 * that early.
 */
import type { Limit } from './rate-limit.ts';

/** A share of the window's remaining hits, taken at once. */
const SHARE = 16;
const MAX_RESERVATION = 64;

interface Held {
  /** The window's end (ms since the epoch). */
  endsAt: number;
  /** Hits reserved on the counter and not spent yet. */
  left: number;
  /** The counter's hits after this process's last reservation. */
  hits: number;
}

export class Allowances {
  private readonly held = new Map<string, Held>();
  /** Reservations on their way to the counter: requests that find nothing left wait for them. */
  private readonly reserving = new Map<string, Promise<void>>();

  /**
   * Spends one hit reserved earlier, waiting for a reservation already on its way rather than
   * sending another (parallel requests would otherwise all queue on the counter's row): true when
   * one was spent, false when the caller must reserve (`reserve`).
   */
  async takeOrWait(key: string, now: Date): Promise<boolean> {
    for (;;) {
      if (this.take(key, now)) return true;
      const pending = this.reserving.get(key);
      if (!pending) return false;
      await pending;
    }
  }

  /** Marks a reservation of `key` as on its way until the returned function is called. */
  reserve(key: string): () => void {
    let done = () => undefined as void;
    const pending = new Promise<void>((resolve) => {
      done = resolve;
    });
    this.reserving.set(key, pending);
    return () => {
      if (this.reserving.get(key) === pending) this.reserving.delete(key);
      done();
    };
  }

  /** Spends one hit reserved earlier in the key's current window: true when there was one. */
  take(key: string, now: Date): boolean {
    const held = this.held.get(key);
    if (!held || held.endsAt <= now.getTime() || held.left < 1) return false;
    held.left -= 1;
    return true;
  }

  /** How many hits the next reservation on `key` adds to its counter (1 near the limit). */
  reservation(key: string, limit: Limit, now: Date): number {
    const held = this.held.get(key);
    const counted = held && held.endsAt > now.getTime() ? held.hits : 0;
    return Math.max(1, Math.min(MAX_RESERVATION, Math.floor((limit.max - counted) / SHARE)));
  }

  /**
   * After a reservation of `reserved` hits brought the counter to `hits` (window ending at
   * `endsAt`): keeps the hits this request did not spend, and says whether the request may run.
   */
  settle(key: string, limit: Limit, reserved: number, hits: number, endsAt: Date): boolean {
    const granted = Math.max(0, Math.min(reserved, limit.max - (hits - reserved)));
    const held = this.held.get(key);
    // Requests that found nothing left at the same moment each reserved: in one window, their hits add up.
    if (held && held.endsAt === endsAt.getTime()) {
      held.left += Math.max(0, granted - 1);
      held.hits = Math.max(held.hits, hits);
    } else {
      this.held.set(key, { endsAt: endsAt.getTime(), left: Math.max(0, granted - 1), hits });
    }
    if (this.held.size > 10_000) this.forgetEnded(Date.now());
    return granted >= 1;
  }

  private forgetEnded(now: number): void {
    for (const [key, held] of this.held) if (held.endsAt <= now) this.held.delete(key);
  }
}
