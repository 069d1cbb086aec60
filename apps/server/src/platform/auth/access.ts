/**
 * Deny by default: every route declares who may call it (`config.access`), and one hook checks
 * it before the handler runs. A route that declares nothing is refused.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { flagsFor, type Action } from '@passdesk/contract/access/permissions';
import { forbidden, unauthorized } from '../http/errors.ts';
import type { Db } from '../database/database.ts';
import { loadAdminActor, type AdminActor } from './actor.ts';
import type { TokenService } from './tokens.ts';

export type RouteAccess =
  | { kind: 'public' }
  | { kind: 'signed-in' }
  | { kind: 'permission'; permission: string; action: Action }
  | { kind: 'mobile' };

/** Route declarations, read aloud: `access.permission('Route Management', 'read')`. */
export const access = {
  public: (): RouteAccess => ({ kind: 'public' }),
  signedIn: (): RouteAccess => ({ kind: 'signed-in' }),
  permission: (permission: string, action: Action): RouteAccess => ({ kind: 'permission', permission, action }),
  mobile: (): RouteAccess => ({ kind: 'mobile' }),
};

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    admin?: AdminActor;
  }
}

export const SESSION_EXPIRED_MESSAGE = 'Session expired. Please log in again.';

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

export function actorMay(actor: AdminActor, permission: string, action: Action): boolean {
  if (actor.userType === 'super_admin') return true;
  return actor.roles.some((role) => flagsFor(role.permissions, permission)[action]);
}

export interface AccessDeps {
  db: Db;
  tokens: TokenService;
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
    if (declared.kind === 'mobile') throw forbidden('Mobile app sign-in is not available yet');

    const claims = await deps.tokens.verify(token);
    if (!claims || claims.typ !== 'admin') throw unauthorized(SESSION_EXPIRED_MESSAGE);
    const userId = Number(claims.sub);
    const actor = Number.isInteger(userId) ? await loadAdminActor(deps.db, claims.sid, userId) : undefined;
    if (!actor) throw unauthorized(SESSION_EXPIRED_MESSAGE);
    request.admin = actor;

    if (declared.kind === 'permission' && !actorMay(actor, declared.permission, declared.action)) {
      throw forbidden(`You do not have permission to ${declared.action} ${declared.permission}`);
    }
  });
}

/** The signed-in admin of a request whose route required sign-in. */
export function requireAdmin(request: FastifyRequest): AdminActor {
  if (!request.admin) throw unauthorized(SESSION_EXPIRED_MESSAGE);
  return request.admin;
}
