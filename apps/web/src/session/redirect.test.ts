import { describe, expect, it } from 'vitest';
import { loginPathFor } from './guards.tsx';
import { safeRedirect } from './redirect.ts';
import { landingPath } from './landing-path.ts';
import type { SessionUser } from './session-types.ts';

const user = (permissions: SessionUser['roles'][number]['permissions']): SessionUser => ({
  id: 2,
  first_name: 'Asha',
  last_name: '',
  email: 'asha@passdesk.test',
  mobile: null,
  profile_image: null,
  user_type: 'staff',
  role: 'Clerk',
  roles: [{ id: 1, name: 'Clerk', permissions }],
  role_permission: [],
  center_id: null,
  status: 'active',
  last_login_at: null,
  must_change_password: false,
  must_enrol_second_factor: false,
});
const FLAGS = { read: true, create: false, update: false, delete: false };

describe('the sign-in redirect', () => {
  it('keeps path, search and hash of a protected page, but not for home', () => {
    expect(loginPathFor({ pathname: '/card-category', search: '?page=2', hash: '#top' })).toBe('/login?redirect=%2Fcard-category%3Fpage%3D2%23top');
    expect(loginPathFor({ pathname: '/', search: '?x=1', hash: '' })).toBe('/login');
  });

  it('follows only paths on this site', () => {
    expect(safeRedirect('/routes?page=3#a')).toBe('/routes?page=3#a');
    for (const bad of ['//evil.example/x', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)', '', null, undefined]) {
      expect(safeRedirect(bad)).toBeUndefined();
    }
  });

  it('lands on the redirect, else the first permitted menu item (first child of a group), else /', () => {
    const names = ['Dashboard', 'Card Management', 'Create Card', 'Daily Report', 'Route Management'];
    expect(landingPath(user({}), names, '/routes')).toBe('/routes');
    expect(landingPath(user({ 'Card Management': FLAGS, 'Daily Report': FLAGS }), names)).toBe('/daily-reports');
    expect(landingPath(user({ 'Route Management': FLAGS, Dashboard: FLAGS }), names)).toBe('/dashboard');
    expect(landingPath(user({}), names, '//evil.example')).toBe('/');
  });
});
