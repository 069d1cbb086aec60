/** The MUI theme for a set of display settings (Inter, radius 6, cards 20, pill buttons: docs/panel.md "Constants"). */
import type { DisplaySettings } from '@passdesk/contract/settings/display-settings';
import { alpha, createTheme, type Shadows, type Theme } from '@mui/material/styles';
import { SCRIPT_FONT_FAMILIES } from '../i18n/script-fonts.ts';
import { SURFACES, THEME_COLOR_SHADES } from './colors.ts';
import { componentOverrides } from './overrides.ts';
import { BORDER_RADIUS, BREAKPOINTS } from './sizes.ts';

export type ThemeSettings = Pick<DisplaySettings, 'mode' | 'skin' | 'themeColor' | 'direction'>;

const STATUS_SHADES = {
  secondary: THEME_COLOR_SHADES.secondary,
  success: THEME_COLOR_SHADES.success,
  error: THEME_COLOR_SHADES.error,
  warning: THEME_COLOR_SHADES.warning,
  info: THEME_COLOR_SHADES.info,
};

/** Soft, tinted shadows as in Materio instead of Material's three-layer ones (25 levels, none first). */
function softShadows(mode: ThemeSettings['mode']): Shadows {
  const shadowColor = alpha(mode === 'light' ? '#2E263D' : '#000000', mode === 'light' ? 0.1 : 0.3);
  return ['none', ...Array.from({ length: 24 }, (_, index) => `0 ${Math.min(index + 1, 6)}px ${(index + 1) * 2 + 6}px ${shadowColor}`)] as Shadows;
}

/**
 * One `createTheme` pass: each pass builds the palette, typography and the rest again, and the
 * theme is made in the first load's first render (docs/performance.md, "Panel load": three passes
 * were ~17 ms of a long task at Lighthouse mobile's 4× CPU). The component overrides read the
 * finished theme (spacing, shadows, palette), so they are set on it afterwards: `createTheme(theme,
 * { components })` would rebuild it all from the theme a second time for the same result.
 */
export function createAppTheme({ mode, skin, themeColor, direction }: ThemeSettings): Theme {
  const surface = SURFACES[mode];
  const shade = (choice: { light: string; dark: string }) => ({ main: choice[mode] });
  const theme = createTheme({
    direction,
    breakpoints: { values: BREAKPOINTS },
    shape: { borderRadius: BORDER_RADIUS },
    shadows: softShadows(mode),
    palette: {
      mode,
      // MUI picks black or white text on a colour so that it reads at WCAG AA (4.5:1).
      contrastThreshold: 4.5,
      primary: shade(THEME_COLOR_SHADES[themeColor]),
      secondary: shade(STATUS_SHADES.secondary),
      success: shade(STATUS_SHADES.success),
      error: shade(STATUS_SHADES.error),
      warning: shade(STATUS_SHADES.warning),
      info: shade(STATUS_SHADES.info),
      background: { default: surface.background, paper: surface.paper },
      text: { primary: surface.text, secondary: surface.textSecondary },
      divider: surface.divider,
    },
    typography: {
      fontFamily: ['Inter', ...SCRIPT_FONT_FAMILIES.map((family) => `"${family}"`), 'system-ui', '-apple-system', 'Segoe UI', 'Roboto', 'sans-serif'].join(','),
      fontSize: 14,
      h1: { fontWeight: 600 },
      h2: { fontWeight: 600 },
      h3: { fontWeight: 600 },
      h4: { fontWeight: 600, fontSize: '1.75rem' },
      h5: { fontWeight: 600, fontSize: '1.375rem' },
      h6: { fontWeight: 600, fontSize: '1.0625rem' },
      button: { fontWeight: 500, textTransform: 'none' },
      overline: { fontWeight: 500, letterSpacing: '0.4px' },
    },
  });
  theme.components = componentOverrides(theme, skin);
  return theme;
}
