/**
 * A route serializer that writes its answer with JSON.stringify, without zod checking it first.
 * For answers the route's own code builds field by field, from validated input and from columns
 * whose types and values the statement fixes (casts, constraints, its own literals): the type provider already
 * checks the handler's return type against the response schema at compile time, and the schema
 * still documents the answer in OpenAPI. Used where the per-request check was a measured cost:
 * the probes, the inspector's scans and the cards list (docs/performance.md).
 */
export const plainJsonSerializer = () => (data: unknown) => JSON.stringify(data);
