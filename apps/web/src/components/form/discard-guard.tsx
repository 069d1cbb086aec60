/**
 * No lost input: a form with changes asks before it is thrown away — Escape, a click outside or
 * Cancel on a dialog (FormDialog), a link or the menu while on a form page (FormPage, through the
 * router's navigator), and closing or reloading the tab (the browser's own `beforeunload` prompt).
 * A successful save still closes at once: the screens close or navigate themselves while the form
 * is submitting, which is never held.
 */
import { useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { UNSAFE_NavigationContext, type Navigator } from 'react-router';
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
 * While `changed()` holds, in-app navigation (links, the menu, navigate()) asks first, and
 * closing or reloading the tab gets the browser's prompt. Works with the declarative
 * BrowserRouter by wrapping its navigator's push and replace.
 */
export function useNavigationGuard(changed: () => boolean, confirmDiscard: DiscardGuard['confirmDiscard']): void {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const latest = useRef({ changed, confirmDiscard });
  useEffect(() => {
    latest.current = { changed, confirmDiscard };
  });
  useEffect(() => {
    const release = holdNavigation(navigator, (go) => latest.current.confirmDiscard(go));
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (latest.current.changed()) event.preventDefault();
    };
    window.addEventListener('beforeunload', beforeUnload);
    return () => {
      release();
      window.removeEventListener('beforeunload', beforeUnload);
    };
  }, [navigator]);
}

type RouterNavigator = Pick<Navigator, 'push' | 'replace'>;

/** Routes the navigator's push and replace through `ask`; returns the undo. */
function holdNavigation(navigator: RouterNavigator, ask: (go: () => void) => void): () => void {
  const { push, replace } = navigator;
  navigator.push = (...args) => ask(() => push(...args));
  navigator.replace = (...args) => ask(() => replace(...args));
  return () => {
    navigator.push = push;
    navigator.replace = replace;
  };
}
