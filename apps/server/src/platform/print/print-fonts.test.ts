import { describe, expect, it } from 'vitest';
import { isPrintableCodePoint, PRINTABLE_RANGES } from '@passdesk/contract/print/printable-text';
import { printFonts } from './print-fonts.ts';
import { scriptFamily } from './text-pieces.ts';

describe('print fonts', () => {
  it('draw every character the contract lets a printed text hold, in the family the layout picks, regular and bold', async () => {
    const fonts = await printFonts();
    const missing: string[] = [];
    for (const [start, end] of Object.values(PRINTABLE_RANGES).flat()) {
      for (let codePoint = start; codePoint <= end; codePoint += 1) {
        const character = String.fromCodePoint(codePoint);
        // Unassigned code points cannot be typed; every assigned one in the ranges must print.
        if (!/\P{Cn}/u.test(character) || !isPrintableCodePoint(codePoint)) continue;
        const family = scriptFamily(character) ?? 'latin';
        for (const weight of ['regular', 'bold'] as const) {
          if (!fonts[family][weight].font.hasGlyphForCodePoint(codePoint)) missing.push(`U+${codePoint.toString(16)} ${family} ${weight}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('shape with HarfBuzz: Devanagari and Gujarati conjuncts and vowel signs, joined Arabic', async () => {
    const fonts = await printFonts();
    const glyphs = (family: 'devanagari' | 'gujarati' | 'arabic', text: string) => fonts[family].regular.font.layout(text).glyphs.map((glyph) => glyph.id);
    // क्ष is one conjunct glyph, not क, virama, ष.
    expect(glyphs('devanagari', 'क्ष')).toHaveLength(1);
    // The i sign of मि is drawn before the consonant: the consonant's glyph comes second.
    const [ma] = glyphs('devanagari', 'म');
    expect(glyphs('devanagari', 'मि')).toHaveLength(2);
    expect(glyphs('devanagari', 'मि')[1]).toBe(ma);
    // Gujarati anusvara above a letter (fontkit's own shaper throws here).
    expect(glyphs('gujarati', 'સંજય').length).toBeGreaterThan(0);
    expect(glyphs('gujarati', 'ક્ષ')).toHaveLength(1);
    // بب: the first beh takes its initial form and the second its final one, two letters neither
    // of which is the isolated beh (the font draws the dots as marks of their own, shared by all forms).
    const isolated = glyphs('arabic', 'ب');
    expect(glyphs('arabic', 'بب').filter((glyph) => !isolated.includes(glyph))).toHaveLength(2);
  });
});
