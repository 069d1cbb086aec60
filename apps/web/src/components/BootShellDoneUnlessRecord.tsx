/**
 * The shell's BootShellDone on a signed-in page: when index.html's frame has drawn the opening
 * record's photo (src/boot/record-frame.ts), the record's page takes the frame away itself once its
 * own photo is drawn, so its loading view never stands in the photo's place. Kept apart from
 * BootShellDone, which /login loads: the sign-in page's JavaScript has a budget
 * (docs/performance.md "Goals at a glance").
 */
import { useLayoutEffect } from 'react';
import { BOOT_SHELL_ID, removeBootShell } from './BootShellDone.tsx';

/** The path of the page whose record index.html's frame has drawn (`data-boot-record`), while the frame is up. */
function bootRecordPath(): string | undefined {
  return document.getElementById(BOOT_SHELL_ID) ? document.documentElement.dataset.bootRecord : undefined;
}

/** Takes the static frame away as it commits, unless the frame has drawn the record of the page at `path`. */
export function BootShellDoneUnlessRecord({ path }: { path: string }) {
  useLayoutEffect(() => {
    // The router ignores a trailing slash, as the boot script does.
    if (bootRecordPath() === path.replace(/(.)\/+$/, '$1')) return;
    removeBootShell();
  }, [path]);
  return null;
}
