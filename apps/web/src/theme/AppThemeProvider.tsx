/**
 * Applies the display settings to MUI: theme (memoised on what it depends on) and direction-aware
 * styles. Suspends while the right-to-left styles load (the first time only).
 */
import { CacheProvider } from '@emotion/react';
import { CssBaseline } from '@mui/material';
// The system's provider, which Material's own ThemeProvider renders for a theme without CSS
// variables (ours): importing Material's would bring its CSS-variables provider into the first load.
import { ThemeProvider } from '@mui/system';
import { use, useMemo, type ReactNode } from 'react';
import { useSettings } from '../settings/settings-context.ts';
import { createAppTheme } from './create-theme.ts';
import { ltrEmotionCache, rtlEmotionCache } from './emotion-cache.ts';

export function AppThemeProvider({ children }: { children: ReactNode }) {
  const { settings } = useSettings();
  const { mode, skin, themeColor, direction } = settings;
  const theme = useMemo(() => createAppTheme({ mode, skin, themeColor, direction }), [mode, skin, themeColor, direction]);
  return (
    <CacheProvider value={direction === 'rtl' ? use(rtlEmotionCache()) : ltrEmotionCache()}>
      <ThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
