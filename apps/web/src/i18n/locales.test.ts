/**
 * The translation files: every language ships every namespace English has, with the same keys and
 * placeholders; every menu title has an English text (route titles: app/route-table.test.ts); the
 * words the server prints and mails are there.
 */
import { LANGUAGE_CODES } from '@passdesk/contract/i18n/languages';
import { MENU, type MenuItem } from '@passdesk/contract/navigation/menu';
import { describe, expect, it } from 'vitest';

type Tree = { [key: string]: string | Tree };

const FILES = import.meta.glob<Tree>('../../public/locales/*/*.json', { eager: true, import: 'default' });

function read(language: string, namespace: string): Tree {
  const tree = FILES[`../../public/locales/${language}/${namespace}.json`];
  if (!tree) throw new Error(`${language}/${namespace}.json is missing`);
  return tree;
}

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') entries.set(`${prefix}${key}`, value);
    else for (const [inner, text] of flatten(value, `${prefix}${key}.`)) entries.set(inner, text);
  }
  return entries;
}

/** Plural forms differ by language (Arabic has six): compare the key without its plural suffix. */
const PLURAL = /_(zero|one|two|few|many|other)$/;
const baseKeys = (entries: Map<string, string>) => [...new Set([...entries.keys()].map((key) => key.replace(PLURAL, '')))].sort();

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

const NAMESPACES = Object.keys(FILES)
  .map((file) => /\/en\/([^/]+)\.json$/.exec(file)?.[1])
  .filter((namespace): namespace is string => namespace !== undefined);

function menuKeys(items: readonly MenuItem[]): string[] {
  return items.flatMap((item) => [item.titleKey, ...(item.kind === 'group' ? menuKeys(item.children) : [])]);
}

describe('translation files', () => {
  it('ship the shell namespaces', () => {
    expect(NAMESPACES).toEqual(expect.arrayContaining(['common', 'nav', 'settings', 'errors']));
  });

  for (const namespace of NAMESPACES) {
    it(`${namespace}: every language has the same keys and placeholders as English`, () => {
      const english = flatten(read('en', namespace));
      for (const language of LANGUAGE_CODES.filter((code) => code !== 'en')) {
        const other = flatten(read(language, namespace));
        expect(baseKeys(other), `${language}/${namespace}.json`).toEqual(baseKeys(english));
        for (const [key, text] of english) {
          if (!other.has(key)) continue;
          const theirs = placeholders(other.get(key) ?? '');
          // A plural form may leave the number out ("one permission" in words).
          if (PLURAL.test(key)) expect(theirs.filter((name) => !placeholders(text).includes(name)), `${language}/${namespace}.json ${key}`).toEqual([]);
          else expect(theirs, `${language}/${namespace}.json ${key}`).toEqual(placeholders(text));
          expect(other.get(key)?.trim(), `${language}/${namespace}.json ${key}`).not.toBe('');
        }
      }
    });
  }

  it('have the sections the server prints on cards and receipts and writes in mails', () => {
    // The server reads these by name (docs/domain.md "Printing", "Mails to applicants and holders");
    // the test above then holds every language to English's keys inside them.
    const sections: Record<string, string[]> = { cards: ['printedCard'], renewals: ['printedReceipt', 'mail'], applications: ['mail'] };
    for (const [namespace, names] of Object.entries(sections)) for (const name of names) expect(typeof read('en', namespace)[name], `${namespace}.${name}`).toBe('object');
  });

  it('have an English title for every menu entry', () => {
    const nav = flatten(read('en', 'nav'));
    const wanted = [...menuKeys(MENU), 'logout', 'home'];
    expect(wanted.filter((key) => !nav.has(key))).toEqual([]);
  });
});
