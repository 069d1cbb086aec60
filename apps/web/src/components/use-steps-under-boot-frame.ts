/**
 * A first screen drawn in a few commits while index.html's static frame of it lies over the page
 * (docs/performance.md, "Panel load"): React cannot slice a commit, and one commit of the whole
 * sign-in page — emotion inserting every new component's styles, the DOM, the autofocus — was the
 * longest task of /login's first load (~45 ms of CPU under Lighthouse mobile's 4× slowdown). Each
 * step is a transition started from a timer, so its render is time-sliced and its commit is a task
 * of its own. Nobody sees the steps: the static frame stays until the screen removes it with its
 * last part (BootShellDone). Without a static frame (any later visit), every step shows at once.
 */
import { startTransition, useEffect, useState } from 'react';
import { bootFrame, BOOT_SHELL_ID } from './BootShellDone.tsx';

function underStaticFrame(): boolean {
  return Boolean(bootFrame()) && document.getElementById(BOOT_SHELL_ID) !== null;
}

/** How many of the screen's `steps` parts to draw now: 1, 2, … `steps`, one commit each. */
export function useStepsUnderBootFrame(steps: number): number {
  const [shown, setShown] = useState(() => (underStaticFrame() ? 1 : steps));
  useEffect(() => {
    if (shown >= steps) return;
    const timer = setTimeout(() => startTransition(() => setShown((count) => count + 1)), 0);
    return () => clearTimeout(timer);
  }, [shown, steps]);
  return shown;
}
