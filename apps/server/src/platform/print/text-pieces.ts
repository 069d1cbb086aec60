/**
 * One line of text cut into the pieces a PDF draws, left to right: each piece in one font (the
 * script's family; digits, punctuation and marks stay in the font of the letters around them) and
 * one direction, in visual order by the Unicode bidirectional algorithm (bidi-js). A right-to-left
 * piece with Arabic letters keeps its logical order here: HarfBuzz lays it out right to left and
 * mirrors its brackets itself.
 */
import bidiFactory from 'bidi-js';
import { PRINTABLE_RANGES } from '@passdesk/contract/print/printable-text';
import type { FontFamily } from './print-fonts.ts';

const bidi = bidiFactory();

export type Direction = 'ltr' | 'rtl';

export interface TextPiece {
  /** The characters in logical order (mirrored brackets already swapped in a right-to-left piece). */
  text: string;
  /** What the piece stands for, as typed (before mirroring). */
  source: string;
  family: FontFamily;
  rtl: boolean;
  /** A run of spaces: measured, not drawn. */
  space: boolean;
}

const BIDI_CONTROLS = /^[\u200e\u200f\u202a-\u202e\u2066-\u2069]$/;

const inRanges = (codePoint: number, ranges: ReadonlyArray<readonly [number, number]>) => ranges.some(([start, end]) => codePoint >= start && codePoint <= end);

/** Danda and double danda are written in Gujarati text too: they follow the letters around them. */
const SHARED_INDIC = [[0x964, 0x965]] as const;

/** The family a character's own script asks for, or undefined for a character that follows its neighbours. */
export function scriptFamily(character: string): FontFamily | undefined {
  const codePoint = character.codePointAt(0) ?? 0;
  if (inRanges(codePoint, SHARED_INDIC)) return undefined;
  if (inRanges(codePoint, PRINTABLE_RANGES.devanagari)) return 'devanagari';
  if (inRanges(codePoint, PRINTABLE_RANGES.gujarati)) return 'gujarati';
  if (inRanges(codePoint, PRINTABLE_RANGES.arabic)) return 'arabic';
  return /\p{L}/u.test(character) ? 'latin' : undefined;
}

/** The family of each character (by code unit index): its script's, else its neighbours' when that font has it, else Latin. */
function familiesOf(characters: readonly string[], fontHas: (family: FontFamily, character: string) => boolean): FontFamily[] {
  const own = characters.map(scriptFamily);
  const families: FontFamily[] = [];
  let previous: FontFamily | undefined;
  characters.forEach((character, index) => {
    let family = own[index];
    if (!family) {
      const next = own.slice(index + 1).find((candidate) => candidate !== undefined);
      const neighbour = previous ?? next;
      family = neighbour && fontHas(neighbour, character) ? neighbour : 'latin';
    } else {
      previous = family;
    }
    families.push(family);
  });
  return families;
}

/** The direction a paragraph takes from its first strong character (left to right when it has none). */
export function baseDirection(text: string): Direction {
  const { paragraphs } = bidi.getEmbeddingLevels(text, 'auto');
  return (paragraphs[0]?.level ?? 0) % 2 === 1 ? 'rtl' : 'ltr';
}

/** A right-to-left piece HarfBuzz will not turn itself (no Arabic letter in it: brackets, dashes) is turned here. */
const turnsItself = (text: string) => /\p{Script=Arabic}/u.test(text);

/** The pieces of one line, left to right. */
export function linePieces(text: string, direction: Direction | 'auto', fontHas: (family: FontFamily, character: string) => boolean): TextPiece[] {
  if (text === '') return [];
  const { levels } = bidi.getEmbeddingLevels(text, direction);
  const mirrored = bidi.getMirroredCharactersMap(text, levels);
  // Characters (a surrogate pair is one) with the index of their first code unit.
  const characters: string[] = [];
  const starts: number[] = [];
  for (let index = 0; index < text.length; ) {
    const character = String.fromCodePoint(text.codePointAt(index) ?? 0);
    characters.push(character);
    starts.push(index);
    index += character.length;
  }
  const families = familiesOf(characters, fontHas);

  interface Run {
    source: string;
    /** The same with brackets mirrored, for a right-to-left run turned here. */
    mirrored: string;
    family: FontFamily;
    level: number;
    space: boolean;
  }
  const runs: Run[] = [];
  characters.forEach((character, index) => {
    // Directional marks and isolates steer the order; they are not drawn.
    if (BIDI_CONTROLS.test(character)) return;
    const start = starts[index] ?? 0;
    const level = levels[start] ?? 0;
    const family = families[index] ?? 'latin';
    const space = character === ' ';
    const shown = mirrored.get(start) ?? character;
    const last = runs.at(-1);
    if (last && last.level === level && last.space === space && (space || last.family === family)) {
      last.source += character;
      last.mirrored += shown;
    } else {
      runs.push({ source: character, mirrored: shown, family, level, space });
    }
  });

  if (runs.length === 0) return [];
  // Rule L2: from the highest level down to the lowest odd one, reverse every stretch at that level or above.
  const highest = Math.max(...runs.map((run) => run.level));
  const lowestOdd = Math.min(...runs.map((run) => (run.level % 2 === 1 ? run.level : Number.POSITIVE_INFINITY)));
  for (let level = highest; level >= lowestOdd && Number.isFinite(lowestOdd); level -= 1) {
    for (let index = 0; index < runs.length; ) {
      if ((runs[index]?.level ?? 0) < level) {
        index += 1;
        continue;
      }
      let end = index;
      while (end < runs.length && (runs[end]?.level ?? 0) >= level) end += 1;
      runs.splice(index, end - index, ...runs.slice(index, end).reverse());
      index = end;
    }
  }

  return runs.map((run) => {
    const rtl = run.level % 2 === 1;
    // HarfBuzz turns and mirrors an Arabic run itself.
    const text = rtl && !run.space && !turnsItself(run.source) ? [...run.mirrored].reverse().join('') : run.source;
    return { text, source: run.source, family: run.family, rtl, space: run.space };
  });
}
