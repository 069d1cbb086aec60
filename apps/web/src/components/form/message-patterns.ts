/**
 * The contract's validation messages and the server's messages are English sentences. Those that
 * carry a label, a number or a name are built from a few shapes ("Fee is required", "Name must be
 * at most 100 characters", "Code must be 1 to 10 letters, digits or hyphens", "Try again in 3
 * minutes."): each shape (message-shapes.ts) is matched here and worded in the user's language from
 * the `common-table` namespace (`messages.*`), the field's name being the form's own translated
 * label. Every other message is looked up by its own text in the `messages` namespace, loaded
 * for a language other than English once a form is shown. The translation test
 * (i18n/messages.test.ts) fails on a message of the contract or the server that neither words.
 *
 * The shapes are a chunk of their own, fetched at the user's first key press or tap (or, failing
 * that, by the first message to word): /login's first load stays within its budget
 * (docs/performance.md), and a message answering what the user did finds them loaded.
 */
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageShape } from './message-shapes.ts';

let SHAPES: readonly MessageShape[] = [];
let loading: Promise<void> | undefined;

/** Fetches the shapes (once); `translateMessage` and `messageShape` know none until it resolves. */
export function loadMessageShapes(): Promise<void> {
  loading ??= import('./message-shapes.ts').then((shapes) => {
    SHAPES = shapes.SHAPES;
  });
  return loading;
}

const WAIT = /^(\d+) (second|minute|hour)s?$/;

type Translate = (key: string, options?: Record<string, string | number>) => string;

/** The shape `message` has, if any (its key under `messages.`). */
export function messageShape(message: string): string | undefined {
  return SHAPES.find((shape) => shape.pattern.test(message))?.key;
}

/**
 * `message` in the user's language when its shape is known, else `literal`'s wording of it, else as
 * it came; `label`: the field's translated name.
 */
export function translateMessage(t: Translate, exists: (key: string) => boolean, message: string, label?: string, literal?: (message: string) => string | undefined): string {
  for (const shape of SHAPES) {
    const match = shape.pattern.exec(message);
    // A key with a count exists in its plural forms only.
    if (!match || !(exists(`messages.${shape.key}`) || exists(`messages.${shape.key}_other`))) continue;
    const values: Record<string, string | number> = {};
    shape.values.forEach((name, index) => {
      values[name] = match[index + 1] ?? '';
    });
    if (label !== undefined && 'label' in values) values.label = label;
    if ('count' in values) values.count = Number(values.count);
    if (typeof values.wait === 'string') {
      const wait = WAIT.exec(values.wait);
      if (wait) values.wait = t(`messages.wait.${wait[2]}`, { count: Number(wait[1]) });
    }
    return t(`messages.${shape.key}`, values);
  }
  return literal?.(message) ?? message;
}

/** Messages as keys: their dots and colons are text. */
const AS_TEXT = { keySeparator: false, nsSeparator: false } as const;

/** The translator of messages for the current language (components/form inputs, sign-in errors). */
export function useMessageText(): (message: string | undefined, label?: string) => string | undefined {
  const { t, i18n } = useTranslation('common-table');
  const english = i18n.resolvedLanguage === 'en';
  const [shapesLoaded, setShapesLoaded] = useState(SHAPES.length > 0);
  // Not held for (no Suspense): until it arrives a message shows in English; its arrival re-renders.
  useEffect(() => {
    if (!english) void i18n.loadNamespaces('messages');
  }, [i18n, english]);
  // The shapes are fetched at the user's first key or tap: a message answers something the user did,
  // so they are there before it (a form's own focus on its first field does not count).
  useEffect(() => {
    if (shapesLoaded) return undefined;
    const load = () => void loadMessageShapes().then(() => setShapesLoaded(true));
    const options = { capture: true, passive: true } as const;
    document.addEventListener('keydown', load, options);
    document.addEventListener('pointerdown', load, options);
    return () => {
      document.removeEventListener('keydown', load, options);
      document.removeEventListener('pointerdown', load, options);
    };
  }, [shapesLoaded]);
  return useCallback(
    (message, label) => {
      if (!message) return undefined;
      // The first message to word fetches the shapes; their arrival words it again.
      if (!shapesLoaded) void loadMessageShapes().then(() => setShapesLoaded(true));
      const literal = (text: string) => (i18n.exists(text, { ns: 'messages', ...AS_TEXT }) ? i18n.t(text, { ns: 'messages', ...AS_TEXT }) : undefined);
      // Until the shapes arrive no shape matches; the messages on screen are worded again once they do.
      const shapeKnown = (key: string) => SHAPES.length > 0 && i18n.exists(key, { ns: 'common-table' });
      return translateMessage(t, shapeKnown, message, label, literal);
    },
    [t, i18n, shapesLoaded],
  );
}
