import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../features/auth/session-types.ts';
import { userCan } from './permissions.ts';

const flags = (read: boolean, create = false) => ({ read, create, update: false, delete: false });

describe('userCan', () => {
  it('lets a super admin do everything and nobody without a user anything', () => {
    expect(userCan({ user_type: 'super_admin', roles: [] }, 'Route Management', 'delete')).toBe(true);
    expect(userCan(null, 'Route Management', 'read')).toBe(false);
  });

  it('needs the flag on one of the roles, matching the name ignoring case', () => {
    const user: Pick<SessionUser, 'user_type' | 'roles'> = {
      user_type: 'staff',
      roles: [
        { id: 1, name: 'Viewer', permissions: { 'route management': flags(true) } },
        { id: 2, name: 'Clerk', permissions: { 'Card Category Management': flags(true, true) } },
      ],
    };
    expect(userCan(user, 'Route Management', 'read')).toBe(true);
    expect(userCan(user, 'Route Management', 'create')).toBe(false);
    expect(userCan(user, 'Card Category Management', 'create')).toBe(true);
    expect(userCan(user, 'Center Management', 'read')).toBe(false);
  });
});
