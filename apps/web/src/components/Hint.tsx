/**
 * A tooltip that costs nothing until it is wanted. The element is rendered as it is, with hover and
 * focus handlers; on its first hover or keyboard focus its popup — MUI's Popper, with Popper.js,
 * styled as the theme's tooltips — loads and shows beside it. A list page shows dozens of hints
 * (every row's action buttons): as MUI Tooltips they were a tenth of the rows' render, and their
 * code came with the first screen (docs/performance.md, "What we wrote instead of a library"). The element is
 * never rendered anew, so a click or the focus is never lost to it.
 *
 * As MUI's Tooltip does, the title names an element that has no name of its own (`aria-label`).
 * The popup shows on hover and on keyboard focus (not a click's), hides when the pointer or the
 * focus leaves and on Escape; it does not take the pointer (a tooltip, not a menu).
 */
import type { PopperPlacementType } from '@mui/material/Popper';
import { cloneElement, lazy, Suspense, useState, type FocusEvent, type KeyboardEvent, type MouseEvent, type ReactElement } from 'react';

const HintPopup = lazy(() => import('./HintPopup.tsx'));

interface HintChildProps {
  'aria-label'?: string;
  'aria-labelledby'?: string;
  onMouseEnter?(event: MouseEvent<HTMLElement>): void;
  onMouseLeave?(event: MouseEvent<HTMLElement>): void;
  onFocus?(event: FocusEvent<HTMLElement>): void;
  onBlur?(event: FocusEvent<HTMLElement>): void;
  onKeyDown?(event: KeyboardEvent<HTMLElement>): void;
}

export interface HintProps {
  title: string;
  placement?: PopperPlacementType;
  children: ReactElement<HintChildProps>;
}

export function Hint({ title, placement, children }: HintProps) {
  // The element the popup stands beside, from the first time it was wanted (then its code loads).
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [open, setOpen] = useState(false);
  const child = children.props;
  const show = (element: HTMLElement) => {
    setAnchor(element);
    setOpen(true);
  };
  const named = child['aria-label'] !== undefined || child['aria-labelledby'] !== undefined;
  return (
    <>
      {cloneElement(children, {
        ...(named ? {} : { 'aria-label': title }),
        onMouseEnter: (event: MouseEvent<HTMLElement>) => {
          child.onMouseEnter?.(event);
          show(event.currentTarget);
        },
        onMouseLeave: (event: MouseEvent<HTMLElement>) => {
          child.onMouseLeave?.(event);
          setOpen(false);
        },
        onFocus: (event: FocusEvent<HTMLElement>) => {
          child.onFocus?.(event);
          if (event.currentTarget.matches(':focus-visible')) show(event.currentTarget);
        },
        onBlur: (event: FocusEvent<HTMLElement>) => {
          child.onBlur?.(event);
          setOpen(false);
        },
        onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
          child.onKeyDown?.(event);
          if (event.key === 'Escape') setOpen(false);
        },
      })}
      {anchor ? (
        <Suspense fallback={null}>
          <HintPopup anchor={anchor} title={title} placement={placement} open={open} />
        </Suspense>
      ) : null}
    </>
  );
}
