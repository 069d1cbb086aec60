/**
 * Whether a request reached a route of an API: decided on the route the router matched
 * (`routeOptions.url`, its pattern), never on the URL as sent. The router decodes `%75` to `u`, so
 * `/api/v1/%75sers/…` reaches a citizens' route and must count as one; a URL no route matched
 * (another case, doubled slashes) reaches no handler and counts for nothing.
 */
import type { FastifyRequest } from 'fastify';

export function matchedRouteUnder(request: FastifyRequest, apiPrefix: string): boolean {
  const route = request.routeOptions.url;
  return !request.is404 && route !== undefined && route.startsWith(`${apiPrefix}/`);
}
