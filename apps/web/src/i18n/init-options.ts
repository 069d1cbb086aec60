/** i18next options both apps share (the panel, i18n.ts; the inspector app, inspect/i18n.ts): languages, loading, React. */
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from '@passdesk/contract/i18n/languages';
import type { InitOptions } from 'i18next';

export function sharedInitOptions(language: string, namespace: string): InitOptions {
  return {
    fallbackLng: DEFAULT_LANGUAGE,
    lng: language,
    supportedLngs: [...LANGUAGE_CODES],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    ns: [namespace],
    defaultNS: namespace,
    fallbackNS: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: true, bindI18n: 'languageChanged loaded' },
  };
}
