/**
 * The vertical side menu: fixed at 260 px (68 px collapsed, widening on hover) on large screens,
 * a swipeable drawer below the lg breakpoint or when the menu is hidden. Logout sits at its foot.
 */
import CloseIcon from '@mui/icons-material/CloseRounded';
import LogoutIcon from '@mui/icons-material/LogoutRounded';
import RadioButtonCheckedIcon from '@mui/icons-material/RadioButtonChecked';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { Box, Button, IconButton, SwipeableDrawer } from '@mui/material';
import { ThemeProvider, useTheme } from '@mui/material/styles';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Logo } from '../../components/Logo.tsx';
import { useSession } from '../../session/session-context.ts';
import { createAppTheme } from '../../theme/create-theme.ts';
import { APP_BAR_HEIGHT, NAV_COLLAPSED_WIDTH, NAV_WIDTH, SWIPE } from '../../theme/sizes.ts';
import { useSettings } from '../../settings/settings-context.ts';
import { useMenu } from './use-menu.ts';
import { useOpenGroups } from './use-open-groups.ts';
import { VerticalNavItems } from './VerticalNavItems.tsx';
import { Hint } from '../../components/Hint.tsx';

interface VerticalNavProps {
  /** True when the menu is a drawer (small screen, or menu hidden). */
  asDrawer: boolean;
  drawerOpen: boolean;
  onDrawerOpen(): void;
  onDrawerClose(): void;
}

/** The semi-dark skin paints the menu dark while the page stays light. */
function NavTheme({ children }: { children: ReactNode }) {
  const { settings } = useSettings();
  const semiDark = settings.skin === 'semi-dark' && settings.mode === 'light';
  const { themeColor, direction } = settings;
  const dark = useMemo(() => (semiDark ? createAppTheme({ mode: 'dark', skin: 'default', themeColor, direction }) : null), [semiDark, themeColor, direction]);
  return dark ? <ThemeProvider theme={dark}>{children}</ThemeProvider> : children;
}

function NavPanel({ compact, header, onNavigate }: { compact: boolean; header: ReactNode; onNavigate?: () => void }) {
  const { t } = useTranslation('nav');
  const { settings } = useSettings();
  const { logout } = useSession();
  const menu = useMenu();
  const { pathname } = useLocation();
  const { open, toggle } = useOpenGroups(menu, pathname, settings.verticalNavToggleType);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', bgcolor: 'background.paper', color: 'text.primary' }}>
      <Box sx={{ height: APP_BAR_HEIGHT, flexShrink: 0, display: 'flex', alignItems: 'center', justifyContent: compact ? 'center' : 'space-between', pl: compact ? 0 : 2.75, pr: compact ? 0 : 1.5 }}>
        <Box component={Link} to="/" onClick={onNavigate} sx={{ textDecoration: 'none', display: 'flex', minWidth: 0 }}>
          <Logo showName={!compact} />
        </Box>
        {!compact && header}
      </Box>
      <Box sx={{ flex: 1, overflowY: 'auto', overflowX: 'hidden', pb: 1 }}>
        <VerticalNavItems items={menu} state={{ pathname, compact, open, toggle, onNavigate }} />
      </Box>
      <Box sx={{ p: compact ? 1 : 2, borderTop: 1, borderColor: 'divider', display: 'flex', justifyContent: 'center' }}>
        {compact ? (
          <Hint title={t('logout')} placement="right">
            <IconButton onClick={logout} aria-label={t('logout')} color="primary">
              <LogoutIcon />
            </IconButton>
          </Hint>
        ) : (
          <Button fullWidth variant="contained" color="primary" onClick={logout} endIcon={<LogoutIcon sx={(theme) => ({ transform: theme.direction === 'rtl' ? 'scaleX(-1)' : 'none' })} />}>
            {t('logout')}
          </Button>
        )}
      </Box>
    </Box>
  );
}

export function VerticalNav({ asDrawer, drawerOpen, onDrawerOpen, onDrawerClose }: VerticalNavProps) {
  const { t } = useTranslation('common');
  const { settings, updateSettings } = useSettings();
  const theme = useTheme();
  const [hovered, setHovered] = useState(false);
  const [openedOnce, setOpenedOnce] = useState(false);
  const bordered = settings.skin === 'bordered';

  if (asDrawer) {
    if (drawerOpen && !openedOnce) setOpenedOnce(true);
    return (
      <NavTheme>
        <SwipeableDrawer
          anchor="left"
          open={drawerOpen}
          onOpen={onDrawerOpen}
          onClose={onDrawerClose}
          swipeAreaWidth={SWIPE.areaWidth}
          hysteresis={SWIPE.hysteresis}
          minFlingVelocity={SWIPE.minFlingVelocity}
          // Kept mounted once it has been opened (the next opening is quicker), not before: a
          // closed drawer's slide measures the page on mount, a forced layout of ~26 ms of CPU in
          // the first load of every page on a phone (~100 ms at Lighthouse mobile's slowdown).
          ModalProps={{ keepMounted: openedOnce }}
          slotProps={{ paper: { sx: { width: NAV_WIDTH, border: 0 }, component: 'nav', 'aria-label': t('mainNavigation') } as object }}
          data-testid="nav-drawer"
        >
          <NavPanel
            compact={false}
            onNavigate={onDrawerClose}
            header={
              <IconButton onClick={onDrawerClose} aria-label={t('closeNavigation')} size="small">
                <CloseIcon />
              </IconButton>
            }
          />
        </SwipeableDrawer>
      </NavTheme>
    );
  }

  const collapsed = settings.navCollapsed;
  const compact = collapsed && !hovered;
  const width = compact ? NAV_COLLAPSED_WIDTH : NAV_WIDTH;
  return (
    <>
      {/* Holds the menu's place in the page; a hovered collapsed menu widens over the content. */}
      <Box aria-hidden sx={{ width: collapsed ? NAV_COLLAPSED_WIDTH : NAV_WIDTH, flexShrink: 0, transition: theme.transitions.create('width') }} />
      <NavTheme>
        <Box
          component="nav"
          aria-label={t('mainNavigation')}
          data-testid="vertical-nav"
          onMouseEnter={() => collapsed && setHovered(true)}
          onMouseLeave={() => setHovered(false)}
          sx={{
            position: 'fixed',
            top: 0,
            left: 0,
            bottom: 0,
            width,
            zIndex: theme.zIndex.drawer,
            overflow: 'hidden',
            transition: theme.transitions.create(['width', 'box-shadow'], { duration: theme.transitions.duration.shorter }),
            borderRight: bordered ? 1 : 0,
            borderColor: 'divider',
            boxShadow: bordered ? 'none' : hovered && collapsed ? theme.shadows[8] : theme.shadows[3],
          }}
        >
          <NavPanel
            compact={compact}
            header={
              <Hint title={t(collapsed ? 'expandNavigation' : 'collapseNavigation')}>
                <IconButton
                  size="small"
                  onClick={() => updateSettings({ navCollapsed: !collapsed })}
                  aria-label={t(collapsed ? 'expandNavigation' : 'collapseNavigation')}
                  aria-pressed={!collapsed}
                  data-testid="nav-collapse-toggle"
                  sx={{ color: 'text.secondary' }}
                >
                  {collapsed ? <RadioButtonUncheckedIcon fontSize="small" /> : <RadioButtonCheckedIcon fontSize="small" />}
                </IconButton>
              </Hint>
            }
          />
        </Box>
      </NavTheme>
    </>
  );
}
