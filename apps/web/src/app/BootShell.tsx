/**
 * The static first paint's end outside the shell (docs/architecture.md, "First load"): beside the
 * routes, it commits with the first page React shows. The sign-in card waits for the sign-in
 * page's last part (features/auth/LoginPage.tsx draws it in steps under the card); a list page's
 * shell frame waits for the shell's page (layout/ShellLayout.tsx), unless the stored session
 * turned out to be no session (the sign-in page follows). A page that fails takes it away too
 * (ChunkErrorBoundary).
 */
import { useLayoutEffect } from 'react';
import { bootFrame, removeBootShell } from '../components/BootShellDone.tsx';
import { useSession } from '../session/session-context.ts';

export function BootOutsideShellDone() {
  const { status } = useSession();
  useLayoutEffect(() => {
    const frame = bootFrame();
    if (frame === 'login') return;
    if (frame !== 'shell' || status === 'guest') removeBootShell();
  }, [status]);
  return null;
}
