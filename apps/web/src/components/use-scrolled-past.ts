/**
 * Whether the window is scrolled more than `threshold` px (the app bar's shadow, the scroll-to-top
 * button). MUI's useScrollTrigger reads the scroll position when it mounts, which makes the browser
 * lay out the whole new page inside React's commit (~230 ms at the mobile preset's 4× CPU slowdown
 * on a cold /routes, docs/performance.md); a page opens at the top, so this starts at "not
 * scrolled" and reads the position only when the window scrolls (a restored position scrolls too).
 */
import { useEffect, useState } from 'react';

export function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const onScroll = () => setPast(window.scrollY > threshold);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);
  return past;
}
