import { describe, expect, it } from 'vitest';
import { SYSTEM_PERMISSIONS } from '@passdesk/contract/access/permissions';
import { columnSelection, grantedCount, gridRows, rowSelection, setColumn, setFlag, setRow } from './role-grid.ts';

const READ = { read: true, create: false, update: false, delete: false };

describe('role grid', () => {
  it('orders rows as the side menu, children indented, then permissions outside the menu (Translations, custom ones) by name', () => {
    const rows = gridRows([...SYSTEM_PERMISSIONS, 'Zeta Custom', 'Alpha Custom'].map((name) => ({ name, description: '' })));
    expect(rows.slice(0, 4).map((row) => [row.name, row.depth])).toEqual([
      ['Dashboard', 0],
      ['Card Category Management', 0],
      ['Card Management', 0],
      ['Create Card', 1],
    ]);
    expect(rows.slice(-3).map((row) => row.name)).toEqual(['Alpha Custom', 'Translations', 'Zeta Custom']);
    expect(rows).toHaveLength(SYSTEM_PERMISSIONS.length + 2);
  });

  it('selects a whole row and a whole column, and reports partial selections', () => {
    const names = ['Dashboard', 'Reports'];
    let map = setRow({}, 'Dashboard', true);
    expect(map.Dashboard).toEqual({ read: true, create: true, update: true, delete: true });
    expect(rowSelection(map, 'Dashboard')).toBe('all');
    expect(columnSelection(map, names, 'read')).toBe('some');
    map = setColumn(map, names, 'read', true);
    expect(columnSelection(map, names, 'read')).toBe('all');
    expect(rowSelection(map, 'Reports')).toBe('some');
    map = setColumn(map, names, 'read', false);
    expect(columnSelection(map, names, 'read')).toBe('none');
    expect(map.Reports).toEqual({ read: false, create: false, update: false, delete: false });
  });

  it('edits one flag without touching the others, matching names ignoring case', () => {
    const map = setFlag({ dashboard: READ }, 'Dashboard', 'update', true);
    expect(map).toEqual({ Dashboard: { read: true, create: false, update: true, delete: false } });
    expect(grantedCount({ ...map, Reports: { read: false, create: false, update: false, delete: false } })).toBe(1);
  });
});
