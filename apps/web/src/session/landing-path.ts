/** Where to go after sign-in (docs/panel.md "Signing in and out"), used by the home page (not loaded on /login). */
import { filterMenu, firstMenuPath, MENU } from '@passdesk/contract/navigation/menu';
import { safeRedirect } from './redirect.ts';
import type { SessionUser } from './session-types.ts';

/** The redirect target, else the first permitted menu item, else /. */
export function landingPath(user: SessionUser, permissionNames: string[], redirect?: string | null): string {
  return safeRedirect(redirect) ?? firstMenuPath(filterMenu(MENU, user, permissionNames)) ?? '/';
}
