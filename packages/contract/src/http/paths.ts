/**
 * Where the APIs live. Every resource's paths are written once, in a path table beside its
 * payloads (`*-paths.ts`), relative to the API they belong to; the server registers each feature
 * under its API's prefix once, and the web client and the tests build URLs from the same tables.
 */

/** The admin panel's API (docs/api.md). */
export const ADMIN_API = '/api/v1/admin';
/** The citizens' public API: the application form, no sign-in (docs/api.md). */
export const USERS_API = '/api/v1/users';
/** The mobile apps' API (docs/api.md). */
export const MOBILE_API = '/api/v1/mobile';

/** The names of a path template's `:params`: `'/roles/:id'` → `'id'`. */
export type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** Fills a path template: `pathOf('/roles/:id', { id: 7 })` → `'/roles/7'`. Values are URL-encoded. */
export function pathOf<P extends string>(template: P, params: Record<PathParams<P>, string | number>): string {
  const values = params as Record<string, string | number>;
  return template.replace(/:([A-Za-z_]+)/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`path ${template} needs :${name}`);
    return encodeURIComponent(String(value));
  });
}
