/** Open-group state of a menu for the current route, without setting state during render or in effects. */
import type { MenuItem } from '@passdesk/contract/navigation/menu';
import type { DisplaySettings } from '@passdesk/contract/settings/display-settings';
import { useCallback, useMemo, useState } from 'react';
import { activeGroupIds, openForRoute, toggleGroup, type OpenGroups } from './open-groups.ts';

interface Remembered {
  /** The route the user last toggled on; on another route the groups holding it are opened. */
  path: string;
  open: OpenGroups;
}

export function useOpenGroups(menu: readonly MenuItem[], path: string, toggleType: DisplaySettings['verticalNavToggleType']) {
  const active = useMemo(() => activeGroupIds(menu, path), [menu, path]);
  const [remembered, setRemembered] = useState<Remembered>(() => ({ path, open: active }));
  const open = remembered.path === path ? remembered.open : openForRoute(remembered.open, active, toggleType);
  const toggle = useCallback(
    (id: string) => setRemembered({ path, open: toggleGroup(open, id, toggleType, active) }),
    [path, open, toggleType, active],
  );
  return { open, toggle, active };
}
