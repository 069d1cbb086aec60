/**
 * The contract's validation messages and the server's waiting-time messages are English sentences
 * built from a few shapes ("Fee is required", "Name must be at most 100 characters", "Try again in
 * 3 minutes.", "… in 23 hours."). Each shape is matched here and worded in the user's language from the
 * `common-table` namespace (`messages.*`); the field's name is the form's own translated label.
 * A message of no known shape is shown as it came.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** English shapes, in the order tried; the groups become the translation's values. */
const SHAPES: ReadonlyArray<{ key: string; pattern: RegExp; values: readonly string[] }> = [
  { key: 'required', pattern: /^(.+) is required$/, values: ['label'] },
  { key: 'chosen', pattern: /^(.+) must be chosen$/, values: ['label'] },
  { key: 'minChars', pattern: /^(.+) must be at least (\d+) characters$/, values: ['label', 'count'] },
  { key: 'maxChars', pattern: /^(.+) must be at most (\d+) characters$/, values: ['label', 'count'] },
  { key: 'amount', pattern: /^(.+) must be an amount like 150\.50$/, values: ['label'] },
  { key: 'negative', pattern: /^(.+) cannot be negative$/, values: ['label'] },
  { key: 'atMost', pattern: /^(.+) is at most ([\d.]+)$/, values: ['label', 'max'] },
  { key: 'atLeast', pattern: /^(.+) is at least ([\d.]+)$/, values: ['label', 'min'] },
  { key: 'wholeRupees', pattern: /^(.+) must be whole rupees$/, values: ['label'] },
  { key: 'codeChars', pattern: /^(.+) must be (\d+) to (\d+) lowercase letters, digits or underscores$/, values: ['label', 'min', 'max'] },
  { key: 'wholeNumber', pattern: /^(.+) must be a whole number$/, values: ['label'] },
  { key: 'notPrintable', pattern: /^(.+) has characters that cannot be printed: (.+)\. Use Latin, Devanagari, Gujarati or Arabic letters$/, values: ['label', 'characters'] },
  { key: 'tooMany', pattern: /^Too many attempts\. Try again in (.+)\.$/, values: ['wait'] },
  { key: 'tooManySignIns', pattern: /^Too many failed sign-in attempts\. Try again in (.+)\.$/, values: ['wait'] },
  { key: 'tooManySignInsNetwork', pattern: /^Too many failed sign-in attempts from your network\. Try again in (.+)\.$/, values: ['wait'] },
  { key: 'tooManyApplications', pattern: /^Too many applications were sent from your network today\. Try again in (.+)\.$/, values: ['wait'] },
  { key: 'tooManyRequestsNetwork', pattern: /^Too many requests from your network\. Try again in (.+)\.$/, values: ['wait'] },
];

const WAIT = /^(\d+) (second|minute|hour)s?$/;

type Translate = (key: string, options?: Record<string, string | number>) => string;

/** `message` in the user's language when its shape is known; `label`: the field's translated name. */
export function translateMessage(t: Translate, exists: (key: string) => boolean, message: string, label?: string): string {
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
  return message;
}

/** The translator of messages for the current language (components/form inputs, sign-in errors). */
export function useMessageText(): (message: string | undefined, label?: string) => string | undefined {
  const { t, i18n } = useTranslation('common-table');
  return useCallback(
    (message, label) => (message ? translateMessage(t, (key) => i18n.exists(key, { ns: 'common-table' }), message, label) : undefined),
    [t, i18n],
  );
}
