/**
 * Everything only signed-in screens need, in its own chunk so the sign-in page loads without it:
 * the route access rule, the query layer and the shell (menu, app bar, customizer) around the page.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { lazyComponent } from '../components/chunk-load.ts';
import { OnDemand } from '../components/OnDemand.tsx';
import { ShellLayout } from '../layout/ShellLayout.tsx';
import { RequirePathAccess } from '../session/RequirePathAccess.tsx';
import { useSession } from '../session/session-context.ts';
import { adoptFirstScreenStyles } from '../theme/first-screen-styles.ts';
import { queryClient } from './query-client.ts';

export { protectedPage } from './protected-pages.ts';

/** The account menu's dialog and its form code load when it opens (components/chunk-load.ts). */
const ChangePasswordDialog = lazyComponent(() => import('../features/auth/ChangePasswordDialog.tsx').then((module) => module.ChangePasswordDialog));

// Before the shell's first render: its styles and the list page's come ready (theme/first-screen-styles.ts).
adoptFirstScreenStyles();

/** The shell around `children` (the /401 page when signed in keeps the menu this way). */
export function SignedInShell({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ShellLayout changePasswordDialog={ChangePasswordDialog}>{children}</ShellLayout>
    </QueryClientProvider>
  );
}

/** The set-up of a second factor a role requires, before anything else (the server refuses the rest). */
const RequiredSecondFactor = lazyComponent(() => import('../features/profile/RequiredSecondFactor.tsx').then((module) => module.RequiredSecondFactor));

function SecondFactorFirst() {
  const { logout } = useSession();
  return (
    <OnDemand onClose={logout}>
      <RequiredSecondFactor />
    </OnDemand>
  );
}

/** Nothing but the Change Password dialog while a password an operator generated is in use (the server refuses the rest). */
function RequiredPasswordChange() {
  const { logout } = useSession();
  return (
    <OnDemand onClose={logout}>
      <ChangePasswordDialog open required onClose={logout} />
    </OnDemand>
  );
}

/** The signed-in pages: the route access rule, then the shell around the page. */
export default function SignedInArea() {
  const { user } = useSession();
  if (user?.must_change_password) return <RequiredPasswordChange />;
  if (user?.must_enrol_second_factor) return <SecondFactorFirst />;
  return (
    <RequirePathAccess>
      <SignedInShell>
        <Outlet />
      </SignedInShell>
    </RequirePathAccess>
  );
}
