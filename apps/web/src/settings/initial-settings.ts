/**
 * The display settings at start-up (docs/panel.md "Layout and display settings"): the stored ones, and right to left for a
 * right-to-left language. Read by the settings provider and, before any React code, by the
 * static first paint's script (boot/boot.ts), so both start from the same settings.
 */
import { isRtlLanguage } from '@passdesk/contract/i18n/languages';
import { restoreSettings, type DisplaySettings } from '@passdesk/contract/settings/display-settings';
import { STORAGE_KEYS } from '../lib/storage-keys.ts';

function readStoredSettings(): unknown {
  try {
    return JSON.parse(localStorage.getItem(STORAGE_KEYS.settings) ?? 'null');
  } catch {
    return null;
  }
}

export function initialSettings(language: string): DisplaySettings {
  const restored = restoreSettings(readStoredSettings());
  // A right-to-left language always starts right to left; otherwise the stored choice stands.
  return isRtlLanguage(language) ? { ...restored, direction: 'rtl' } : restored;
}
