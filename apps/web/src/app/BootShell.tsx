/**
 * index.html's static first paint (the sign-in card before any JavaScript: docs/architecture.md,
 * "First load") lies over the page until React's own page is on screen. Rendered beside the
 * routes inside the boundary that waits for the page's code and translations, this commits only
 * with the page itself, and takes the static paint away before the browser draws that frame:
 * the static card and React's stand at the same place, so nothing moves.
 */
import { useLayoutEffect } from 'react';

export const BOOT_SHELL_ID = 'boot';

export function BootShellDone() {
  useLayoutEffect(() => {
    document.getElementById(BOOT_SHELL_ID)?.remove();
  }, []);
  return null;
}
