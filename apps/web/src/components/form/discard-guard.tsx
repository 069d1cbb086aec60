/**
 * No lost input: a form with changes asks before it is thrown away — Escape, a click outside or
 * Cancel on a dialog (FormDialog), Cancel on a form page (FormPage), and on both leaving the page:
 * a link, the menu, the browser's Back and Forward buttons (useNavigationGuard), and closing or
 * reloading the tab (the browser's own `beforeunload` prompt).
 * A successful save still closes at once: the screens close or navigate themselves while the form
 * is submitting, which is never held.
 */
import { useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { UNSAFE_NavigationContext, type Navigator } from 'react-router';
import { holdHistory, noteHistoryMove } from '../../lib/history-hold.ts';
import { ConfirmDialog } from '../ConfirmDialog.tsx';

export interface DiscardGuard {
  /** Runs `discard` at once when nothing changed, else after the user agrees. */
  confirmDiscard(discard: () => void): void;
  /** The question, to render beside the form. */
  prompt: ReactNode;
}

/** `changed()` is read when the question would be asked, so it sees the form as it is then. */
export function useDiscardGuard(changed: () => boolean): DiscardGuard {
  const { t } = useTranslation('common-table');
  const [pending, setPending] = useState<(() => void) | null>(null);
  const confirmDiscard = useCallback(
    (discard: () => void) => {
      if (changed()) setPending(() => discard);
      else discard();
    },
    [changed],
  );
  const prompt = (
    <ConfirmDialog
      open={pending !== null}
      title={t('discard.title')}
      message={t('discard.message')}
      confirmLabel={t('discard.confirm')}
      cancelLabel={t('discard.keep')}
      onConfirm={() => {
        pending?.();
        return Promise.resolve();
      }}
      onClose={() => setPending(null)}
    />
  );
  return { confirmDiscard, prompt };
}

/**
 * While `changed()` holds, leaving the page asks first: in-app navigation (links, the menu,
 * navigate()) through the router's navigator, the browser's Back and Forward buttons through a
 * `popstate` listener (lib/history-hold.ts), and closing or reloading the tab through the browser's own
 * prompt. Works with the declarative BrowserRouter: React Router 8 still offers a blocker
 * (useBlocker) to data routers only, and one would add about 16 kB of router code to /login's
 * first load (docs/performance.md), so the navigator is read from `UNSAFE_NavigationContext`, which
 * React Router 8 still exports; outside a router only the tab is guarded.
 */
export function useNavigationGuard(changed: () => boolean, confirmDiscard: DiscardGuard['confirmDiscard']): void {
  const navigator = useContext(UNSAFE_NavigationContext)?.navigator;
  const latest = useRef({ changed, confirmDiscard });
  useEffect(() => {
    latest.current = { changed, confirmDiscard };
  });
  useEffect(() => {
    const guard: Guard = {
      changed: () => latest.current.changed(),
      confirmDiscard: (discard) => latest.current.confirmDiscard(discard),
    };
    guards.add(guard);
    const release = navigator ? holdNavigation(navigator) : undefined;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (guard.changed()) event.preventDefault();
    };
    window.addEventListener('beforeunload', beforeUnload);
    return () => {
      guards.delete(guard);
      release?.();
      window.removeEventListener('beforeunload', beforeUnload);
    };
  }, [navigator]);
}

interface Guard {
  changed(): boolean;
  confirmDiscard: DiscardGuard['confirmDiscard'];
}

/**
 * The forms that guard navigation now (a page's form, an open dialog's form): one set for the
 * whole app, read when a navigation starts, before the router has moved and unmounted them.
 */
const guards = new Set<Guard>();

function changedGuard(): Guard | undefined {
  for (const guard of guards) if (guard.changed()) return guard;
  return undefined;
}

type RouterNavigator = Pick<Navigator, 'push' | 'replace'>;

const holds = new Map<RouterNavigator, { users: number; release(): void }>();

/**
 * Holds the router's navigation while a form has changes; installed once per router however
 * many forms guard, undone when the last one goes. Returns that form's release.
 */
function holdNavigation(navigator: RouterNavigator): () => void {
  let hold = holds.get(navigator);
  if (!hold) {
    const release = installHold(navigator);
    hold = { users: 0, release: () => (holds.delete(navigator), release()) };
    holds.set(navigator, hold);
  }
  const held = hold;
  held.users += 1;
  return () => {
    held.users -= 1;
    if (held.users === 0) held.release();
  };
}

/**
 * push and replace go through the changed form's question; Back and Forward through the main
 * script's `popstate` listener (lib/history-hold.ts), which has to run before the router's.
 */
function installHold(navigator: RouterNavigator): () => void {
  const { push, replace } = navigator;
  const ask = (go: () => void) => {
    const guard = changedGuard();
    const moveThenNote = () => {
      go();
      noteHistoryMove();
    };
    if (guard) guard.confirmDiscard(moveThenNote);
    else moveThenNote();
  };
  navigator.push = (...args) => ask(() => push(...args));
  navigator.replace = (...args) => ask(() => replace(...args));
  const releaseHistory = holdHistory(() => {
    const guard = changedGuard();
    return guard ? (leave) => guard.confirmDiscard(leave) : undefined;
  });
  return () => {
    navigator.push = push;
    navigator.replace = replace;
    releaseHistory();
  };
}
