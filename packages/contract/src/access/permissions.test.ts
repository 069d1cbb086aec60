import { describe, expect, it } from 'vitest';
import { flagsFor, holds, may, NO_FLAGS, type PermissionHolder } from './permissions.ts';

const flags = (read: boolean, create = false) => ({ read, create, update: false, delete: false });

describe('may', () => {
  it('lets a super admin do everything and nobody without a user anything', () => {
    expect(may({ user_type: 'super_admin', roles: [] }, 'Route Management', 'delete')).toBe(true);
    expect(may(null, 'Route Management', 'read')).toBe(false);
    expect(may(undefined, 'Route Management', 'read')).toBe(false);
  });

  it('needs the flag on one of the roles, matching the name ignoring case', () => {
    const user: PermissionHolder = {
      user_type: 'staff',
      roles: [
        { permissions: { 'route management': flags(true) } },
        { permissions: { 'Card Category Management': flags(true, true) } },
      ],
    };
    expect(may(user, 'Route Management', 'read')).toBe(true);
    expect(may(user, 'Route Management', 'create')).toBe(false);
    expect(may(user, 'Card Category Management', 'create')).toBe(true);
    expect(may(user, 'Center Management', 'read')).toBe(false);
  });

  it('counts own keys only: a permission named like an Object.prototype member is not held', () => {
    const user: PermissionHolder = { user_type: 'admin', roles: [{ permissions: {} }] };
    for (const name of ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf']) {
      for (const action of ['read', 'create', 'update', 'delete'] as const) expect(holds(user, name, action)).toBe(false);
      expect(flagsFor({}, name)).toBe(NO_FLAGS);
    }
    const granted: PermissionHolder = { roles: [{ permissions: { constructor: flags(true) } }] };
    expect(holds(granted, 'constructor', 'read')).toBe(true);
    expect(holds(granted, 'Constructor', 'read')).toBe(true);
  });
});
