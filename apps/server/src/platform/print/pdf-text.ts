/**
 * Text on a PDFKit page in any of the print scripts (docs/domain.md "Printing"): measured and drawn
 * piece by piece (text-pieces.ts), each piece in its script's font, on one baseline. Each piece is
 * marked with its text as typed (a PDF `ActualText` span), so a reader copying or extracting the
 * text (pdftotext) gets the characters back, whatever the glyphs' shaping did to their order.
 *
 * The glyphs are written here rather than by PDFKit's `text()`: PDFKit lays text out a word at a
 * time left to right (Arabic words come out in the wrong order), and it closes its own graphics
 * state inside a marked span, which leaves a reader the span's position on the wrong side of the
 * page. PDFKit still selects, subsets and embeds the fonts (`EmbeddedFont.encode`).
 */
import type PDFDocument from 'pdfkit';
import { FONT_FAMILIES, type FontFamily, type FontWeight, type PrintFonts } from './print-fonts.ts';
import { baseDirection, linePieces, type Direction, type TextPiece } from './text-pieces.ts';

type Doc = InstanceType<typeof PDFDocument>;

export type Align = 'start' | 'end' | 'left' | 'right' | 'center';

export interface TextStyle {
  /** Font size in points. */
  size: number;
  weight?: FontWeight;
  colour?: string;
  /** The paragraph's direction; by default its first strong character's. */
  direction?: Direction;
}

export interface LineOptions extends TextStyle {
  align?: Align;
  /** Cut with "…" when wider than the box (else drawn whole). */
  ellipsis?: boolean;
}

/** Line height in ems, as the tallest script on the line needs. */
const LINE_HEIGHT: Record<FontFamily, number> = { latin: 1.25, devanagari: 1.45, gujarati: 1.4, arabic: 1.5 };
/** Where the baseline sits below a line's top, in ems. */
const BASELINE: Record<FontFamily, number> = { latin: 0.95, devanagari: 1.0, gujarati: 1.0, arabic: 1.05 };

const ELLIPSIS = '…';
const LRM = '\u200e';

/** What this file uses of PDFKit's embedded font (the current font after `doc.font(name)`). */
interface EmbeddedFont {
  id: string;
  /** Glyph ids (4 hex digits each, in the subset) and positions in thousandths of an em. */
  encode(text: string): [string[], Array<{ xAdvance: number; xOffset: number; yOffset: number; advanceWidth: number }>];
  ref(): unknown;
}
interface DocInternals {
  _font: EmbeddedFont;
  page: { height: number; fonts: Record<string, unknown> };
}

const number = (value: number) => String(Math.round(value * 1000) / 1000);

/** A PDF text string in UTF-16BE with its byte-order mark, as hex. */
function pdfTextString(text: string): string {
  let hex = 'FEFF';
  for (let index = 0; index < text.length; index += 1) hex += text.charCodeAt(index).toString(16).padStart(4, '0');
  return `<${hex}>`;
}
const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * Lines are cut and measured again and again while a layout is fitted (the same words at each size),
 * and every card repeats its fixed words: both are kept, for every document (a card's render went
 * from ~100 ms to ~20 ms in a batch, docs/performance.md "Printing"). The print fonts never change
 * while the process runs; past the limit the oldest half is dropped.
 */
const CACHE_LIMIT = 20_000;
const piecesCache = new Map<string, TextPiece[]>();
const advanceCache = new Map<string, number>();

function remembered<T>(cache: Map<string, T>, key: string, make: () => T): T {
  let value = cache.get(key);
  if (value === undefined) {
    value = make();
    if (cache.size >= CACHE_LIMIT) for (const old of [...cache.keys()].slice(0, CACHE_LIMIT / 2)) cache.delete(old);
    cache.set(key, value);
  }
  return value;
}

export class PdfText {
  constructor(
    private readonly doc: Doc,
    private readonly fonts: PrintFonts,
  ) {
    for (const family of FONT_FAMILIES) {
      for (const weight of ['regular', 'bold'] as const) {
        const font = fonts[family][weight];
        // PDFKit takes any font object with a `layout` (PDFFontFactory.open); its types list files only.
        doc.registerFont(font.name, font.font as unknown as PDFKit.Mixins.PDFFontSource);
      }
    }
  }

  private readonly fontHas = (family: FontFamily, character: string): boolean => this.fonts[family].regular.font.hasGlyphForCodePoint(character.codePointAt(0) ?? 0);

  private pieces(text: string, direction: Direction | 'auto'): TextPiece[] {
    return remembered(piecesCache, `${direction}\u0000${text}`, () => linePieces(text, direction, this.fontHas));
  }

  /** A piece's advance in ems. */
  private advance(piece: TextPiece, weight: FontWeight): number {
    return remembered(advanceCache, `${piece.family}\u0000${weight}\u0000${piece.text}`, () => {
      const font = this.fonts[piece.family][weight].font;
      return font.layout(piece.text).advanceWidth / font.unitsPerEm;
    });
  }

  private pieceWidth(piece: TextPiece, style: TextStyle): number {
    return this.advance(piece, style.weight ?? 'regular') * style.size;
  }

  /** The width of a line of text in points. */
  width(text: string, style: TextStyle): number {
    return this.pieces(text, style.direction ?? 'auto').reduce((sum, piece) => sum + this.pieceWidth(piece, style), 0);
  }

  /** The height of a line of this text in points (its scripts' line height). */
  lineHeight(text: string, size: number): number {
    return Math.max(LINE_HEIGHT.latin, ...this.familiesIn(text).map((family) => LINE_HEIGHT[family])) * size;
  }

  private baseline(text: string, size: number): number {
    return Math.max(BASELINE.latin, ...this.familiesIn(text).map((family) => BASELINE[family])) * size;
  }

  private familiesIn(text: string): FontFamily[] {
    return [...new Set(this.pieces(text, 'auto').filter((piece) => !piece.space).map((piece) => piece.family))];
  }

  /** The largest size from `style.size` down to `smallest` (by quarter points) at which `text` fits `width` on one line. */
  sizeToFit(text: string, width: number, style: TextStyle, smallest: number): number {
    let size = style.size;
    while (size - 0.25 >= smallest && this.width(text, { ...style, size }) > width) size -= 0.25;
    return size;
  }

  /** `text` cut at a grapheme boundary, with "…", to fit `width`. */
  fit(text: string, width: number, style: TextStyle): string {
    if (this.width(text, style) <= width) return text;
    const parts = [...graphemes.segment(text)].map((part) => part.segment);
    let low = 0;
    let high = parts.length;
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if (this.width(parts.slice(0, middle).join('').trimEnd() + ELLIPSIS, style) <= width) low = middle;
      else high = middle - 1;
    }
    return parts.slice(0, low).join('').trimEnd() + ELLIPSIS;
  }

  /**
   * Draws one line with its top at `y` in a box `width` wide from `x`; `start` aligns to the
   * paragraph's own direction (right for Arabic). Returns the line's height.
   */
  line(text: string, x: number, y: number, width: number, options: LineOptions): number {
    const direction = options.direction ?? baseDirection(text);
    const shown = options.ellipsis ? this.fit(text, width, { ...options, direction }) : text;
    const pieces = this.pieces(shown, direction);
    const widths = pieces.map((piece) => this.pieceWidth(piece, options));
    const total = widths.reduce((sum, value) => sum + value, 0);
    const align = options.align ?? 'start';
    const right = align === 'right' || (align === 'start' && direction === 'rtl') || (align === 'end' && direction === 'ltr');
    let cursor = align === 'center' ? x + (width - total) / 2 : right ? x + width - total : x;
    const baseline = y + this.baseline(shown, options.size);
    this.doc.fillColor(options.colour ?? '#111111');
    pieces.forEach((piece, index) => {
      if (!piece.space) {
        // Readers turn a right-to-left stretch back up to the next left-to-right letter: a mark
        // ends the stretch before the space that leads to it (pdftotext, "أمينة Patel").
        const next = pieces.slice(index + 1).find((later) => !later.space);
        const endsStretch = piece.rtl && direction === 'ltr' && next !== undefined && !next.rtl;
        this.drawPiece(piece, cursor, baseline, options.size, options.weight ?? 'regular', endsStretch);
      }
      cursor += widths[index] ?? 0;
    });
    return this.lineHeight(shown, options.size);
  }

  /** One piece's glyphs from `x` on the baseline `baseline` (from the page's top), inside a span naming its text. */
  private drawPiece(piece: TextPiece, x: number, baseline: number, size: number, weight: FontWeight, endsStretch: boolean): void {
    const doc = this.doc as unknown as DocInternals & Doc;
    doc.font(this.fonts[piece.family][weight].name);
    const font = doc._font;
    doc.page.fonts[font.id] ??= font.ref();
    const [glyphs, positions] = font.encode(piece.text);
    const scale = size / 1000;
    // PDFKit draws with the page turned upside down (y from the top); glyphs are placed the PDF's way up.
    const y = doc.page.height - baseline;
    // Readers put a line's text in order from left to right and turn right-to-left stretches back
    // (pdftotext, pdf.js): a right-to-left piece is named in that visual order.
    const actual = piece.rtl ? [...piece.source].reverse().join('') + (endsStretch ? LRM : '') : piece.source;
    const out: string[] = [`q 1 0 0 -1 0 ${number(doc.page.height)} cm`, `/Span <</ActualText ${pdfTextString(actual)}>> BDC`, 'BT', `/${font.id} ${number(size)} Tf`];
    let pen = x;
    let items: string[] = [];
    let start = x;
    const flush = () => {
      if (items.length > 0) out.push(`1 0 0 1 ${number(start)} ${number(y)} Tm [${items.join(' ')}] TJ`);
      items = [];
    };
    positions.forEach((position, index) => {
      const glyph = `<${glyphs[index] ?? '0000'}>`;
      if (position.xOffset || position.yOffset) {
        // A mark placed off the pen (a vowel sign, an Arabic dot): on its own.
        flush();
        out.push(`1 0 0 1 ${number(pen + position.xOffset * scale)} ${number(y + position.yOffset * scale)} Tm [${glyph}] TJ`);
      } else {
        if (items.length === 0) start = pen;
        items.push(glyph);
        const adjust = position.advanceWidth - position.xAdvance;
        if (Math.abs(adjust) > 0.001) items.push(number(adjust));
      }
      pen += position.xAdvance * scale;
    });
    flush();
    out.push('ET', 'EMC', 'Q');
    doc.addContent(out.join('\n'));
  }

  /** The lines `text` wraps into at `width` (at spaces; a word longer than a line stands alone). */
  wrap(text: string, width: number, style: TextStyle): string[] {
    const words = text.split(/\s+/).filter((word) => word !== '');
    const lines: string[] = [];
    let current = '';
    for (const word of words) {
      const candidate = current === '' ? word : `${current} ${word}`;
      if (current !== '' && this.width(candidate, style) > width) {
        lines.push(current);
        current = word;
      } else {
        current = candidate;
      }
    }
    if (current !== '') lines.push(current);
    return lines;
  }

  /** Draws `text` wrapped at `width`, its first line's top at `y`. Returns the height used. */
  paragraph(text: string, x: number, y: number, width: number, options: LineOptions & { lineGap?: number }): number {
    const direction = options.direction ?? baseDirection(text);
    let top = y;
    for (const line of this.wrap(text, width, { ...options, direction })) {
      top += this.line(line, x, top, width, { ...options, direction }) + (options.lineGap ?? 0);
    }
    return top - y;
  }

  /** The height `paragraph` would use. */
  paragraphHeight(text: string, width: number, options: TextStyle & { lineGap?: number }): number {
    const direction = options.direction ?? baseDirection(text);
    return this.wrap(text, width, { ...options, direction }).reduce((sum, line) => sum + this.lineHeight(line, options.size) + (options.lineGap ?? 0), 0);
  }
}
