/**
 * Which menu groups are open (docs/panel.md "The menu"). Pure and immutable: every change returns a new
 * list. A group's id is the chain of titleKeys from the top, joined by "/".
 */
import { groupHoldsPath, type MenuItem } from '@passdesk/contract/navigation/menu';
import type { DisplaySettings } from '@passdesk/contract/settings/display-settings';

export type OpenGroups = readonly string[];
type ToggleType = DisplaySettings['verticalNavToggleType'];

export function groupId(parentId: string | null, titleKey: string): string {
  return parentId ? `${parentId}/${titleKey}` : titleKey;
}

/** The ids of the groups that hold the current route, outermost first. */
export function activeGroupIds(items: readonly MenuItem[], path: string, parentId: string | null = null): string[] {
  for (const item of items) {
    if (item.kind !== 'group' || !groupHoldsPath(item, path)) continue;
    const id = groupId(parentId, item.titleKey);
    return [id, ...activeGroupIds(item.children, path, id)];
  }
  return [];
}

function isAncestorOrSelf(candidate: string, id: string): boolean {
  return id === candidate || id.startsWith(`${candidate}/`);
}

/**
 * Opens or closes a group. Collapse mode: each group on its own. Accordion mode: opening one
 * closes the others, except the groups on the active path and the opened group's own parents.
 */
export function toggleGroup(open: OpenGroups, id: string, toggleType: ToggleType, active: readonly string[]): OpenGroups {
  if (open.includes(id)) return open.filter((other) => !isAncestorOrSelf(id, other));
  if (toggleType === 'collapse') return [...open, id];
  const kept = open.filter((other) => active.includes(other) || isAncestorOrSelf(other, id));
  return [...kept, id];
}

/** After a route change: the groups holding the route open by themselves; accordion mode closes the rest. */
export function openForRoute(open: OpenGroups, active: readonly string[], toggleType: ToggleType): OpenGroups {
  if (toggleType === 'accordion') return [...active];
  return [...open, ...active.filter((id) => !open.includes(id))];
}
