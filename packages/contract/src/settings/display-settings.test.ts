import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, PERSISTED_KEYS, persistedPart, restoreSettings, type DisplaySettings } from './display-settings.ts';

const changed: DisplaySettings = {
  mode: 'dark',
  skin: 'bordered',
  appBar: 'hidden',
  footer: 'fixed',
  layout: 'horizontal',
  lastLayout: 'horizontal',
  navHidden: true,
  navCollapsed: true,
  direction: 'rtl',
  appBarBlur: false,
  themeColor: 'info',
  contentWidth: 'full',
  verticalNavToggleType: 'collapse',
  toastPosition: 'bottom-left',
};

describe('display settings persistence', () => {
  it('has the defaults: light, ltr, vertical, accordion', () => {
    expect(DEFAULT_SETTINGS).toMatchObject({ mode: 'light', direction: 'ltr', layout: 'vertical', verticalNavToggleType: 'accordion' });
  });

  it('keeps every key except appBar, footer, layout, navHidden, lastLayout and toastPosition', () => {
    expect([...PERSISTED_KEYS].sort()).toEqual(
      ['appBarBlur', 'contentWidth', 'direction', 'mode', 'navCollapsed', 'skin', 'themeColor', 'verticalNavToggleType'].sort(),
    );
    const stored = persistedPart(changed);
    for (const key of ['appBar', 'footer', 'layout', 'navHidden', 'lastLayout', 'toastPosition']) expect(stored).not.toHaveProperty(key);
    expect(stored).toMatchObject({ mode: 'dark', skin: 'bordered', navCollapsed: true, direction: 'rtl', themeColor: 'info' });
  });

  it('restores persisted keys and ignores session-only ones, even when storage holds them', () => {
    const restored = restoreSettings(JSON.parse(JSON.stringify(changed)));
    expect(restored.mode).toBe('dark');
    expect(restored.contentWidth).toBe('full');
    expect(restored.verticalNavToggleType).toBe('collapse');
    expect(restored.layout).toBe('vertical');
    expect(restored.appBar).toBe(DEFAULT_SETTINGS.appBar);
    expect(restored.navHidden).toBe(false);
    expect(restored.toastPosition).toBe('top-right');
  });

  it('falls back to defaults for malformed storage', () => {
    expect(restoreSettings(null)).toEqual(DEFAULT_SETTINGS);
    expect(restoreSettings('dark')).toEqual(DEFAULT_SETTINGS);
    expect(restoreSettings({ mode: 'purple', skin: 'bordered', navCollapsed: 'yes' })).toEqual({ ...DEFAULT_SETTINGS, skin: 'bordered' });
  });
});
