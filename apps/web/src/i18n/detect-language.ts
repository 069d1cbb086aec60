/**
 * The panel's language at start-up (docs/panel.md "Languages"): the query string `lng`, the `i18next`
 * cookie, local storage, session storage, the browser's languages, then the html tag — the first
 * supported one (by its language part: `hi-IN` is `hi`). A few lines instead of
 * i18next-browser-languagedetector on the first screen (docs/performance.md).
 */
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from '@passdesk/contract/i18n/languages';
import { STORAGE_KEYS } from '../lib/storage-keys.ts';

function supported(candidate: string | null | undefined): string | undefined {
  const code = candidate?.trim().toLowerCase().split(/[-_]/)[0];
  return code && (LANGUAGE_CODES as readonly string[]).includes(code) ? code : undefined;
}

function fromCookie(): string | null {
  const match = document.cookie.match(/(?:^|;\s*)i18next=([^;]*)/);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

function safely(read: () => string | null): string | null {
  try {
    return read();
  } catch {
    return null; // storage disabled
  }
}

export function detectLanguage(): string {
  const candidates = [
    new URLSearchParams(window.location.search).get('lng'),
    fromCookie(),
    safely(() => localStorage.getItem(STORAGE_KEYS.language)),
    safely(() => sessionStorage.getItem(STORAGE_KEYS.language)),
    ...navigator.languages,
    document.documentElement.lang,
  ];
  for (const candidate of candidates) {
    const code = supported(candidate);
    if (code) return code;
  }
  return DEFAULT_LANGUAGE;
}

/** Keeps the chosen language for the next visit. */
export function rememberLanguage(language: string): void {
  safely(() => {
    localStorage.setItem(STORAGE_KEYS.language, language);
    return null;
  });
}
