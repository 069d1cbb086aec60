/**
 * index.html's static first paint (docs/architecture.md, "First load": the sign-in card, or a list
 * page's shell frame and heading, before any JavaScript) lies over the page until React's own is
 * on screen. Rendered beside a page inside the boundary that waits for the page's code and
 * translations, this commits only with the page itself and takes the static paint away before the
 * browser draws that frame: both stand at the same place, so nothing moves. A page that fails to
 * load takes it away too (ChunkErrorBoundary). When the frame has drawn the opening record's photo
 * (src/boot/record-frame.ts), the shell leaves it to the record's page (BootShellDoneUnlessRecord.tsx).
 */
import { useLayoutEffect, type ReactNode } from 'react';

export const BOOT_SHELL_ID = 'boot';

export function removeBootShell(): void {
  document.getElementById(BOOT_SHELL_ID)?.remove();
}

/** Which static frame the boot script asked for (src/boot/boot.ts), if any. */
export function bootFrame(): string | undefined {
  return document.documentElement.dataset.boot;
}

export function BootShellDone() {
  useLayoutEffect(removeBootShell, []);
  return null;
}

/**
 * A loading view (splash, spinner) that is not drawn while index.html's static frame lies over
 * the page (z-index above it): drawn under the frame it would cost a render and a commit of its
 * own on the first load and show nothing (docs/performance.md, "Panel load").
 */
export function UnlessBootFrame({ children }: { children: ReactNode }) {
  // #boot is in every page's HTML; it is drawn only with a frame asked for (data-boot) and until removed.
  return bootFrame() && document.getElementById(BOOT_SHELL_ID) ? null : children;
}
