/**
 * i18next for the panel (spec section 9): translations come from our server at
 * /locales/{lng}/{ns}.json, one namespace per feature (`useTranslation('<ns>')` loads it on first
 * use, suspending meanwhile); the language is detected from the query string `lng`, a cookie,
 * local storage, session storage, the browser and the html tag, and cached in local storage.
 */
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from '@passdesk/contract/i18n/languages';
import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import HttpBackend, { type HttpBackendOptions } from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { readToken } from '../lib/api.ts';
import { STORAGE_KEYS } from '../lib/storage-keys.ts';

/** Namespaces the shell itself needs on every screen; features load their own on demand. */
export const SHELL_NAMESPACES = ['common', 'nav', 'settings', 'errors'] as const;

const backend: HttpBackendOptions = {
  loadPath: '/locales/{{lng}}/{{ns}}.json',
  addPath: '/locales/add/{{lng}}/{{ns}}',
  // The server records missing keys only for signed-in staff (or in development).
  customHeaders: (): Record<string, string> => {
    const token = readToken();
    return token ? { Authorization: `Bearer ${token}` } : {};
  },
  alternateFetch: (_url, init) => {
    // A guest cannot report missing keys in production: skip the request instead of provoking a 401.
    if (init.method === 'POST' && !readToken() && !import.meta.env.DEV) return Promise.resolve(new Response('{}'));
    return undefined;
  },
};

export const i18nReady = i18n
  .use(HttpBackend)
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    backend,
    fallbackLng: DEFAULT_LANGUAGE,
    lng: undefined,
    supportedLngs: [...LANGUAGE_CODES],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    ns: ['common'],
    defaultNS: 'common',
    fallbackNS: false,
    saveMissing: true,
    saveMissingTo: 'fallback',
    interpolation: { escapeValue: false },
    detection: {
      order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
      lookupQuerystring: 'lng',
      lookupCookie: 'i18next',
      lookupLocalStorage: STORAGE_KEYS.language,
      lookupSessionStorage: STORAGE_KEYS.language,
      caches: ['localStorage'],
    },
    react: { useSuspense: true, bindI18n: 'languageChanged loaded' },
  });

export { i18n };
