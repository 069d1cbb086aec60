/** The signed-in user as `GET /me` returns it (docs/api.md "Auth"), and what the panel keeps of it. */
import type { SecondStep } from '@passdesk/contract/auth/second-factor';
import type { LoginData, Me } from '@passdesk/contract/auth/session';

export type SessionUser = Me;

export type SessionStatus = 'loading' | 'guest' | 'signed-in';

export interface Session {
  status: SessionStatus;
  /** True once the session was ended here (logout or a 401): guards then go to plain /login, no redirect. */
  ended: boolean;
  user: SessionUser | null;
  /** Names of every permission that exists (GET permissions → data.permissions), for the menu filter. */
  permissionNames: string[];
  /**
   * Signs in and stores token, permissions and user (GuestOnly then leaves the login page for the
   * redirect target or home); for an account with a second factor, answers the second step instead.
   */
  login(email: string, password: string): Promise<SecondStep | undefined>;
  /** Stores a finished sign-in's token, permissions and user (after the second step). */
  completeSignIn(data: LoginData): Promise<void>;
  /** Clears user, token, stored user data and permissions, then goes to /login. */
  logout(): void;
  /** Fetches `me` again (after a profile edit). */
  refresh(): Promise<void>;
}
