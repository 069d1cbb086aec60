import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { pdfFonts, pdfText } from '../../test/pdf-reader.ts';
import { printFonts } from './print-fonts.ts';
import { PdfText } from './pdf-text.ts';
import { linePieces } from './text-pieces.ts';

const everyFont = () => true;

async function pdfOf(draw: (text: PdfText) => void): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A5', margin: 20 });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  draw(new PdfText(doc, await printFonts()));
  doc.end();
  return done;
}

const NAMES = ['Amit Patel', 'अमित पटेल', 'क्षत्रिय श्रीवास्तव', 'હર્ષદ ત્રિવેદી', 'સંજય હંસા', 'أمينة شيخ', 'عبد الرحمن بن محمد', 'لا إله الله', 'مُحَمَّد', 'Amit पटेल', 'أمينة Patel', 'Σοφία Ivanova'];

describe('text pieces', () => {
  it('cut a line by script and direction, left to right', () => {
    const pieces = linePieces('Amit पटेल', 'ltr', everyFont).map((piece) => [piece.text, piece.family, piece.rtl]);
    expect(pieces).toEqual([['Amit', 'latin', false], [' ', 'latin', false], ['पटेल', 'devanagari', false]]);
    // An Arabic name: its words from right to left, each still in logical order for HarfBuzz.
    expect(linePieces('أمينة شيخ', 'rtl', everyFont).filter((piece) => !piece.space).map((piece) => piece.text)).toEqual(['شيخ', 'أمينة']);
    // Digits and the danda stay in the font of the letters around them.
    expect(linePieces('શરત ૧।', 'ltr', everyFont).filter((piece) => !piece.space).map((piece) => piece.family)).toEqual(['gujarati', 'gujarati']);
    // Brackets in a right-to-left stretch without Arabic letters are turned and mirrored here.
    expect(linePieces('عربي (-)', 'rtl', everyFont).find((piece) => piece.source === '(-)')?.text).toBe('(-)');
  });
});

describe('PDF text', () => {
  it('gives every name back to pdftotext as typed, in subset fonts PDF readers list', async () => {
    const pdf = await pdfOf((text) => {
      let y = 20;
      for (const name of NAMES) y += text.line(name, 20, y, 380, { size: 12, direction: 'ltr', align: 'left' }) + 4;
    });
    const lines = pdfText(pdf).split('\n').filter((line) => line.trim() !== '');
    expect(lines).toEqual(NAMES);
    const fonts = pdfFonts(pdf);
    expect(fonts.map((font) => font.name.replace(/^[A-Z]{6}\+/, '')).sort()).toEqual(['NotoSans-Regular', 'NotoSansArabic-Regular', 'NotoSansDevanagari-Regular', 'NotoSansGujarati-Regular']);
    expect(fonts.every((font) => font.embedded && font.subset && font.unicode && font.type === 'CID TrueType')).toBe(true);
  });

  it('wraps a paragraph at spaces and cuts an overlong line with an ellipsis', async () => {
    const pdf = await pdfOf((text) => {
      text.paragraph('यह पास व्यक्तिगत है और हस्तांतरणीय नहीं है। हर यात्रा में इसे साथ रखें।', 20, 20, 120, { size: 10 });
      text.line('A very long name that cannot fit in the box at all', 20, 200, 80, { size: 10, ellipsis: true });
    });
    const lines = pdfText(pdf).split('\n').filter((line) => line.trim() !== '');
    expect(lines.length).toBeGreaterThan(2);
    expect(lines.slice(0, -1).join(' ')).toBe('यह पास व्यक्तिगत है और हस्तांतरणीय नहीं है। हर यात्रा में इसे साथ रखें।');
    expect(lines.at(-1)).toMatch(/^A very [a-z ]*…$/);
  });
});
