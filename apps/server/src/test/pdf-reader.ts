/**
 * What a PDF reader gets out of a PDF the server made, by poppler's own tools (pdftotext, pdffonts):
 * the text as a reader extracts it and the fonts embedded.
 */
import { execFileSync } from 'node:child_process';

/** Directional marks pdftotext writes around right-to-left text (they are not part of it). */
const BIDI_MARKS = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** The PDF's text as pdftotext extracts it, without its directional marks. */
export function pdfText(pdf: Buffer): string {
  return execFileSync('pdftotext', ['-', '-'], { input: pdf }).toString('utf8').replace(BIDI_MARKS, '');
}

export interface PdfFont {
  name: string;
  type: string;
  embedded: boolean;
  subset: boolean;
  unicode: boolean;
}

/** The fonts pdffonts lists. */
export function pdfFonts(pdf: Buffer): PdfFont[] {
  const listing = execFileSync('pdffonts', ['-'], { input: pdf }).toString('utf8').split('\n').slice(2).filter((line) => line.trim() !== '');
  return listing.map((line) => {
    const [name = '', ...rest] = line.trim().split(/\s+/);
    // name, type (may be two words), encoding, emb, sub, uni, object, id
    const flags = rest.slice(-5, -2);
    return { name, type: rest.slice(0, -6).join(' '), embedded: flags[0] === 'yes', subset: flags[1] === 'yes', unicode: flags[2] === 'yes' };
  });
}
