/**
 * Everything only signed-in screens need, in its own chunk so the sign-in page loads without it:
 * the query layer and the shell (menu, app bar, customizer) around the page.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { ChangePasswordDialog } from '../features/auth/ChangePasswordDialog.tsx';
import { ShellLayout } from '../layout/ShellLayout.tsx';
import { queryClient } from './query-client.ts';

/** The shell around `children` (the /401 page when signed in keeps the menu this way). */
export function SignedInShell({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ShellLayout changePasswordDialog={ChangePasswordDialog}>{children}</ShellLayout>
    </QueryClientProvider>
  );
}

export default function SignedInArea() {
  return (
    <SignedInShell>
      <Outlet />
    </SignedInShell>
  );
}
