/**
 * Marks a scroll container `data-overflow-end` while its content runs on past its inline end
 * (right, or left right to left): the sticky row actions then draw an edge over what scrolls under
 * them (sticky-actions.ts). The mark is set on the element, not in React state, so that scrolling
 * never re-renders the table's rows (costly to draw: docs/performance.md).
 */

/** What a scroll container tells of its inline axis. */
export interface InlineScroll {
  scrollWidth: number;
  clientWidth: number;
  /** From the inline start: 0 there, negative towards the end right to left. */
  scrollLeft: number;
}

/** Whether content lies past the inline end (less than a pixel is rounding, not content). */
export function overflowsInlineEnd({ scrollWidth, clientWidth, scrollLeft }: InlineScroll): boolean {
  return scrollWidth - clientWidth - Math.abs(scrollLeft) >= 1;
}

export const OVERFLOW_END_ATTRIBUTE = 'data-overflow-end';

/**
 * A ref callback for the scroll container: keeps the mark up to date on scroll and whenever the
 * container or its first child (the table) changes size. Without ResizeObserver (jsdom) it does nothing.
 */
export function markInlineOverflow(container: HTMLElement | null): (() => void) | undefined {
  if (!container || typeof ResizeObserver === 'undefined') return undefined;
  const update = () => container.toggleAttribute(OVERFLOW_END_ATTRIBUTE, overflowsInlineEnd(container));
  const resized = new ResizeObserver(update);
  resized.observe(container);
  if (container.firstElementChild) resized.observe(container.firstElementChild);
  container.addEventListener('scroll', update, { passive: true });
  return () => {
    resized.disconnect();
    container.removeEventListener('scroll', update);
  };
}
