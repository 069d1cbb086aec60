/**
 * Where a dashboard chart stands: a placeholder of the chart's height until that place comes near
 * the screen, then the chart, drawn in a transition at the place's width as measured after layout.
 * On a phone the trend and the scans are a screen or two below the figures: a chart nobody has
 * scrolled to costs nothing while the page loads, and one that is drawn neither measures its box
 * itself (a forced layout) nor renders a second time with the size it found (docs/performance.md
 * "Panel load").
 */
import { Box, Skeleton } from '@mui/material';
import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';

/** How close to the screen a chart's place must come to be drawn. */
const NEAR = '200px 0px';

export function InViewChart({ height, label, children }: { height: number; label: string; children: (width: number) => ReactNode }) {
  const place = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = place.current;
    if (!element) return;
    const sight = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        sight.disconnect();
        startTransition(() => setNear(true));
      },
      { rootMargin: NEAR },
    );
    const size = new ResizeObserver((entries) => {
      const measured = Math.floor(entries[0]?.contentRect.width ?? 0);
      startTransition(() => setWidth(measured));
    });
    // A printed dashboard shows every chart: the browser tells the page before it lays it out for paper.
    const print = () => flushSync(() => setNear(true));
    sight.observe(element);
    size.observe(element);
    window.addEventListener('beforeprint', print);
    return () => {
      sight.disconnect();
      size.disconnect();
      window.removeEventListener('beforeprint', print);
    };
  }, []);
  return (
    <Box ref={place} sx={{ minHeight: height, minWidth: 0 }}>
      {near && width > 0 ? children(width) : <Skeleton variant="rounded" height={height} role="progressbar" aria-label={label} />}
    </Box>
  );
}
