/**
 * Who is making a request. The platform knows the shape; the access module, which owns users and
 * roles, loads it (modules/access/actor-loader.ts) and the composition root (app.ts) hands that
 * loader to the access hook.
 */
import type { PermissionMap } from '@passdesk/contract/access/permissions';

export interface ActorRole {
  id: number;
  name: string;
  permissions: PermissionMap;
}

export interface AdminActor {
  type: 'admin';
  userId: number;
  sessionId: string;
  userType: 'super_admin' | 'admin' | 'staff';
  email: string;
  roles: ActorRole[];
  /** A password an operator generated is still in use: only the signed-in routes (Change Password) open. */
  mustChangePassword: boolean;
  /** Signed in with the password alone while a role requires a second factor: only enrolment opens (access.ts). */
  mustEnrolSecondFactor: boolean;
}

/** The admin user behind a live session, or undefined when the session or the user is not valid. */
export type AdminActorLoader = (sessionId: string, userId: number) => Promise<AdminActor | undefined>;
