/**
 * Deny by default: every route declares who may call it (`config.access`), and one hook checks
 * it before the handler runs. A route that declares nothing is refused.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { holds, may, type Action, type PermissionName } from '@passdesk/contract/access/permissions';
import { SECOND_FACTOR_MESSAGES } from '@passdesk/contract/auth/second-factor';
import { forbidden, unauthorized } from '../http/errors.ts';
import type { Config } from '../config/config.ts';
import type { AdminActor, AdminActorLoader } from './actor.ts';
import type { InspectorLoader, MobileActor } from './mobile-actor.ts';
import { requestAddress } from '../rate-limit/client-address.ts';
import { mobileApiAddressKey, mobileApiLimits } from '../rate-limit/mobile-api.ts';
import { refusal } from '../rate-limit/rate-limit.ts';
import type { TokenService } from './tokens.ts';

export type RouteAccess =
  | { kind: 'public' }
  | { kind: 'signed-in'; duringEnrolment?: boolean }
  | { kind: 'permission'; permission: PermissionName; action: Action; orPermissions?: readonly PermissionName[] }
  | { kind: 'super-admin' }
  | { kind: 'mobile' };

/**
 * Route declarations, read aloud: `access.permission(PERMISSION.routeManagement, 'read')`; further
 * permission names open the route too (a card's renewal history: Card Management or Delete Cards).
 */
export const access = {
  public: (): RouteAccess => ({ kind: 'public' }),
  signedIn: (): RouteAccess => ({ kind: 'signed-in' }),
  /**
   * Signed in, and open too while a session waits for its second factor's set-up: `me`, signing
   * out, changing the password and the enrolment itself (docs/api.md "Second factor").
   */
  signedInDuringEnrolment: (): RouteAccess => ({ kind: 'signed-in', duringEnrolment: true }),
  permission: (permission: PermissionName, action: Action, ...orPermissions: PermissionName[]): RouteAccess =>
    orPermissions.length ? { kind: 'permission', permission, action, orPermissions } : { kind: 'permission', permission, action },
  /** A super admin only: no role or permission opens it (the audit trail). */
  superAdmin: (): RouteAccess => ({ kind: 'super-admin' }),
  mobile: (): RouteAccess => ({ kind: 'mobile' }),
};

export const SUPER_ADMIN_ONLY_MESSAGE = 'Only a super admin may do this';
export const PASSWORD_CHANGE_REQUIRED_MESSAGE = 'Your password was set by an administrator. Change it to continue.';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    admin?: AdminActor;
    inspector?: MobileActor;
  }
}

export const SESSION_EXPIRED_MESSAGE = 'Session expired. Please log in again.';

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/** The contract's one permission rule (`may`), applied to the actor of a request. */
export function actorMay(actor: AdminActor, permission: PermissionName, action: Action): boolean {
  return may({ user_type: actor.userType, roles: actor.roles }, permission, action);
}

/** The same for a permission named by data (a role's map), as the escalation checks compare them. */
export function actorHolds(actor: AdminActor, permissionName: string, action: Action): boolean {
  return holds({ user_type: actor.userType, roles: actor.roles }, permissionName, action);
}

export interface AccessDeps {
  tokens: TokenService;
  /** Loads the admin behind a session (the access module's; handed over in app.ts). */
  loadActor: AdminActorLoader;
  /** Loads and marks the inspector behind a session (the mobile-users module's; handed over in app.ts). */
  inspectors: InspectorLoader;
  /** The inspector API's limits (requests a minute per inspector and per IP). */
  mobile: Config['mobile'];
}

/** A registered route and what it declared (undefined: nothing, so it is refused). */
export interface DeclaredRoute {
  method: string;
  url: string;
  access: RouteAccess | undefined;
}

const declaredByApp = new WeakMap<FastifyInstance, DeclaredRoute[]>();

/**
 * Every route registered after access control was installed, with its declaration: the
 * route-access test walks this list, and an undeclared route in it fails that test.
 */
export function declaredRoutes(app: FastifyInstance): readonly DeclaredRoute[] {
  return declaredByApp.get(app) ?? [];
}

export function registerAccessControl(app: FastifyInstance, deps: AccessDeps): void {
  const routes: DeclaredRoute[] = [];
  declaredByApp.set(app, routes);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) routes.push({ method, url: route.url, access: route.config?.access });
  });

  app.addHook('onRequest', async (request) => {
    const declared = request.routeOptions.config.access;
    if (!declared) {
      // Unknown URLs reach the not-found handler, which has no declaration and must stay reachable.
      if (request.is404) return;
      request.log.error({ url: request.routeOptions.url }, 'route has no access declaration');
      throw forbidden('This endpoint is not available');
    }
    if (declared.kind === 'public') return;
    const token = bearerToken(request);
    if (!token) throw unauthorized(SESSION_EXPIRED_MESSAGE);
    const claims = await deps.tokens.verify(token);
    // A staff token never opens the inspector API, an inspector token never the panel's.
    if (declared.kind === 'mobile') {
      if (!claims || claims.typ !== 'mobile') throw unauthorized(SESSION_EXPIRED_MESSAGE);
      request.inspector = await authenticateInspector(deps, request, claims.sid, Number(claims.sub));
      return;
    }
    if (!claims || claims.typ !== 'admin') throw unauthorized(SESSION_EXPIRED_MESSAGE);
    // TokenService.verify vouches for the claims' shapes: `sid` a UUID, `sub` a positive int4.
    const actor = await deps.loadActor(claims.sid, Number(claims.sub));
    if (!actor) throw unauthorized(SESSION_EXPIRED_MESSAGE);
    request.admin = actor;

    // A generated one-time password opens only what every signed-in user may do (Change Password, sign out).
    if (actor.mustChangePassword && declared.kind !== 'signed-in') throw forbidden(PASSWORD_CHANGE_REQUIRED_MESSAGE);
    // A role requires a second factor this session has not got: nothing but its set-up opens.
    if (actor.mustEnrolSecondFactor && !(declared.kind === 'signed-in' && declared.duringEnrolment)) throw forbidden(SECOND_FACTOR_MESSAGES.enrolmentRequired);
    if (declared.kind === 'permission' && ![declared.permission, ...(declared.orPermissions ?? [])].some((name) => actorMay(actor, name, declared.action))) {
      throw forbidden(`You do not have permission to ${declared.action} ${declared.permission}`);
    }
    if (declared.kind === 'super-admin' && actor.userType !== 'super_admin') throw forbidden(SUPER_ADMIN_ONLY_MESSAGE);
  });
}

/**
 * Counts the request against the inspector's and the IP's limits and loads the inspector, in one
 * statement (mobile-actor.ts). A revoked session or a deactivated inspector: 401 at once.
 */
async function authenticateInspector(deps: AccessDeps, request: FastifyRequest, sessionId: string, userId: number): Promise<MobileActor> {
  const limits = mobileApiLimits(deps.mobile);
  const now = new Date();
  const { actor, exceeded } = await deps.inspectors.load(
    sessionId,
    userId,
    [
      { key: mobileApiAddressKey(requestAddress(request)), limit: limits.perIp },
      { key: `mobile-api:account:${userId}`, limit: limits.perAccount },
    ],
    now,
  );
  if (!actor) throw unauthorized(SESSION_EXPIRED_MESSAGE);
  if (exceeded) throw refusal(exceeded.limit, exceeded.endsAt, now);
  await deps.inspectors.touch(actor, now);
  return actor;
}

/** The signed-in inspector of a request whose route declared `access.mobile()`. */
export function requireInspector(request: FastifyRequest): MobileActor {
  if (!request.inspector) throw unauthorized(SESSION_EXPIRED_MESSAGE);
  return request.inspector;
}

/** The signed-in admin of a request whose route required sign-in. */
export function requireAdmin(request: FastifyRequest): AdminActor {
  if (!request.admin) throw unauthorized(SESSION_EXPIRED_MESSAGE);
  return request.admin;
}
