/** The signed-in user as `GET /me` returns it (spec section 3), and what the panel keeps of it. */
import type { PermissionMap } from '@passdesk/contract/access/permissions';

export interface SessionRole {
  id: number;
  name: string;
  permissions: PermissionMap;
}

export interface SessionUser {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  mobile: string | null;
  profile_image: string | null;
  user_type: 'super_admin' | 'admin' | 'staff';
  role: string | null;
  roles: SessionRole[];
  role_permission: string[];
}

export type SessionStatus = 'loading' | 'guest' | 'signed-in';

export interface Session {
  status: SessionStatus;
  user: SessionUser | null;
  /** Names of every permission that exists (GET permissions → data.permissions), for the menu filter. */
  permissionNames: string[];
  /** Signs in and stores token, permissions and user; resolves to the path to go to next. */
  login(email: string, password: string, redirect?: string | null): Promise<string>;
  /** Clears user, token, stored user data and permissions, then goes to /login. */
  logout(): void;
  /** Fetches `me` again (after a profile edit). */
  refresh(): Promise<void>;
}
