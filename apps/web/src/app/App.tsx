/** The panel's providers and routes (spec section 2). */
import { CssBaseline } from '@mui/material';
import { Suspense } from 'react';
import { BrowserRouter, Navigate, Outlet, Route, Routes } from 'react-router';
import { GuestOnly, RequirePathAccess, RequireSession } from '../features/auth/guards.tsx';
import { SessionProvider } from '../features/auth/SessionProvider.tsx';
import { PROTECTED_ROUTES, PUBLIC_ROUTES, ERROR_ROUTES, HomePage } from './route-table.ts';

function ProtectedArea() {
  return (
    <RequireSession fallback={null}>
      <RequirePathAccess>
        <Outlet />
      </RequirePathAccess>
    </RequireSession>
  );
}

export function App() {
  return (
    <BrowserRouter>
      <CssBaseline />
      <SessionProvider>
        <Suspense fallback={null}>
          <Routes>
            {PUBLIC_ROUTES.map(({ path, page: Page }) => (
              <Route key={path} path={path} element={<GuestOnly><Page /></GuestOnly>} />
            ))}
            {ERROR_ROUTES.map(({ path, page: Page }) => (
              <Route key={path} path={path} element={<Page />} />
            ))}
            <Route element={<ProtectedArea />}>
              <Route index element={<HomePage />} />
              {PROTECTED_ROUTES.map(({ path, page: Page }) => (
                <Route key={path} path={path} element={<Page />} />
              ))}
            </Route>
            <Route path="*" element={<Navigate to="/404" replace />} />
          </Routes>
        </Suspense>
      </SessionProvider>
    </BrowserRouter>
  );
}
