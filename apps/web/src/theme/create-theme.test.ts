import { getContrastRatio } from '@mui/material/styles';
import { THEME_COLORS } from '@passdesk/contract/settings/display-settings';
import { describe, expect, it } from 'vitest';
import { BRAND_RED, TABLE_HEAD_RED, THEME_COLOR_SHADES } from './colors.ts';
import { createAppTheme } from './create-theme.ts';

const base = { mode: 'light', skin: 'default', themeColor: 'primary', direction: 'ltr' } as const;

describe('the panel theme', () => {
  it('uses dark red as the primary colour, Inter, radius 6, and the panel breakpoints', () => {
    const theme = createAppTheme(base);
    expect(theme.palette.primary.main).toBe(BRAND_RED);
    expect(theme.typography.fontFamily).toMatch(/^Inter,/);
    expect(theme.shape.borderRadius).toBe(6);
    expect(theme.breakpoints.values).toEqual({ xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 });
  });

  it('rounds cards to 20 and buttons to pills, and paints table headers dark red in light mode only', () => {
    const light = createAppTheme(base);
    expect(light.components?.MuiCard?.styleOverrides?.root).toMatchObject({ borderRadius: 20 });
    expect(light.components?.MuiButton?.styleOverrides?.root).toMatchObject({ borderRadius: 999 });
    expect(light.components?.MuiTableHead?.styleOverrides?.root).toMatchObject({ backgroundColor: TABLE_HEAD_RED });
    const dark = createAppTheme({ ...base, mode: 'dark' });
    expect(dark.components?.MuiTableHead?.styleOverrides?.root).not.toMatchObject({ backgroundColor: TABLE_HEAD_RED });
  });

  it('offers the template purple #7338AC among the theme colours', () => {
    expect(createAppTheme({ ...base, themeColor: 'secondary' }).palette.primary.main).toBe('#7338AC');
  });

  it('keeps every theme colour readable: its text colour, and the colour on the page, at 4.5:1 or better', () => {
    for (const mode of ['light', 'dark'] as const) {
      for (const themeColor of THEME_COLORS) {
        const theme = createAppTheme({ ...base, mode, themeColor });
        const { main, contrastText } = theme.palette.primary;
        expect(main).toBe(THEME_COLOR_SHADES[themeColor][mode]);
        expect(getContrastRatio(main, contrastText), `${mode} ${themeColor} text`).toBeGreaterThanOrEqual(4.5);
        expect(getContrastRatio(main, theme.palette.background.paper), `${mode} ${themeColor} on paper`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it('follows the direction', () => {
    expect(createAppTheme({ ...base, direction: 'rtl' }).direction).toBe('rtl');
  });
});
