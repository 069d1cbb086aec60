/** Fixed sizes of the shell (docs/panel.md "Constants"). */
export const NAV_WIDTH = 260;
export const NAV_COLLAPSED_WIDTH = 68;
export const CUSTOMIZER_WIDTH = 400;
export const BOXED_CONTENT_MAX_WIDTH = 1440;
export const SCROLL_TO_TOP_THRESHOLD = 400;
export const MENU_ITEM_MAX_WIDTH = 220;
export const PROFILE_MENU_WIDTH = 245;
export const BADGE_MAX = 99;
export const APP_BAR_HEIGHT = 64;
/** Height of the horizontal layout's menu row under the app bar. */
export const HORIZONTAL_NAV_HEIGHT = 64;
export const SWIPE = { areaWidth: 20, hysteresis: 0.52, minFlingVelocity: 450 } as const;
export const BREAKPOINTS = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } as const;
export const BORDER_RADIUS = 6;
export const CARD_RADIUS = 20;
/** Script chunk load time-out (docs/panel.md "Constants"). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
/** Space between the bars above and the first toast (75 px from the top under the app bar alone). */
export const TOAST_GAP = 11;
export const TOAST_MAX_WIDTH = 350;
