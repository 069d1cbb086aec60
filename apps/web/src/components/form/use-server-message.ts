/**
 * Messages that come as English text (the contract's validation messages, the server's answers)
 * are looked up in a feature's namespace by their own text, so each language can word them; the
 * English text is shown when there is no translation (and is not reported as a missing key: some,
 * like "Try again in 3 minutes.", carry numbers: those are worded by their shape, message-patterns.ts).
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageText } from './message-patterns.ts';

const AS_TEXT = { keySeparator: false, nsSeparator: false } as const;

export function useServerMessage(namespace: string): (message: string | undefined) => string | undefined {
  const { t, i18n } = useTranslation(namespace);
  const messageText = useMessageText();
  return useCallback(
    (message) => {
      if (!message) return undefined;
      return i18n.exists(message, { ns: namespace, ...AS_TEXT }) ? t(message, AS_TEXT) : messageText(message);
    },
    [t, i18n, namespace, messageText],
  );
}
