/**
 * The frame every signed-in screen lives in (docs/panel.md "Layout and display settings"): the vertical or horizontal
 * menu, the app bar, the content (full width or boxed at 1440 px), the footer, the scroll-to-top
 * button and the customizer. A page that fails to load shows a reload message inside the frame.
 */
import { Box } from '@mui/material';
import { Suspense, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { UnlessBootFrame } from '../components/BootShellDone.tsx';
import { BootShellDoneUnlessRecord } from '../components/BootShellDoneUnlessRecord.tsx';
import { ChunkErrorBoundary } from '../components/ChunkErrorBoundary.tsx';
import { PageLoader } from '../components/PageLoader.tsx';
import { ScrollToTop } from '../components/ScrollToTop.tsx';
import { SkipLink } from '../components/SkipLink.tsx';
import { BOXED_CONTENT_MAX_WIDTH } from '../theme/sizes.ts';
import { ShellAppBar } from './app-bar/ShellAppBar.tsx';
import type { ChangePasswordDialogComponent } from './app-bar/UserMenu.tsx';
import { Customizer } from './customizer/Customizer.tsx';
import { HorizontalNav } from './navigation/HorizontalNav.tsx';
import { VerticalNav } from './navigation/VerticalNav.tsx';
import { useSettings } from '../settings/settings-context.ts';
import { ShellFooter } from './ShellFooter.tsx';
import { useResponsiveLayout } from './use-responsive-layout.ts';

interface ShellLayoutProps {
  children: ReactNode;
  /** The account menu's Change Password dialog, handed in by the app layer. */
  changePasswordDialog: ChangePasswordDialogComponent;
}

export function ShellLayout({ children, changePasswordDialog }: ShellLayoutProps) {
  const { settings } = useSettings();
  const large = useResponsiveLayout();
  const { pathname } = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [customizerOpen, setCustomizerOpen] = useState(false);
  const horizontal = large && settings.layout === 'horizontal';
  const asDrawer = !large || settings.navHidden;
  const boxed = settings.contentWidth === 'boxed';

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }} data-layout={horizontal ? 'horizontal' : 'vertical'}>
      <SkipLink target="content" />
      {!horizontal && (
        <VerticalNav asDrawer={asDrawer} drawerOpen={drawerOpen} onDrawerOpen={() => setDrawerOpen(true)} onDrawerClose={() => setDrawerOpen(false)} />
      )}
      {horizontal && settings.navHidden && (
        <VerticalNav asDrawer drawerOpen={drawerOpen} onDrawerOpen={() => setDrawerOpen(true)} onDrawerClose={() => setDrawerOpen(false)} />
      )}
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <ShellAppBar
          horizontal={horizontal}
          showMenuButton={asDrawer}
          onOpenMenu={() => setDrawerOpen(true)}
          onOpenCustomizer={() => setCustomizerOpen(true)}
          below={horizontal && !settings.navHidden ? <HorizontalNav /> : undefined}
          changePasswordDialog={changePasswordDialog}
        />
        {/* At least a screen high: the footer starts below the fold, so rows that arrive after
            the page's frame push nothing visible down (CLS, docs/performance.md). */}
        <Box component="main" id="content" tabIndex={-1} sx={{ flex: 1, minHeight: '100vh', width: '100%', maxWidth: boxed ? BOXED_CONTENT_MAX_WIDTH : 'none', mx: 'auto', px: { xs: 2, sm: 3 }, py: 3 }}>
          <ChunkErrorBoundary resetKey={pathname}>
            {/* One boundary per path: reused across a navigation, a page that rendered while the
                page before it was still suspended could stay committed without its effects ever
                running (a <Navigate> that never navigated left "/" blank; e2e panel-reach test). */}
            <Suspense
              key={pathname}
              fallback={
                <UnlessBootFrame>
                  <PageLoader />
                </UnlessBootFrame>
              }
            >
              {children}
              {/* Commits with the page: the static frame of index.html goes then, or with the page's photo when the frame drew it (docs/architecture.md, "First load"). */}
              <BootShellDoneUnlessRecord path={pathname} />
            </Suspense>
          </ChunkErrorBoundary>
        </Box>
        <ShellFooter />
      </Box>
      <ScrollToTop />
      <Customizer open={customizerOpen} onClose={() => setCustomizerOpen(false)} />
    </Box>
  );
}
