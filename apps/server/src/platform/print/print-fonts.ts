/**
 * The fonts cards and receipts are printed in (docs/domain.md "Printing"): Noto Sans for Latin,
 * Greek and Cyrillic, Noto Sans Devanagari, Noto Sans Gujarati and Noto Sans Arabic, regular and
 * bold, from the @expo-google-fonts packages (static TTF files with their SIL Open Font Licence).
 * PDFKit embeds each as a subset of the glyphs a document uses; HarfBuzz (harfbuzzjs) shapes the
 * text — conjuncts, vowel signs and reph in Devanagari and Gujarati, joined Arabic letters — in
 * place of fontkit's own shapers, which throw on Gujarati anusvara and are ~10× slower
 * (docs/performance.md, "Printing"). Loaded once, on the first print.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type * as Fontkit from 'fontkit';
import type * as HarfBuzz from 'harfbuzzjs';

export const FONT_FAMILIES = ['latin', 'devanagari', 'gujarati', 'arabic'] as const;
export type FontFamily = (typeof FONT_FAMILIES)[number];
export type FontWeight = 'regular' | 'bold';

const PACKAGES: Record<FontFamily, { name: string; file: string }> = {
  latin: { name: '@expo-google-fonts/noto-sans', file: 'NotoSans' },
  devanagari: { name: '@expo-google-fonts/noto-sans-devanagari', file: 'NotoSansDevanagari' },
  gujarati: { name: '@expo-google-fonts/noto-sans-gujarati', file: 'NotoSansGujarati' },
  arabic: { name: '@expo-google-fonts/noto-sans-arabic', file: 'NotoSansArabic' },
};
const WEIGHT_FOLDERS: Record<FontWeight, string> = { regular: '400Regular', bold: '700Bold' };

const require = createRequire(import.meta.url);

/** The TTF file of a family's weight, inside its npm package. */
export function fontFile(family: FontFamily, weight: FontWeight): string {
  const { name, file } = PACKAGES[family];
  const folder = WEIGHT_FOLDERS[weight];
  return path.join(path.dirname(require.resolve(`${name}/package.json`)), folder, `${file}_${folder}.ttf`);
}

/** What PDFKit reads of a glyph when it embeds one (EmbeddedFont.encode). */
interface LaidGlyph {
  id: number;
  codePoints: number[];
  advanceWidth: number;
}
interface LaidPosition {
  xAdvance: number;
  yAdvance: number;
  xOffset: number;
  yOffset: number;
}
export interface GlyphRun {
  glyphs: LaidGlyph[];
  positions: LaidPosition[];
  advanceWidth: number;
}

/**
 * A font as PDFKit takes it (`doc.registerFont(name, font)`: anything with a `layout`): the fontkit
 * font, whose tables PDFKit subsets and embeds, with its `layout` done by HarfBuzz.
 */
export type ShapedFont = Omit<Fontkit.Font, 'layout'> & { layout(text: string): GlyphRun };

export interface PrintFont {
  family: FontFamily;
  weight: FontWeight;
  /** PDFKit's name for it in a document. */
  name: string;
  font: ShapedFont;
  /** Ascender and descender in ems (the descender negative). */
  ascent: number;
  descent: number;
}

export type PrintFonts = Record<FontFamily, Record<FontWeight, PrintFont>>;

function shapedFont(fontkit: typeof Fontkit, hb: typeof HarfBuzz, data: Buffer): ShapedFont {
  const base = fontkit.create(data) as Fontkit.Font;
  const face = new hb.Face(new hb.Blob(new Uint8Array(data.buffer, data.byteOffset, data.byteLength)));
  const font = new hb.Font(face);
  const buffer = new hb.Buffer();
  const advances = new Map<number, number>();
  const advanceOf = (glyph: number) => {
    let advance = advances.get(glyph);
    if (advance === undefined) {
      advance = font.glyphHAdvance(glyph);
      advances.set(glyph, advance);
    }
    return advance;
  };
  const layout = (text: string): GlyphRun => {
    buffer.clearContents();
    buffer.addText(text);
    buffer.guessSegmentProperties();
    hb.shape(font, buffer);
    const infos = buffer.getGlyphInfos();
    const places = buffer.getGlyphPositions();
    // A cluster's characters go with its first glyph (the text a PDF reader copies), the others carry none.
    const clusterStarts = [...new Set(infos.map((info) => info.cluster))].sort((a, b) => a - b);
    const clusterText = (cluster: number) => {
      const next = clusterStarts.find((start) => start > cluster) ?? text.length;
      return [...text.slice(cluster, next)].map((character) => character.codePointAt(0) ?? 0);
    };
    const given = new Set<number>();
    const glyphs: LaidGlyph[] = [];
    const positions: LaidPosition[] = [];
    let advanceWidth = 0;
    infos.forEach((info, index) => {
      const place = places[index] ?? { xAdvance: 0, yAdvance: 0, xOffset: 0, yOffset: 0 };
      const codePoints = given.has(info.cluster) ? [] : clusterText(info.cluster);
      given.add(info.cluster);
      glyphs.push({ id: info.codepoint, codePoints, advanceWidth: advanceOf(info.codepoint) });
      positions.push({ xAdvance: place.xAdvance, yAdvance: place.yAdvance, xOffset: place.xOffset, yOffset: place.yOffset });
      advanceWidth += place.xAdvance;
    });
    return { glyphs, positions, advanceWidth };
  };
  return Object.create(base, { layout: { value: layout } }) as ShapedFont;
}

let loading: Promise<PrintFonts> | undefined;

/** The eight print fonts, read and prepared once per process. */
export function printFonts(): Promise<PrintFonts> {
  loading ??= (async () => {
    // fontkit too (with its Unicode tables: ~0.05 s of CPU) by the first print, not by every start.
    const [fontkit, hb] = await Promise.all([import('fontkit'), import('harfbuzzjs')]);
    const fonts: Partial<PrintFonts> = {};
    for (const family of FONT_FAMILIES) {
      const weights: Partial<Record<FontWeight, PrintFont>> = {};
      for (const weight of ['regular', 'bold'] as const) {
        const font = shapedFont(fontkit, hb, fs.readFileSync(fontFile(family, weight)));
        weights[weight] = { family, weight, name: `${family}-${weight}`, font, ascent: font.ascent / font.unitsPerEm, descent: font.descent / font.unitsPerEm };
      }
      fonts[family] = weights as Record<FontWeight, PrintFont>;
    }
    return fonts as PrintFonts;
  })();
  return loading;
}
