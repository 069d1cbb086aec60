/** Where toasts start (docs/panel.md "Toasts"): under the app bar, and under the top menu when it shows. */
import type { DisplaySettings } from '@passdesk/contract/settings/display-settings';
import { APP_BAR_HEIGHT, HORIZONTAL_NAV_HEIGHT, TOAST_GAP } from '../theme/sizes.ts';

export function toastTopOffset(settings: Pick<DisplaySettings, 'layout' | 'navHidden'>): number {
  const topMenu = settings.layout === 'horizontal' && !settings.navHidden ? HORIZONTAL_NAV_HEIGHT : 0;
  return APP_BAR_HEIGHT + topMenu + TOAST_GAP;
}
