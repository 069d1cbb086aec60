/**
 * i18next for the panel (docs/panel.md "Languages"): translations come from our server at
 * /locales/{lng}/{ns}.json, one namespace per feature (`useTranslation('<ns>')` loads it on first
 * use, suspending meanwhile); the language is detected from the query string `lng`, a cookie,
 * local storage, session storage, the browser and the html tag, and cached in local storage.
 */
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readToken } from '../lib/api.ts';
import { warmFormats } from '../lib/format.ts';
import { detectLanguage, rememberLanguage } from './detect-language.ts';
import { httpBackend } from './http-backend.ts';
import { sharedInitOptions } from './init-options.ts';
import { loadScriptFont } from './script-fonts.ts';

/** Namespaces the shell itself needs on every screen; features load their own on demand. */
export const SHELL_NAMESPACES = ['common', 'nav', 'settings', 'errors'] as const;

const backend = httpBackend({
  headers: (): Record<string, string> => {
    const token = readToken();
    return token ? { Authorization: `Bearer ${token}` } : {};
  },
  // Missing keys are reported in development only (in production the server takes them only from
  // holders of the Translations permission): skip the request instead of provoking a 401/403.
  mayReport: () => import.meta.env.DEV,
});

const initialLanguage = detectLanguage();
loadScriptFont(initialLanguage);
// Signed in, the opening page is a list or a form full of numbers (the sign-in page shows none).
if (readToken()) warmFormats(initialLanguage);

void i18n
  .use(backend)
  .use(initReactI18next)
  .init({ ...sharedInitOptions(initialLanguage, 'common'), saveMissing: true, saveMissingTo: 'fallback' });

i18n.on('languageChanged', (language) => {
  rememberLanguage(language);
  loadScriptFont(language);
});

export { i18n };
