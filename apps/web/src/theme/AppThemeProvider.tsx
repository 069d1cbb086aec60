/** Applies the display settings to MUI: theme (memoised on what it depends on) and direction-aware styles. */
import { CacheProvider } from '@emotion/react';
import { CssBaseline } from '@mui/material';
import { ThemeProvider } from '@mui/material/styles';
import { useMemo, type ReactNode } from 'react';
import { useSettings } from '../layout/settings/settings-context.ts';
import { createAppTheme } from './create-theme.ts';
import { emotionCacheFor } from './emotion-cache.ts';

export function AppThemeProvider({ children }: { children: ReactNode }) {
  const { settings } = useSettings();
  const { mode, skin, themeColor, direction } = settings;
  const theme = useMemo(() => createAppTheme({ mode, skin, themeColor, direction }), [mode, skin, themeColor, direction]);
  return (
    <CacheProvider value={emotionCacheFor(direction)}>
      <ThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
