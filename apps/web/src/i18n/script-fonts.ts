/**
 * Fonts for the scripts Inter does not cover, shipped with the panel (self-hosted Noto, from
 * @fontsource) so Hindi, Gujarati and Arabic render on a machine with no fonts for them. Each is
 * loaded only when its language is in use: the stylesheet, then only the weights the page uses.
 * The theme lists the families after Inter (theme/create-theme.ts).
 */
const SCRIPT_FONTS: Record<string, () => Promise<unknown>> = {
  hi: () =>
    Promise.all([
      import('@fontsource/noto-sans-devanagari/devanagari-400.css'),
      import('@fontsource/noto-sans-devanagari/devanagari-500.css'),
      import('@fontsource/noto-sans-devanagari/devanagari-600.css'),
      import('@fontsource/noto-sans-devanagari/devanagari-700.css'),
    ]),
  gu: () =>
    Promise.all([
      import('@fontsource/noto-sans-gujarati/gujarati-400.css'),
      import('@fontsource/noto-sans-gujarati/gujarati-500.css'),
      import('@fontsource/noto-sans-gujarati/gujarati-600.css'),
      import('@fontsource/noto-sans-gujarati/gujarati-700.css'),
    ]),
  ar: () =>
    Promise.all([
      import('@fontsource/noto-sans-arabic/arabic-400.css'),
      import('@fontsource/noto-sans-arabic/arabic-500.css'),
      import('@fontsource/noto-sans-arabic/arabic-600.css'),
      import('@fontsource/noto-sans-arabic/arabic-700.css'),
    ]),
};

/** Families in the theme's font stack, after Inter. */
export const SCRIPT_FONT_FAMILIES = ['Noto Sans Devanagari', 'Noto Sans Gujarati', 'Noto Sans Arabic'] as const;

const loaded = new Set<string>();

export function loadScriptFont(language: string | undefined): void {
  const code = language?.toLowerCase().split('-')[0] ?? '';
  const load = SCRIPT_FONTS[code];
  if (!load || loaded.has(code)) return;
  loaded.add(code);
  load().catch((error: unknown) => {
    loaded.delete(code);
    console.warn(`could not load the font for ${code}`, error);
  });
}
