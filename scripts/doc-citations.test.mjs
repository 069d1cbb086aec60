import { describe, expect, it } from 'vitest';
import { brokenCitations, sectionNames } from './doc-citations.mjs';

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
});
