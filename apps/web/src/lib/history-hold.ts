/**
 * The browser's Back and Forward while a form has changes (components/form/discard-guard.tsx).
 * They cannot be stopped before they happen: when `popstate` fires the browser has already moved.
 * The router's own `popstate` listener then renders the next page at once — React renders a
 * transition started inside `popstate` synchronously — which unmounts the form. So this listener
 * is added before the router's (main.tsx calls `listenBeforeRouter` before the first render; a
 * window's listeners run in the order they were added): while a hold is set and its form has
 * changes, it stops the event (the router never learns of it), steps back to where the form is
 * (that step's own `popstate` is swallowed too) and asks; on "Discard" it takes the step again
 * and lets the router have it. It lives in the main script, which is loaded before the router
 * starts; the forms' code, which sets the hold, comes later with the pages.
 */

/** Asked when Back or Forward would leave: a way to ask the user, or nothing when there are no changes. */
export type HistoryHold = () => ((leave: () => void) => void) | undefined;

let hold: HistoryHold | undefined;
// Where the held form is in the session history (BrowserRouter's `history.state.idx`).
let here: number | undefined;
// The step back to the form, whose own `popstate` is swallowed (only that one: were it lost, the
// next Back must not be swallowed in its place).
let returningTo: number | undefined;
let passing = false;

function historyIndex(): number | undefined {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && 'idx' in state && typeof state.idx === 'number' ? state.idx : undefined;
}

function onPop(event: PopStateEvent): void {
  const there = historyIndex();
  if (returningTo !== undefined && there === returningTo) {
    returningTo = undefined;
    event.stopImmediatePropagation();
    return;
  }
  returningTo = undefined;
  const ask = passing ? undefined : hold?.();
  passing = false;
  if (!ask || here === undefined || there === undefined || there === here) {
    here = there;
    return;
  }
  event.stopImmediatePropagation();
  const step = there - here;
  returningTo = here;
  window.history.go(-step);
  ask(() => {
    passing = true;
    window.history.go(step);
  });
}

/** Called once, before the router mounts. */
export function listenBeforeRouter(): void {
  window.addEventListener('popstate', onPop, { capture: true });
}

/** Sets the hold until the returned release is called; the form is where the history is now. */
export function holdHistory(check: HistoryHold): () => void {
  hold = check;
  here = historyIndex();
  return () => {
    if (hold === check) hold = undefined;
  };
}

/** The router moved (a push or replace while held): the form's place follows. */
export function noteHistoryMove(): void {
  here = historyIndex();
}
