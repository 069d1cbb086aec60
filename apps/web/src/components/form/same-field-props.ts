/**
 * Whether a form field's props are the same as at its last render, so that the field skips
 * rendering again with the form (docs/architecture.md "Forms"). A form's component re-renders as a
 * whole on every change of its own state (react-hook-form's first `isReady`, its options arriving,
 * a value it watches), and each bound field is some thirty MUI components: on a card's form, the
 * fields were most of every such render. A bound field takes data only — the form's control, its
 * name, words, flags and options — and redraws itself through its Controller when its value or
 * error changes, so equal data means an equal field; the photo and document pickers take their
 * value, error and change handler from useChosenFiles, which keeps them while they stay the same.
 * A function is compared by identity (a new handler always renders). Lists are made anew by each
 * render of the form (`GENDERS.map(...)`, a category's required documents), so they are compared
 * by their items: the same strings, or objects with the same values (an option's value and label).
 */
function sameOptions(previous: readonly unknown[], next: readonly unknown[]): boolean {
  return previous.length === next.length && previous.every((option, index) => sameShallow(option, next[index]));
}

function sameShallow(previous: unknown, next: unknown): boolean {
  if (Object.is(previous, next)) return true;
  if (typeof previous !== 'object' || typeof next !== 'object' || previous === null || next === null) return false;
  const before = Object.entries(previous);
  return before.length === Object.keys(next).length && before.every(([key, value]) => Object.is(value, (next as Record<string, unknown>)[key]));
}

export function sameFieldProps<P extends object>(previous: P, next: P): boolean {
  const before = Object.entries(previous);
  if (before.length !== Object.keys(next).length) return false;
  return before.every(([key, value]) => {
    const after: unknown = (next as Record<string, unknown>)[key];
    if (Array.isArray(value) && Array.isArray(after)) return sameOptions(value, after);
    return Object.is(value, after);
  });
}
