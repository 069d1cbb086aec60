import { describe, expect, it } from 'vitest';
import { ADMIN_USER_PATHS, PERMISSION_PATHS, ROLE_PATHS } from '../access/access-paths.ts';
import { AUTH_PATHS } from '../auth/auth-paths.ts';
import { CATEGORY_PATHS, CENTER_PATHS, PUBLIC_CATEGORY_PATHS, ROUTE_PATHS } from '../master-data/master-data-paths.ts';
import { ADMIN_API, USERS_API, pathOf } from './paths.ts';

describe('API paths', () => {
  it('fills a template and encodes its values', () => {
    expect(pathOf('/roles/:id', { id: 7 })).toBe('/roles/7');
    expect(pathOf('/locales/:lng/:ns', { lng: 'en', ns: 'a/b' })).toBe('/locales/en/a%2Fb');
  });

  it('keeps the published paths (docs/api.md), each relative to its API', () => {
    const all = (table: object): string[] => Object.values(table).flatMap((value: unknown) => (typeof value === 'string' ? [value] : all(value as object)));
    for (const table of [AUTH_PATHS, PERMISSION_PATHS, ROLE_PATHS, ADMIN_USER_PATHS, CATEGORY_PATHS, CENTER_PATHS, ROUTE_PATHS, PUBLIC_CATEGORY_PATHS]) {
      for (const path of all(table)) expect(path).toMatch(/^\/[a-z_-]/);
    }
    expect(`${ADMIN_API}${pathOf(CATEGORY_PATHS.update, { id: 3 })}`).toBe('/api/v1/admin/category/update/3');
    expect(`${USERS_API}${PUBLIC_CATEGORY_PATHS.list}`).toBe('/api/v1/users/applications/categories');
    expect(`${ADMIN_API}${AUTH_PATHS.updateProfile}`).toBe('/api/v1/admin/update');
  });
});
