/**
 * The sections of a long form page drawn after its first paint (docs/architecture.md "First load",
 * later form sections): a card's form is some 550 components, drawn at once one task long enough to
 * hold a phone's main thread for half a second. Inside FormPage, each LaterSection first reserves
 * its place (`minHeight`, about the section's height, so that what follows does not move when it
 * comes), then draws its section in a transition of its own, one after the other in page order,
 * each begun after the one before it is on screen: React draws a transition in slices and lets
 * the browser answer the user between them.
 *
 * The form stays whole: its values live in the form's state, not in the fields, so nothing is lost
 * while a section waits; a submit before every section is drawn first draws the rest at once
 * (FormPage calls `drawAll`), so validation finds and marks every field as it would have. Outside
 * FormPage a LaterSection draws its section at once. A section that a second column brings into the
 * first screen on a wide screen, and that holds the page's largest picture, is drawn with the page
 * from that width on (`atOnceFrom`): waiting for the sections above it would make that picture late.
 */
import { Box, useMediaQuery, useTheme, type Breakpoint } from '@mui/material';
import { createContext, startTransition, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';

type Show = () => void;

/** The sections waiting to be drawn, in page order (their effects run in tree order), one at a time. */
export interface LaterQueue {
  /** A section asks to be drawn; the returned function withdraws the request. */
  wait(show: Show): () => void;
  /** A section is on screen (or gone): the next may come. */
  drawn(show: Show): void;
  /** Every section left, drawn now (a submit). */
  drawAll(): void;
}

function laterQueue(): LaterQueue {
  let waiting: Show[] = [];
  let current: Show | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const next = () => {
    if (current) return;
    const show = waiting.shift();
    if (!show) return;
    current = show;
    // A task of its own, so that the browser paints and answers the user between sections.
    timer = setTimeout(() => startTransition(show), 0);
  };
  return {
    wait(show) {
      waiting.push(show);
      next();
      return () => {
        waiting = waiting.filter((other) => other !== show);
      };
    },
    drawn(show) {
      if (current !== show) return;
      current = null;
      next();
    },
    drawAll() {
      clearTimeout(timer);
      const all = current ? [current, ...waiting] : waiting;
      waiting = [];
      current = null;
      if (all.length > 0) flushSync(() => all.forEach((show) => show()));
    },
  };
}

const LaterQueueContext = createContext<LaterQueue | null>(null);

/** FormPage's side: one queue for the page's sections. */
export function useLaterQueue(): LaterQueue {
  return useState(laterQueue)[0];
}

export function LaterQueueProvider({ queue, children }: { queue: LaterQueue; children: ReactNode }) {
  return <LaterQueueContext.Provider value={queue}>{children}</LaterQueueContext.Provider>;
}

export interface LaterSectionProps {
  /** About the section's height until it is drawn, per breakpoint as in `sx`. */
  minHeight: number | Partial<Record<'xs' | 'sm' | 'md' | 'lg' | 'xl', number>>;
  /**
   * From this width on the section is drawn with the page, not later: where a second column puts it
   * in the first screen and it holds the page's largest picture (the holder's photo on a card's form).
   */
  atOnceFrom?: Breakpoint;
  children: ReactNode;
}

export function LaterSection({ minHeight, atOnceFrom, children }: LaterSectionProps) {
  const queue = useContext(LaterQueueContext);
  const wide = useMediaQuery(useTheme().breakpoints.up(atOnceFrom ?? 'xs'), { noSsr: true });
  const [drawn, setDrawn] = useState(queue === null || (atOnceFrom !== undefined && wide));
  const show = useCallback(() => setDrawn(true), []);
  useEffect(() => {
    if (!queue) return;
    if (drawn) return queue.drawn(show);
    return queue.wait(show);
  }, [queue, drawn, show]);
  // Unmounted while its turn was under way, it hands the turn on.
  useEffect(() => () => queue?.drawn(show), [queue, show]);
  if (drawn || !queue) return children;
  return <Box aria-hidden data-later-section sx={{ minHeight }} />;
}
