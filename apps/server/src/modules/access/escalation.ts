/**
 * No escalation: a staff member who manages roles and users can only hand on rights they hold
 * themselves. Without this, anyone with User Management update could give their own role every
 * flag, or give themselves the Super Admin role. A super admin passes (they hold everything).
 * Only rights that are being newly granted are checked, so editing the description of a role
 * that already holds more than the editor does stays possible.
 */
import { ACTIONS, flagsFor, type PermissionMap } from '@passdesk/contract/access/permissions';
import { actorHolds } from '../../platform/auth/access.ts';
import type { ActorRole, AdminActor } from '../../platform/auth/actor.ts';
import { forbidden } from '../../platform/http/errors.ts';

export const escalationMessage = (action: string, permission: string) =>
  `You cannot grant ${action} on ${permission}: you do not hold that right yourself`;

/** Refuses when `after` grants a flag that `before` did not and the actor does not hold. */
export function assertGrantable(actor: AdminActor, after: PermissionMap, before: PermissionMap = {}): void {
  if (actor.userType === 'super_admin') return;
  for (const [permission, flags] of Object.entries(after)) {
    const previously = flagsFor(before, permission);
    for (const action of ACTIONS) {
      if (flags[action] && !previously[action] && !actorHolds(actor, permission, action)) {
        throw forbidden(escalationMessage(action, permission));
      }
    }
  }
}

export const targetOutranksMessage = (action: string, permission: string) =>
  `You cannot change this user: they hold ${action} on ${permission}, which you do not hold yourself`;

/**
 * The same rule applied to the user being changed: editing, deactivating or deleting a user (and
 * so changing their email, which leads to their password) is refused unless every right the
 * target holds is one the actor holds too. Otherwise User Management update would be a way into
 * any stronger account: change its email to one's own, reset the password, sign in.
 */
export function assertTargetWithin(actor: AdminActor, targetRoles: readonly ActorRole[]): void {
  if (actor.userType === 'super_admin') return;
  for (const role of targetRoles) {
    for (const [permission, flags] of Object.entries(role.permissions)) {
      for (const action of ACTIONS) {
        if (flags[action] && !actorHolds(actor, permission, action)) throw forbidden(targetOutranksMessage(action, permission));
      }
    }
  }
}
