/** The panel's providers and routes (docs/panel.md "Screens and routes"). */
import { SCREENS } from '@passdesk/contract/navigation/screens';
import { lazy, Suspense, type ReactNode } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { UnlessBootFrame } from '../components/BootShellDone.tsx';
import { DocumentTitle } from '../components/DocumentTitle.tsx';
import { FullScreenLoader } from '../components/FullScreenLoader.tsx';
import { RouteTitleContext } from '../components/route-title.ts';
import { GuestOnly, RequireSession } from '../session/guards.tsx';
import { SessionProvider } from '../session/SessionProvider.tsx';
import { SessionSplash } from '../session/SessionSplash.tsx';
import { useSession } from '../session/session-context.ts';
import '../i18n/i18n.ts';
import { AppToaster } from '../layout/AppToaster.tsx';
import { SettingsProvider } from '../settings/SettingsProvider.tsx';
import { AppThemeProvider } from '../theme/AppThemeProvider.tsx';
import { BootOutsideShellDone } from './BootShell.tsx';
import { RouteErrorBoundary } from './RouteErrorBoundary.tsx';
import { CITIZEN_ROUTES, ERROR_ROUTES, loadProtectedPages, PROTECTED_ROUTES, PUBLIC_ROUTES, SignedInArea, type ProtectedPath } from './route-table.ts';

/** The session's splash, unless index.html's static frame of the page covers the screen. */
const splash = (
  <UnlessBootFrame>
    <SessionSplash />
  </UnlessBootFrame>
);

function ProtectedArea() {
  return (
    <RequireSession fallback={splash}>
      <Suspense fallback={splash}>
        <SignedInArea />
      </Suspense>
    </RequireSession>
  );
}

/** A signed-in page's screen, from the chunk of signed-in screens (app/protected-pages.ts). */
function signedInScreen(path: ProtectedPath | typeof SCREENS.home) {
  return lazy(() => loadProtectedPages().then(({ protectedPage }) => protectedPage(path).preload()));
}

const HomeScreen = signedInScreen(SCREENS.home);
const SIGNED_IN_PAGES = PROTECTED_ROUTES.map((route) => ({ ...route, Screen: signedInScreen(route.path) }));

const SignedInShell = lazy(() => import('./SignedInArea.tsx').then((module) => ({ default: module.SignedInShell })));

/** /401 signed in keeps the shell and its menu, so the user can go on; signed out it stands alone. */
function ShellWhenSignedIn({ children }: { children: ReactNode }) {
  const { status } = useSession();
  if (status !== 'signed-in') return children;
  return (
    <Suspense fallback={<SessionSplash />}>
      <SignedInShell>{children}</SignedInShell>
    </Suspense>
  );
}

function titled(titleKey: string, page: ReactNode) {
  return (
    <RouteTitleContext.Provider value={titleKey}>
      <DocumentTitle />
      {page}
    </RouteTitleContext.Provider>
  );
}

/** The route table: guest pages, error pages, and the signed-in pages inside the shell. */
function AppRoutes() {
  return (
    <RouteErrorBoundary>
      <Routes>
        {PUBLIC_ROUTES.map(({ path, titleKey, page: Page }) => (
          <Route key={path} path={path} element={titled(titleKey, <GuestOnly><Page /></GuestOnly>)} />
        ))}
        {CITIZEN_ROUTES.map(({ path, titleKey, page: Page }) => (
          <Route key={path} path={path} element={titled(titleKey, <Page />)} />
        ))}
        {ERROR_ROUTES.map(({ path, titleKey, page: Page }) => (
          <Route
            key={path}
            path={path}
            element={path === SCREENS.notAuthorized ? <ShellWhenSignedIn>{titled(titleKey, <Page />)}</ShellWhenSignedIn> : titled(titleKey, <Page />)}
          />
        ))}
        <Route element={<ProtectedArea />}>
          <Route index element={titled('home', <HomeScreen />)} />
          {SIGNED_IN_PAGES.map(({ path, titleKey, Screen }) => (
            <Route key={path} path={path} element={titled(titleKey, <Screen />)} />
          ))}
        </Route>
        <Route path="*" element={<Navigate to={SCREENS.notFound} replace />} />
      </Routes>
    </RouteErrorBoundary>
  );
}

export function App() {
  return (
    // BrowserRouter stays outside SessionProvider: the session navigates (useNavigate) on logout.
    <BrowserRouter>
      <SettingsProvider>
        {/* Only the right-to-left styles' first load suspends here. */}
        <Suspense fallback={null}>
          <AppThemeProvider>
            <Suspense
              fallback={
                <UnlessBootFrame>
                  <FullScreenLoader />
                </UnlessBootFrame>
              }
            >
              <SessionProvider>
                <AppToaster />
                <AppRoutes />
                <BootOutsideShellDone />
              </SessionProvider>
            </Suspense>
          </AppThemeProvider>
        </Suspense>
      </SettingsProvider>
    </BrowserRouter>
  );
}
