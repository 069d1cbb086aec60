/**
 * The role form's grid as data: rows in the side menu's order (children under their group), then
 * custom permissions by name; and the edits the grid makes to a role's permission map.
 */
import { ACTIONS, NO_FLAGS, flagsFor, type Action, type PermissionFlags, type PermissionMap } from '@passdesk/contract/access/permissions';
import { MENU, type MenuItem } from '@passdesk/contract/navigation/menu';

export interface GridRow {
  name: string;
  description: string;
  /** 1 for a menu group's child, shown indented. */
  depth: number;
}

function menuTitles(items: readonly MenuItem[], depth = 0): Array<{ title: string; depth: number }> {
  return items.flatMap((item) => {
    if (item.kind === 'section') return [];
    const own = { title: item.title, depth };
    return item.kind === 'group' ? [own, ...menuTitles(item.children, depth + 1)] : [own];
  });
}

export function gridRows(permissions: ReadonlyArray<{ name: string; description: string }>): GridRow[] {
  const byName = new Map(permissions.map((permission) => [permission.name.toLowerCase(), permission]));
  const rows: GridRow[] = [];
  for (const { title, depth } of menuTitles(MENU)) {
    const permission = byName.get(title.toLowerCase());
    if (!permission) continue;
    rows.push({ name: permission.name, description: permission.description, depth });
    byName.delete(title.toLowerCase());
  }
  const rest = [...byName.values()].sort((a, b) => a.name.localeCompare(b.name));
  return [...rows, ...rest.map((permission) => ({ name: permission.name, description: permission.description, depth: 0 }))];
}

export type Selection = 'all' | 'some' | 'none';

function selectionOf(values: boolean[]): Selection {
  const on = values.filter(Boolean).length;
  if (on === 0) return 'none';
  return on === values.length ? 'all' : 'some';
}

export const rowSelection = (map: PermissionMap, name: string): Selection => selectionOf(ACTIONS.map((action) => flagsFor(map, name)[action]));

export const columnSelection = (map: PermissionMap, names: readonly string[], action: Action): Selection =>
  selectionOf(names.map((name) => flagsFor(map, name)[action]));

/** A copy of the map with some flags changed; the key keeps the permission's own spelling. */
function withFlags(map: PermissionMap, name: string, change: Partial<PermissionFlags>): PermissionMap {
  const next: PermissionMap = {};
  for (const [key, flags] of Object.entries(map)) if (key.toLowerCase() !== name.toLowerCase()) next[key] = flags;
  next[name] = { ...NO_FLAGS, ...flagsFor(map, name), ...change };
  return next;
}

export const setFlag = (map: PermissionMap, name: string, action: Action, value: boolean): PermissionMap => withFlags(map, name, { [action]: value });

export const setRow = (map: PermissionMap, name: string, value: boolean): PermissionMap =>
  withFlags(map, name, { read: value, create: value, update: value, delete: value });

export function setColumn(map: PermissionMap, names: readonly string[], action: Action, value: boolean): PermissionMap {
  return names.reduce((current, name) => setFlag(current, name, action, value), map);
}

/** How many permissions the role grants anything on (for the list). */
export const grantedCount = (map: PermissionMap): number =>
  Object.values(map).filter((flags) => ACTIONS.some((action) => flags[action])).length;

/** The form holds flags that may be left out (the schema's input); the grid shows them as false. */
export function completeMap(map: Record<string, Partial<PermissionFlags>> | undefined): PermissionMap {
  const complete: PermissionMap = {};
  for (const [name, flags] of Object.entries(map ?? {})) complete[name] = { ...NO_FLAGS, ...flags };
  return complete;
}
