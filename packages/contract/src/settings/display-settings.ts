/**
 * The panel's display settings object with its defaults and the rule of which keys are kept in
 * local storage (docs/panel.md "Layout and display settings").
 */
export const MODES = ['light', 'dark'] as const;
export const SKINS = ['default', 'bordered', 'semi-dark'] as const;
export const BAR_BEHAVIOURS = ['fixed', 'static', 'hidden'] as const;
export const LAYOUTS = ['vertical', 'horizontal'] as const;
export const DIRECTIONS = ['ltr', 'rtl'] as const;
export const THEME_COLORS = ['primary', 'secondary', 'success', 'error', 'warning', 'info'] as const;
export const CONTENT_WIDTHS = ['full', 'boxed'] as const;
export const NAV_TOGGLE_TYPES = ['accordion', 'collapse'] as const;
export const TOAST_POSITIONS = ['top-left', 'top-center', 'top-right', 'bottom-left', 'bottom-center', 'bottom-right'] as const;

/**
 * The values each setting may take. Plain lists, no schema library: the panel restores these on
 * its first screen, and /login loads no validation code for it (docs/performance.md).
 */
export const SETTING_VALUES = {
  mode: MODES,
  skin: SKINS,
  appBar: BAR_BEHAVIOURS,
  footer: BAR_BEHAVIOURS,
  layout: LAYOUTS,
  /** The layout chosen before a small screen forced the vertical one; restored on a wide screen. */
  lastLayout: LAYOUTS,
  navHidden: [false, true],
  navCollapsed: [false, true],
  direction: DIRECTIONS,
  appBarBlur: [false, true],
  themeColor: THEME_COLORS,
  contentWidth: CONTENT_WIDTHS,
  verticalNavToggleType: NAV_TOGGLE_TYPES,
  toastPosition: TOAST_POSITIONS,
} as const;

export type DisplaySettings = { -readonly [K in keyof typeof SETTING_VALUES]: (typeof SETTING_VALUES)[K][number] };
export type SettingKey = keyof DisplaySettings;

/** The defaults: light mode, left-to-right, vertical layout, accordion navigation. */
export const DEFAULT_SETTINGS: DisplaySettings = {
  mode: 'light',
  skin: 'default',
  appBar: 'fixed',
  footer: 'static',
  layout: 'vertical',
  lastLayout: 'vertical',
  navHidden: false,
  navCollapsed: false,
  direction: 'ltr',
  appBarBlur: true,
  themeColor: 'primary',
  contentWidth: 'boxed',
  verticalNavToggleType: 'accordion',
  toastPosition: 'top-right',
};

/** These keys live for the visit only; every other key is kept locally. */
export const SESSION_ONLY_KEYS: readonly SettingKey[] = ['appBar', 'footer', 'layout', 'navHidden', 'lastLayout', 'toastPosition'];

export const PERSISTED_KEYS: readonly SettingKey[] = (Object.keys(DEFAULT_SETTINGS) as SettingKey[]).filter(
  (key) => !SESSION_ONLY_KEYS.includes(key),
);

/** The part of the settings that is written to local storage. */
export function persistedPart(settings: DisplaySettings): Partial<DisplaySettings> {
  const kept: Partial<Record<SettingKey, unknown>> = {};
  for (const key of PERSISTED_KEYS) kept[key] = settings[key];
  return kept as Partial<DisplaySettings>;
}

/**
 * The settings at start-up: defaults, overlaid with whatever valid persisted keys were stored.
 * Session-only keys and unknown or malformed values in storage are ignored.
 */
export function restoreSettings(stored: unknown): DisplaySettings {
  const restored: DisplaySettings = { ...DEFAULT_SETTINGS };
  if (!stored || typeof stored !== 'object') return restored;
  const record = stored as Record<string, unknown>;
  for (const key of PERSISTED_KEYS) {
    const allowed: readonly unknown[] = SETTING_VALUES[key];
    if (allowed.includes(record[key])) Object.assign(restored, { [key]: record[key] });
  }
  return restored;
}
