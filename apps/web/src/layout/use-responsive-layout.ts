/**
 * The horizontal layout is forced to vertical below the lg breakpoint and restored
 * above it. `lastLayout` remembers the layout to come back to.
 */
import { useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useEffect } from 'react';
import { useSettings } from '../settings/settings-context.ts';

/** Whether the screen is at least lg wide. */
function useLargeScreen(): boolean {
  const theme = useTheme();
  return useMediaQuery(theme.breakpoints.up('lg'), { noSsr: true });
}

export function useResponsiveLayout(): boolean {
  const large = useLargeScreen();
  const { settings, updateSettings } = useSettings();
  const { layout, lastLayout } = settings;
  // Follows the window size, an outside system: a resize is not a render.
  useEffect(() => {
    if (!large && layout === 'horizontal') updateSettings({ layout: 'vertical', lastLayout: 'horizontal' });
    else if (large && layout === 'vertical' && lastLayout === 'horizontal') updateSettings({ layout: 'horizontal' });
  }, [large, layout, lastLayout, updateSettings]);
  return large;
}
