/**
 * index.html's static first paint (docs/architecture.md, "First load": the sign-in card, or a list
 * page's shell frame and heading, before any JavaScript) lies over the page until React's own is
 * on screen. Rendered beside a page inside the boundary that waits for the page's code and
 * translations, this commits only with the page itself and takes the static paint away before the
 * browser draws that frame: both stand at the same place, so nothing moves. A page that fails to
 * load takes it away too (ChunkErrorBoundary). When the frame has drawn the opening record's photo
 * (src/boot/record-frame.ts), the record's page takes it away itself once its own photo is drawn:
 * its loading view never stands in the photo's place.
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

/** The path of the page whose record index.html's frame has drawn (`data-boot-record`), while the frame is up. */
export function bootRecordPath(): string | undefined {
  return document.getElementById(BOOT_SHELL_ID) ? document.documentElement.dataset.bootRecord : undefined;
}

/**
 * Takes the static frame away as it commits; `unlessRecordOf` (the page's path): not when the
 * frame has drawn that page's record, which the page then takes away itself.
 */
export function BootShellDone({ unlessRecordOf }: { unlessRecordOf?: string }) {
  useLayoutEffect(() => {
    // The router ignores a trailing slash, as the boot script does.
    if (unlessRecordOf !== undefined && bootRecordPath() === unlessRecordOf.replace(/(.)\/+$/, '$1')) return;
    removeBootShell();
  }, [unlessRecordOf]);
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
