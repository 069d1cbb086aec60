import type { DisplaySettings } from '@passdesk/contract/settings/display-settings';
import { createContext, useContext } from 'react';

export interface SettingsContextValue {
  settings: DisplaySettings;
  /** Changes some settings at once; the persisted ones are written to local storage. */
  updateSettings(patch: Partial<DisplaySettings>): void;
}

export const SettingsContext = createContext<SettingsContextValue | null>(null);

/** The display settings; only inside <SettingsProvider>. */
export function useSettings(): SettingsContextValue {
  const value = useContext(SettingsContext);
  if (!value) throw new Error('useSettings must be used inside <SettingsProvider>');
  return value;
}
