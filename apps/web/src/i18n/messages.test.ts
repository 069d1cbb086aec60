// @vitest-environment node
/**
 * Every message the contract and the server can answer with (message-catalog.ts reads them from
 * their sources) is worded in Hindi, Gujarati and Arabic: by its shape (a `common-table`
 * `messages.*` key, components/form/message-shapes.ts) or by its own text in the `messages`
 * namespace. A new message without either fails here, naming it and where it comes from.
 */
import { LANGUAGE_CODES } from '@passdesk/contract/i18n/languages';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadMessageShapes, messageShape } from '../components/form/message-patterns.ts';
import { messageCatalog, type CatalogEntry } from './message-catalog.ts';

type Tree = { [key: string]: string | Tree };
const FILES = import.meta.glob<Tree>('../../public/locales/*/{common-table,messages}.json', { eager: true, import: 'default' });
const file = (language: string, namespace: string): Tree => {
  const tree = FILES[`../../public/locales/${language}/${namespace}.json`];
  if (!tree) throw new Error(`${language}/${namespace}.json is missing`);
  return tree;
};
const OTHER_LANGUAGES = LANGUAGE_CODES.filter((code) => code !== 'en');

/**
 * Messages only a client of the API that bypasses the forms can get: they name the API's own
 * fields and parameters (`ids: …`, `card_number is empty`, `page: …`, `{field}: must be a number`),
 * or are the tail of such a message (`is required: PUT replaces …`); the panel, /apply and the
 * inspector app never send what they refuse. Kept in English, as the API reference words them.
 */
const API_ONLY = [/^[a-z][a-z_]*\b/, /^\{(field|fields\w*|key)\}/, /^\{name\}:/, /^No API endpoint at /, /^Unexpected file field /, /^Unknown permission: /];

/** A message with its run-time parts filled in as the server would fill them. */
function sample(message: string): string {
  return message.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (/wait|retry/i.test(name)) return '3 minutes';
    if (/label/i.test(name)) return 'Name';
    if (/^(min|max|count|users|failed|asked|id|length|maxItems|maxLength|highest)$|MAX|MIN/i.test(name)) return '3';
    return 'X';
  });
}

const shapeKeyIn = (tree: Tree, key: string) => {
  const messages = tree.messages;
  if (typeof messages !== 'object') return false;
  const [group, inner] = key.split('.');
  const holder = inner === undefined ? messages : messages[group ?? ''];
  const name = inner ?? group ?? '';
  return typeof holder === 'object' && Object.keys(holder).some((candidate) => candidate === name || candidate.startsWith(`${name}_`));
};

describe('every message of the contract and the server', { timeout: 60_000 }, () => {
  let catalog: CatalogEntry[] = [];
  beforeAll(async () => {
    await loadMessageShapes();
    catalog = messageCatalog().filter((entry) => !API_ONLY.some((pattern) => pattern.test(entry.message)));
  }, 60_000);

  it('is found in the sources: the rules users meet most', () => {
    const messages = catalog.map((entry) => entry.message);
    expect(messages).toEqual(expect.arrayContaining(['Code must be 1 to 10 letters, digits or hyphens', 'Invalid email or password', 'Route number already exists', 'You do not have permission to update Card Management']));
    expect(messages.length).toBeGreaterThan(300);
  });

  for (const language of OTHER_LANGUAGES) {
    it(`is worded in ${language}, by its shape or by its own text`, () => {
      const table = file(language, 'common-table');
      const literal = file(language, 'messages');
      const missing = catalog
        .filter(({ message }) => {
          const shape = messageShape(sample(message));
          if (shape) return !shapeKeyIn(table, shape);
          const text = literal[message];
          return typeof text !== 'string' || text.trim() === '' || (text === message && /[a-z]{3}/i.test(message));
        })
        .map(({ message, at }) => `${message} (${at})`);
      expect(missing).toEqual([]);
    });
  }

  it('has no message kept in the messages namespace that nothing answers with any more', () => {
    const known = new Set(catalog.map((entry) => entry.message));
    expect(Object.keys(file('en', 'messages')).filter((message) => !known.has(message))).toEqual([]);
  });
});
