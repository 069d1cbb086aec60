/**
 * i18next for the inspector app: the same languages, detection and server translations
 * (/locales/{lng}/inspect.json, kept by the service worker for offline use) as the panel, its own
 * instance and namespace so the panel's shell is never loaded here.
 */
import { isRtlLanguage } from '@passdesk/contract/i18n/languages';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { detectLanguage, rememberLanguage } from '../i18n/detect-language.ts';
import { httpBackend } from '../i18n/http-backend.ts';
import { sharedInitOptions } from '../i18n/init-options.ts';
import { loadScriptFont } from '../i18n/script-fonts.ts';

export const INSPECT_NAMESPACE = 'inspect';

function applyLanguage(language: string): void {
  document.documentElement.lang = language;
  document.documentElement.dir = isRtlLanguage(language) ? 'rtl' : 'ltr';
  loadScriptFont(language);
}

const initialLanguage = detectLanguage();
applyLanguage(initialLanguage);

export const inspectI18n = i18n.createInstance();
void inspectI18n
  .use(httpBackend({ headers: () => ({}), mayReport: () => false }))
  .use(initReactI18next)
  .init({ ...sharedInitOptions(initialLanguage, INSPECT_NAMESPACE), showSupportNotice: false });

inspectI18n.on('languageChanged', (language) => {
  rememberLanguage(language);
  applyLanguage(language);
});
