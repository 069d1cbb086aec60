/**
 * The printed words of a card or a receipt, from the panel's own translation files (one section of
 * a feature's namespace, e.g. `cards.json` → `printedCard`): English always, and the office's
 * `PRINT_LANGUAGE` beside it (docs/domain.md "Printing"). Read at each print, so an edited
 * translation file prints at once; a few kilobytes of JSON. The mails to applicants and holders
 * read their words here too, in the language of the holder or the office (docs/domain.md "Mails to
 * applicants and holders").
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { isRtlLanguage } from '@passdesk/contract/i18n/languages';
import type { PrintLanguage } from '@passdesk/contract/print/printable-text';

export type Translate = (key: string, values?: Record<string, string>) => string;

export interface PrintTexts {
  en: Translate;
  /** The print language's words; absent when the office prints in English only. */
  local?: Translate;
  language: PrintLanguage;
  /** Whether the print language is written right to left. */
  rtl: boolean;
}

type Tree = { [key: string]: string | Tree };

async function readSection(dir: string, language: string, namespace: string, section: string): Promise<Tree> {
  const text = await fs.readFile(path.join(dir, language, `${namespace}.json`), 'utf8').catch(() => '{}');
  const tree = JSON.parse(text) as Tree;
  const found = tree[section];
  return typeof found === 'object' ? found : {};
}

function lookup(tree: Tree, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/**
 * A value goes into its sentence as a bidirectional isolate (FSI … PDI): a date or a Latin center
 * name inside an Arabic sentence keeps its own order ("01-11-2026", not "2026-11-01").
 */
const isolate = (value: string) => `\u2068${value}\u2069`;
const interpolate = (text: string, values: Record<string, string> = {}, isolated = true) =>
  text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (values[name] === undefined ? whole : isolated ? isolate(values[name]) : values[name]));

export interface TextOptions {
  /**
   * Whether values go into the English words as isolates too: yes on paper (the default), where an
   * English line stands beside a right-to-left one; no in a mail, whose English text stays as it
   * always read.
   */
  isolateEnglish?: boolean;
}

/** A key missing in the print language falls back to English; missing in English, it prints as the key. */
export async function printTexts(dir: string, namespace: string, section: string, language: PrintLanguage, options: TextOptions = {}): Promise<PrintTexts> {
  const english = await readSection(dir, 'en', namespace, section);
  const en: Translate = (key, values) => interpolate(lookup(english, key) ?? key, values, options.isolateEnglish ?? true);
  if (language === 'en') return { en, language, rtl: false };
  const other = await readSection(dir, language, namespace, section);
  const local: Translate = (key, values) => interpolate(lookup(other, key) ?? lookup(english, key) ?? key, values);
  return { en, local, language, rtl: isRtlLanguage(language) };
}

/** "Cash · नकद": a word in English and the print language, once when they are the same. */
export function both(words: PrintTexts, key: string): string {
  const english = words.en(key);
  const local = words.local?.(key);
  return local && local !== english ? `${english} · ${local}` : english;
}
