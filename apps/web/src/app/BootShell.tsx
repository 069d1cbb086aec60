/**
 * The static first paint's end outside the shell (docs/architecture.md, "First load"): beside the
 * routes, it commits with the first page React shows. The sign-in card goes then; a list page's
 * shell frame waits for the shell's page (layout/ShellLayout.tsx), unless the stored session
 * turned out to be no session (the sign-in page follows).
 */
import { useLayoutEffect } from 'react';
import { bootFrame, removeBootShell } from '../components/BootShellDone.tsx';
import { useSession } from '../session/session-context.ts';

export function BootOutsideShellDone() {
  const { status } = useSession();
  useLayoutEffect(() => {
    if (bootFrame() !== 'shell' || status === 'guest') removeBootShell();
  }, [status]);
  return null;
}
