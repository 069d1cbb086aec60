/**
 * No escalation: a staff member who manages roles and users can only hand on rights they hold
 * themselves. Without this, anyone with User Management update could give their own role every
 * flag, or give themselves the Super Admin role. A super admin passes (they hold everything).
 * Only rights that are being newly granted are checked, so editing the description of a role
 * that already holds more than the editor does stays possible.
 */
import { ACTIONS, flagsFor, type PermissionMap } from '@passdesk/contract/access/permissions';
import { actorMay } from '../../platform/auth/access.ts';
import type { AdminActor } from '../../platform/auth/actor.ts';
import { forbidden } from '../../platform/http/errors.ts';

export const escalationMessage = (action: string, permission: string) =>
  `You cannot grant ${action} on ${permission}: you do not hold that right yourself`;

/** Refuses when `after` grants a flag that `before` did not and the actor does not hold. */
export function assertGrantable(actor: AdminActor, after: PermissionMap, before: PermissionMap = {}): void {
  if (actor.userType === 'super_admin') return;
  for (const [permission, flags] of Object.entries(after)) {
    const previously = flagsFor(before, permission);
    for (const action of ACTIONS) {
      if (flags[action] && !previously[action] && !actorMay(actor, permission, action)) {
        throw forbidden(escalationMessage(action, permission));
      }
    }
  }
}
