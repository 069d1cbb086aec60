/**
 * The URLs the API tests call, built from the contract's path tables (packages/contract/src/http/paths.ts
 * and the `*-paths.ts` beside each resource's payloads), so a test never writes a path by hand:
 * `apiUrl(ADMIN_API, ROLE_PATHS.one, { id })`, `apiUrl(ADMIN_API, ROLE_PATHS.list, 'limit=100')`.
 */
import { pathOf, type PathParams } from '@passdesk/contract/http/paths';

/** A query string as written (`'limit=5&sort=name'`, no leading `?`), or values to encode. */
type Query = string | Record<string, string | number | boolean | undefined>;

type UrlArgs<P extends string> = [PathParams<P>] extends [never]
  ? [query?: Query]
  : [params: Record<PathParams<P>, string | number | undefined>, query?: Query];

/** `api` + the filled template + `?query` when there is one; a missing parameter throws (pathOf). */
export function apiUrl<P extends string>(api: string, template: P, ...args: UrlArgs<P>): string {
  const hasParams = template.includes(':');
  const params = (hasParams ? args[0] : {}) as Record<string, string | number>;
  const query = (hasParams ? args[1] : args[0]) as Query | undefined;
  const search = queryString(query);
  const path = `${api}${pathOf(template as string, params)}`;
  return search ? `${path}?${search}` : path;
}

function queryString(query: Query | undefined): string {
  if (query === undefined) return '';
  if (typeof query === 'string') return query;
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined) search.set(name, String(value));
  return search.toString();
}
