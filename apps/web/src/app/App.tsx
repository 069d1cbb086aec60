/** The panel's providers and routes (spec section 2). */
import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, type ReactNode } from 'react';
import { BrowserRouter, Navigate, Outlet, Route, Routes } from 'react-router';
import { DocumentTitle } from '../components/DocumentTitle.tsx';
import { FullScreenLoader } from '../components/FullScreenLoader.tsx';
import { RouteTitleContext } from '../components/route-title.ts';
import { GuestOnly, RequirePathAccess, RequireSession } from '../features/auth/guards.tsx';
import { SessionProvider } from '../features/auth/SessionProvider.tsx';
import { SessionSplash } from '../features/auth/SessionSplash.tsx';
import '../i18n/i18n.ts';
import { AppToaster } from '../layout/AppToaster.tsx';
import { SettingsProvider } from '../layout/settings/SettingsProvider.tsx';
import { ShellLayout } from '../layout/ShellLayout.tsx';
import { AppThemeProvider } from '../theme/AppThemeProvider.tsx';
import { queryClient } from './query-client.ts';
import { RouteErrorBoundary } from './RouteErrorBoundary.tsx';
import { ERROR_ROUTES, HomePage, PROTECTED_ROUTES, PUBLIC_ROUTES } from './route-table.ts';

function ProtectedArea() {
  return (
    <RequireSession fallback={<SessionSplash />}>
      <RequirePathAccess>
        <ShellLayout>
          <Outlet />
        </ShellLayout>
      </RequirePathAccess>
    </RequireSession>
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
        {ERROR_ROUTES.map(({ path, titleKey, page: Page }) => (
          <Route key={path} path={path} element={titled(titleKey, <Page />)} />
        ))}
        <Route element={<ProtectedArea />}>
          <Route index element={titled('home', <HomePage />)} />
          {PROTECTED_ROUTES.map(({ path, titleKey, page: Page }) => (
            <Route key={path} path={path} element={titled(titleKey, <Page />)} />
          ))}
        </Route>
        <Route path="*" element={<Navigate to="/404" replace />} />
      </Routes>
    </RouteErrorBoundary>
  );
}

export function App() {
  return (
    // BrowserRouter stays outside SessionProvider: the session navigates (useNavigate) on logout.
    <BrowserRouter>
      <QueryClientProvider client={queryClient}>
        <SettingsProvider>
          <AppThemeProvider>
            <Suspense fallback={<FullScreenLoader />}>
              <SessionProvider>
                <AppToaster />
                <AppRoutes />
              </SessionProvider>
            </Suspense>
          </AppThemeProvider>
        </SettingsProvider>
      </QueryClientProvider>
    </BrowserRouter>
  );
}
