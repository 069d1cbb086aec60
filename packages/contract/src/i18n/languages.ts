/**
 * Languages of the panel (docs/panel.md "Languages"): English is the default and the fallback; right-to-left
 * languages are listed once here and decide the page direction.
 */
export const DEFAULT_LANGUAGE = 'en';

/** Languages the panel ships translations for, with their own names for the language menu. */
export const LANGUAGES = [
  { code: 'en', nativeName: 'English' },
  { code: 'hi', nativeName: 'हिन्दी' },
  { code: 'gu', nativeName: 'ગુજરાતી' },
  { code: 'ar', nativeName: 'العربية' },
] as const;
export type LanguageCode = (typeof LANGUAGES)[number]['code'];
export const LANGUAGE_CODES: readonly string[] = LANGUAGES.map((language) => language.code);

/** Arabic, Hebrew, Persian, Urdu, Pashto, Kurdish Sorani, Yiddish, Divehi. */
export const RTL_LANGUAGES: readonly string[] = ['ar', 'he', 'fa', 'ur', 'ps', 'ckb', 'yi', 'dv'];

/** Whether a language (a tag like `ar` or `ar-EG`) is written right to left. */
export function isRtlLanguage(language: string | undefined): boolean {
  if (!language) return false;
  return RTL_LANGUAGES.includes(language.toLowerCase().split('-')[0] ?? '');
}

/** A language tag: `en`, `ckb`, `pt-BR`. */
export const LANGUAGE_PATTERN = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/;
/** A translation namespace: `common`, `card-management`. */
export const NAMESPACE_PATTERN = /^[a-z][a-z0-9-]{0,39}$/;
