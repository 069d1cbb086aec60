/**
 * The app bar: fixed (sticks to the top, optionally blurred), static or hidden (docs/panel.md "Layout and display settings").
 * In the vertical layout it sits above the content; in the horizontal one it spans the page with
 * the logo and, under it, the top menu.
 */
import MenuIcon from '@mui/icons-material/MenuRounded';
import { AppBar, Box, IconButton, Toolbar, useMediaQuery } from '@mui/material';
import { alpha, type Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Logo } from '../../components/Logo.tsx';
import { useScrolledPast } from '../../components/use-scrolled-past.ts';
import { APP_BAR_HEIGHT, BOXED_CONTENT_MAX_WIDTH } from '../../theme/sizes.ts';
import { useSettings } from '../../settings/settings-context.ts';
import { AppBarActions } from './AppBarActions.tsx';
import type { ChangePasswordDialogComponent } from './UserMenu.tsx';

interface ShellAppBarProps {
  /** The horizontal layout shows the logo in the bar and the menu under it. */
  horizontal: boolean;
  /** Shows a button that opens the menu drawer. */
  showMenuButton: boolean;
  onOpenMenu(): void;
  onOpenCustomizer(): void;
  /** The top menu (horizontal layout). */
  below?: ReactNode;
  changePasswordDialog: ChangePasswordDialogComponent;
}

export function ShellAppBar({ horizontal, showMenuButton, onOpenMenu, onOpenCustomizer, below, changePasswordDialog }: ShellAppBarProps) {
  const { t } = useTranslation('common');
  const { settings } = useSettings();
  const scrolled = useScrolledPast(0);
  const compactBar = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  if (settings.appBar === 'hidden') return null;
  const fixed = settings.appBar === 'fixed';
  const blur = fixed && settings.appBarBlur;
  const boxed = settings.contentWidth === 'boxed';
  const raised = horizontal || (fixed && scrolled);
  return (
    <AppBar
      position={fixed ? 'sticky' : 'static'}
      color="default"
      elevation={0}
      data-testid="app-bar"
      sx={(theme) => ({
        top: 0,
        color: 'text.primary',
        backgroundColor: raised ? alpha(theme.palette.background.paper, blur ? 0.85 : 1) : 'transparent',
        backdropFilter: blur && raised ? 'blur(8px)' : 'none',
        boxShadow: raised ? (settings.skin === 'bordered' ? 'none' : theme.shadows[3]) : 'none',
        borderBottom: raised && settings.skin === 'bordered' ? `1px solid ${theme.palette.divider}` : 'none',
        transition: theme.transitions.create(['background-color', 'box-shadow']),
        zIndex: horizontal ? theme.zIndex.appBar : theme.zIndex.drawer - 1,
      })}
    >
      <Toolbar sx={{ minHeight: `${APP_BAR_HEIGHT}px !important`, px: { xs: 2, sm: 3 }, width: '100%', maxWidth: boxed ? BOXED_CONTENT_MAX_WIDTH : 'none', mx: 'auto', gap: 1 }}>
        {showMenuButton && (
          <IconButton edge="start" onClick={onOpenMenu} aria-label={t('openNavigation')} data-testid="nav-drawer-button">
            <MenuIcon />
          </IconButton>
        )}
        {/* The logo lives in the side menu; when that menu is a drawer (or on top), the bar shows it. */}
        {(horizontal || showMenuButton) && (
          <Box component={Link} to="/" aria-label={t('appName')} sx={{ textDecoration: 'none', display: 'flex' }}>
            <Logo showName={horizontal || !compactBar} />
          </Box>
        )}
        <AppBarActions onOpenCustomizer={onOpenCustomizer} changePasswordDialog={changePasswordDialog} />
      </Toolbar>
      {below && (
        <Box sx={{ borderTop: 1, borderColor: 'divider' }}>
          <Box sx={{ maxWidth: boxed ? BOXED_CONTENT_MAX_WIDTH : 'none', mx: 'auto' }}>{below}</Box>
        </Box>
      )}
    </AppBar>
  );
}
