/**
 * Holds the display settings (docs/panel.md "Layout and display settings"): restored from local storage at start-up, the
 * persisted keys written back on every change; the page direction follows the language.
 */
import { isRtlLanguage } from '@passdesk/contract/i18n/languages';
import { persistedPart, type DisplaySettings } from '@passdesk/contract/settings/display-settings';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { i18n } from '../i18n/i18n.ts';
import { STORAGE_KEYS } from '../lib/storage-keys.ts';
import { initialSettings } from './initial-settings.ts';
import { SettingsContext, type SettingsContextValue } from './settings-context.ts';

export function SettingsProvider({ children }: { children: ReactNode }) {
  const [settings, setSettings] = useState(() => initialSettings(i18n.language));
  const [language, setLanguage] = useState(() => i18n.resolvedLanguage ?? i18n.language);

  const updateSettings = useCallback((patch: Partial<DisplaySettings>) => {
    setSettings((current) => ({ ...current, ...patch }));
  }, []);

  useEffect(() => {
    localStorage.setItem(STORAGE_KEYS.settings, JSON.stringify(persistedPart(settings)));
  }, [settings]);

  // Choosing a language sets the direction, without a reload.
  useEffect(() => {
    const follow = (next: string) => {
      setLanguage(i18n.resolvedLanguage ?? next);
      updateSettings({ direction: isRtlLanguage(next) ? 'rtl' : 'ltr' });
    };
    i18n.on('languageChanged', follow);
    return () => i18n.off('languageChanged', follow);
  }, [updateSettings]);

  useEffect(() => {
    document.documentElement.dir = settings.direction;
  }, [settings.direction]);

  useEffect(() => {
    if (language) document.documentElement.lang = language;
  }, [language]);

  const value = useMemo<SettingsContextValue>(() => ({ settings, updateSettings }), [settings, updateSettings]);
  return <SettingsContext.Provider value={value}>{children}</SettingsContext.Provider>;
}
