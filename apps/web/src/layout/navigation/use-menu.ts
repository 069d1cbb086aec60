/** The side menu the signed-in user may see (docs/panel.md "The menu"). */
import { filterMenu, MENU, type MenuItem } from '@passdesk/contract/navigation/menu';
import { useMemo } from 'react';
import { useSession } from '../../session/session-context.ts';

export function useMenu(): readonly MenuItem[] {
  const { user, permissionNames } = useSession();
  return useMemo(() => (user ? filterMenu(MENU, user, permissionNames) : []), [user, permissionNames]);
}
