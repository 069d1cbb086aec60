/**
 * The panel's colours. Each theme colour choice of the customizer has a light-mode shade (white
 * text on it reads at 4.5:1 or better) and a dark-mode shade (readable on the dark surfaces).
 */
import type { DisplaySettings } from '@passdesk/contract/settings/display-settings';

type ThemeColor = DisplaySettings['themeColor'];

/** The brand's dark red (docs/panel.md "Constants"). */
export const BRAND_RED = '#9E1B1F';
/** Table headers in light mode. */
export const TABLE_HEAD_RED = '#7E1519';

export const THEME_COLOR_SHADES: Record<ThemeColor, { light: string; dark: string }> = {
  primary: { light: BRAND_RED, dark: '#F07178' },
  // The customizer's purple primary swatch (#7338AC, docs/panel.md "Constants"), offered as a choice here.
  secondary: { light: '#7338AC', dark: '#B89AE0' },
  success: { light: '#2E7D32', dark: '#66BB6A' },
  error: { light: '#C62828', dark: '#FF8A80' },
  warning: { light: '#B45309', dark: '#FFB74D' },
  info: { light: '#0069A8', dark: '#4FC3F7' },
};

export const SURFACES = {
  light: { background: '#F4F5FA', paper: '#FFFFFF', text: '#2E263D', textSecondary: '#5E5873', divider: 'rgba(46, 38, 61, 0.12)' },
  dark: { background: '#28243D', paper: '#312D4B', text: '#E7E3FC', textSecondary: '#B7B2CF', divider: 'rgba(231, 227, 252, 0.12)' },
} as const;
