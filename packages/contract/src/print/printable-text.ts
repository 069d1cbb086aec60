/**
 * What a printed card or receipt can show (docs/domain.md "Printing"): the scripts its embedded
 * fonts cover — Latin (with Greek and Cyrillic), Devanagari, Gujarati and Arabic — with their
 * digits and punctuation. A text that prints (a holder's name, a center's name) is refused where it
 * is typed when it holds a character outside them, rather than printed as empty boxes. The server's
 * print fonts are tested to cover every character accepted here (platform/print/print-fonts.test.ts).
 */
import type { z } from 'zod';

/** The languages a pass office prints in beside English (`PRINT_LANGUAGE`). */
export const PRINT_LANGUAGES = ['en', 'hi', 'gu', 'ar'] as const;
export type PrintLanguage = (typeof PRINT_LANGUAGES)[number];

/** Inclusive code point ranges, grouped by the font family that draws them. */
export const PRINTABLE_RANGES = {
  latin: [
    [0x20, 0x7e], // ASCII letters, digits, punctuation
    [0xa0, 0x377], // Latin-1, Latin Extended-A/B, IPA, spacing modifiers, combining marks, Greek
    [0x37a, 0x37f],
    [0x384, 0x38a],
    [0x38c, 0x38c],
    [0x38e, 0x3a1],
    [0x3a3, 0x3e1],
    [0x3f0, 0x52f], // Greek, Cyrillic
    [0x1e00, 0x1eff], // Latin Extended Additional (Vietnamese)
    [0x1f00, 0x1f15], // Greek Extended
    [0x2010, 0x2027], // dashes, quotes, bullets, ellipsis
    [0x2030, 0x205e],
    [0x20a0, 0x20c0], // currency signs, ₹ among them
    [0x2116, 0x2116], // №
    [0x2122, 0x2122], // ™
  ],
  devanagari: [
    [0x900, 0x97f],
    [0xa8e0, 0xa8ff], // Devanagari Extended
  ],
  gujarati: [
    [0xa81, 0xa83],
    [0xa85, 0xa8d],
    [0xa8f, 0xa91],
    [0xa93, 0xaa8],
    [0xaaa, 0xab0],
    [0xab2, 0xab3],
    [0xab5, 0xab9],
    [0xabc, 0xac5],
    [0xac7, 0xac9],
    [0xacb, 0xacd],
    [0xad0, 0xad0],
    [0xae0, 0xae3],
    [0xae6, 0xaf1],
    [0xaf9, 0xaff],
  ],
  arabic: [
    [0x600, 0x6ff],
    [0x750, 0x77f], // Arabic Supplement
    [0x870, 0x88e],
    [0x890, 0x891],
    [0x898, 0x8ff], // Arabic Extended-B/A
    [0xfb50, 0xfbc2], // presentation forms, as some keyboards type them
    [0xfbd3, 0xfd8f],
    [0xfd92, 0xfdc7],
    [0xfdf0, 0xfdff],
    [0xfe70, 0xfe74],
    [0xfe76, 0xfefc],
  ],
  /** Zero-width non-joiner and joiner: they steer how Indic and Arabic letters join. */
  joiners: [[0x200c, 0x200d]],
} as const satisfies Record<string, ReadonlyArray<readonly [number, number]>>;

const ALL_RANGES: ReadonlyArray<readonly [number, number]> = Object.values(PRINTABLE_RANGES)
  .flat()
  .sort((a, b) => a[0] - b[0]);

export function isPrintableCodePoint(codePoint: number): boolean {
  let low = 0;
  let high = ALL_RANGES.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const [start, end] = ALL_RANGES[middle] ?? [0, -1];
    if (codePoint < start) high = middle - 1;
    else if (codePoint > end) low = middle + 1;
    else return true;
  }
  return false;
}

/** The distinct characters of `text` no print font can draw, in the order they first appear. */
export function unprintableCharacters(text: string): string[] {
  const found: string[] = [];
  for (const character of text) {
    const codePoint = character.codePointAt(0) ?? 0;
    if (!isPrintableCodePoint(codePoint) && !found.includes(character)) found.push(character);
  }
  return found;
}

/** At most this many of the refused characters are named in a message. */
const NAMED = 5;

/** `what (characters)` for each named text that holds unprintable characters, e.g. `the holder (த ம)`. */
export function unprintableParts(texts: ReadonlyArray<readonly [what: string, text: string]>): string[] {
  return texts.flatMap(([what, text]) => {
    const characters = unprintableCharacters(text);
    return characters.length > 0 ? [`${what} (${characters.slice(0, NAMED).join(' ')})`] : [];
  });
}

export const unprintableMessage = (label: string, characters: readonly string[]): string =>
  `${label} has characters that cannot be printed: ${characters.slice(0, NAMED).join(' ')}. Use Latin, Devanagari, Gujarati or Arabic letters`;

/** Refines a text schema: every character must be printable, or the message names the field and the characters. */
export function printable<T extends z.ZodType<string>>(schema: T, label: string) {
  return schema.superRefine((value, context) => {
    const characters = unprintableCharacters(value);
    if (characters.length > 0) context.addIssue({ code: 'custom', message: unprintableMessage(label, characters) });
  });
}
