import { describe, expect, it } from 'vitest';
import { brokenCitations, brokenLinks, missingPaths, sectionNames, unlinkedDocs } from './doc-citations.mjs';

const docs = new Map([
  ['docs/api.md', '# PassDesk API\n## Auth: sign-in, session\n**Brute force** (counters)\n| call | notes |\n| `GET me` | the user |\n'],
]);

describe('doc citations', () => {
  it('reads headings, bold labels and first table cells as section names', () => {
    expect(sectionNames(docs.get('docs/api.md'))).toEqual(['passdesk api', 'auth: sign-in, session', 'call', 'get me', 'brute force']);
  });

  it('accepts a section named from its start, ignoring case, with or without a comma', () => {
    expect(brokenCitations('see docs/api.md "Auth" and docs/api.md, "brute force" and (docs/api.md "GET me")', docs)).toEqual([]);
  });

  it('names a missing section and a missing doc with their line', () => {
    expect(brokenCitations('one\n(docs/api.md "Lists")\ndocs/nowhere.md "Auth"', docs)).toEqual([
      { line: 2, doc: 'docs/api.md', section: 'Lists', why: 'docs/api.md has no section "Lists"' },
      { line: 3, doc: 'docs/nowhere.md', section: 'Auth', why: 'docs/nowhere.md does not exist' },
    ]);
  });

  it('finds relative links and pictures that lead nowhere, anchors cut off, addresses with a scheme left alone', () => {
    const files = new Set(['docs/api.md', 'docs/screenshots/card-list.png']);
    const text = '[API](docs/api.md#auth) ![list](docs/screenshots/card-list.png "The list")\n[gone](docs/gone.md) [site](https://example.org/x.md) [top](#features)\n![missing](docs/screenshots/missing.png)';
    expect(brokenLinks(text, (target) => files.has(target))).toEqual([
      { line: 2, target: 'docs/gone.md', why: 'the link to docs/gone.md leads nowhere' },
      { line: 3, target: 'docs/screenshots/missing.png', why: 'the link to docs/screenshots/missing.png leads nowhere' },
    ]);
  });

  it('finds repository paths named in full that do not exist; build output, placeholders and partial paths left alone', () => {
    const files = new Set(['apps/server/src/app.ts', 'docs/api.md', 'packages/contract/src/access']);
    const text = 'the root `apps/server/src/app.ts`, docs/api.md and packages/contract/src/access/.\nrun apps/server/dist/main.mjs; see `modules/cards/gone.ts`\nmoved: apps/web/src/gone.tsx, and packages/contract/src/<feature>/x.ts';
    expect(missingPaths(text, (target) => files.has(target))).toEqual([{ line: 3, target: 'apps/web/src/gone.tsx', why: 'apps/web/src/gone.tsx does not exist' }]);
  });

  it('names the documents the README does not link to; a mention without a link does not count', () => {
    const readme = 'Read [docs/api.md](docs/api.md) and [the panel](./docs/panel.md#menu); docs/domain.md is named only.';
    expect(unlinkedDocs(readme, ['docs/api.md', 'docs/panel.md', 'docs/domain.md'])).toEqual(['docs/domain.md']);
  });
});
