import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { featureNameProblems, parseTable, readRepository, tableValues } from './feature-names.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A small repository: one feature, `cards`, named alike on every layer. */
function repository() {
  return {
    table: parseTable(
      [
        '# Architecture',
        '### One name per feature',
        '',
        '| Feature | Screens | Web feature | Server module | Contract | Namespace | Permission |',
        '| --- | --- | --- | --- | --- | --- | --- |',
        '| cards | `/card-management` | `cards` | `cards` | `cards/` | `cards` | Card Management |',
        '| errors | `/401` | `errors` | — | — | `errors` | — |',
        '',
      ].join('\n'),
    ),
    screens: ['/', '/card-management', '/card-management/:id', '/401'],
    permissions: ['Card Management'],
    modules: { cards: { 'cards.module.ts': 'export const cardsModule = {};', 'cards.http.ts': "app.get('/cards', handler);", 'cards.schema.ts': "pgTable('cards', {})", 'card-keys.http.ts': '', 'card-keys.service.ts': '', 'cards.test.ts': '' } },
    modulesList: "import { cardsModule } from './cards/cards.module.ts';",
    features: { cards: ['CardsPage.tsx', 'cards-api.ts'], errors: ['NotFoundPage.tsx'] },
    languages: ['en', 'ar'],
    namespaces: { en: ['cards', 'errors'], ar: ['cards', 'errors'] },
    contractHas: (part) => ['cards/', 'cards/cards-paths.ts'].includes(part),
  };
}

describe('one name per feature', () => {
  it('finds nothing wrong in this repository', () => {
    expect(featureNameProblems(readRepository(root))).toEqual([]);
  });

  it('finds nothing wrong in a repository whose feature is named alike everywhere', () => {
    expect(featureNameProblems(repository())).toEqual([]);
  });

  it('reads the string values of a contract table', () => {
    expect(tableValues("export const SCREENS = {\n  home: '/',\n  cards: '/card-management',\n} as const;", 'SCREENS')).toEqual(['/', '/card-management']);
  });

  it('refuses a new web feature or server module that the table does not list', () => {
    const repo = repository();
    repo.features.tickets = ['TicketsPage.tsx'];
    repo.modules.tickets = { 'tickets.module.ts': '' };
    repo.modulesList += "\nimport { ticketsModule } from './tickets/tickets.module.ts';";
    expect(featureNameProblems(repo)).toEqual([
      'apps/web/src/features/tickets is not in the "One name per feature" table of docs/architecture.md',
      'apps/server/src/modules/tickets is not in the "One name per feature" table of docs/architecture.md',
    ]);
  });

  it('refuses names in the table that do not exist', () => {
    const repo = repository();
    repo.table[0] = { ...repo.table[0], screens: ['/cards'], web: 'card', contract: ['card/'], namespace: 'card', permissions: ['Cards'] };
    expect(featureNameProblems(repo)).toEqual([
      'the "cards" row names /cards, which is not in SCREENS (packages/contract/src/navigation/screens.ts)',
      'the "cards" row names the web feature card, but apps/web/src/features/card does not exist',
      'the "cards" row names packages/contract/src/card/, which does not exist',
      'the "cards" row names the namespace card, but apps/web/public/locales/en/card.json does not exist',
      'the "cards" row names the namespace card, but apps/web/public/locales/ar/card.json does not exist',
      'the "cards" row names the permission "Cards", which is not in PERMISSION (packages/contract/src/access/permissions.ts)',
      'apps/web/src/features/cards is not in the "One name per feature" table of docs/architecture.md',
      'the screen /card-management belongs to no row of the "One name per feature" table',
      'the screen /card-management/:id belongs to no row of the "One name per feature" table',
    ]);
  });

  it("refuses a feature's contract folder without its path table under the feature's name", () => {
    const repo = repository();
    repo.contractHas = (part) => ['cards/', 'cards/card-paths.ts'].includes(part);
    expect(featureNameProblems(repo)).toEqual(["packages/contract/src/cards/cards-paths.ts is missing: a feature's contract folder holds its path table there"]);
  });

  it("refuses a web feature's API file under another name", () => {
    const repo = repository();
    repo.features.cards = ['CardsPage.tsx', 'card-api.ts'];
    expect(featureNameProblems(repo)).toEqual(['apps/web/src/features/cards/card-api.ts: a feature\'s calls are in cards-api.ts']);
  });

  it("refuses a module without the documented shape: its module file, role names, routes and tables in their files", () => {
    const repo = repository();
    repo.modules.cards = {
      'cards.http.ts': '',
      'card.schema.ts': "pgTable('cards', {})",
      'card-rules.service.ts': '',
      'card-fixtures.ts': '',
      'card-lists.ts': "app.get('/cards/all', handler); pgTable('x', {})",
    };
    expect(featureNameProblems(repo)).toEqual([
      'apps/server/src/modules/cards/cards.module.ts is missing: every module has its FeatureModule there',
      "apps/server/src/modules/cards/card.schema.ts: a module's schema file is cards.schema.ts",
      'apps/server/src/modules/cards/card-rules.service.ts: name it cards.service.ts, or after a resource the module serves from its own card-rules.http.ts',
      "apps/server/src/modules/cards/card-fixtures.ts: a module's fixtures file is named with a dot (cards.fixtures.ts)",
      'apps/server/src/modules/cards/card-lists.ts declares routes: they belong in a *.http.ts file',
      'apps/server/src/modules/cards/card-lists.ts declares a table: tables belong in cards.schema.ts',
    ]);
  });

  it('refuses a module file that modules.ts does not list', () => {
    const repo = repository();
    repo.modulesList = '';
    expect(featureNameProblems(repo)).toEqual(['apps/server/src/modules/cards/cards.module.ts is not listed in apps/server/src/modules/modules.ts']);
  });
});
