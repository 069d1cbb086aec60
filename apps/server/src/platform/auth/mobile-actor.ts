/**
 * The inspector behind a mobile app request. The platform knows the shape; the mobile-users
 * module, which owns inspectors, loads it (modules/mobile-users/mobile-actor-loader.ts) and app.ts
 * hands that loader to the access hook.
 */
import type { Limit } from '../rate-limit/rate-limit.ts';

export interface MobileActor {
  type: 'mobile';
  userId: number;
  sessionId: string;
  name: string;
  employeeCode: string;
  centerId: number | null;
  lastSeenAt: Date | null;
}

export interface CountedKey {
  key: string;
  limit: Limit;
}

export interface MobileActorResult {
  actor: MobileActor | undefined;
  /** The first counted key whose window now holds more than its limit, with the window's end. */
  exceeded: { limit: Limit; endsAt: Date } | undefined;
}

/**
 * Counts the request against the given keys' limits before anything else and finds the session's
 * inspector, so that a revoked session or a deactivated inspector is refused on the very next
 * request; at most one statement (mobile-users/mobile-actor-loader.ts).
 */
export interface InspectorLoader {
  load(sessionId: string, userId: number, counted: readonly CountedKey[], now?: Date): Promise<MobileActorResult>;
  /** Marks the inspector as seen (at most once a minute). */
  touch(actor: MobileActor, now?: Date): Promise<void>;
  /** Stops listening for session changes (the app closes). */
  close(): Promise<void>;
}
