/**
 * The repository speaks of the product only (docs/architecture.md "How the repository speaks"): no line may say which
 * work period, person or numbered work item produced it, or cite a section number of a document
 * the repository does not hold. `findTalk` is the rule; scripts/check-product-words.mjs runs it
 * over every file `npm run lint` sees.
 */

/** Each pattern names what it refuses; all are case-insensitive. */
export const TALK_PATTERNS = [
  { what: 'a numbered work period', pattern: /\b(?:sessions?|stops?|sprints?|work periods?)\s+#?\d+\b/iu },
  { what: 'a work period', pattern: /\bwork[- ]periods?\b/iu },
  { what: 'a team lead', pattern: /\bthe [l]ead\b|\blead['’]s\b/iu },
  { what: 'a person who built it', pattern: /\b[e]ngineers?\b/iu },
  { what: 'a helper session', pattern: /\bhelpers?\s+(?:[s]essions?|[e]ngineers?)\b/iu },
  // An upstream project's issue named with its repository ("npm/cli", "issue" and its number) is a citation.
  { what: 'a numbered issue or work item', pattern: /(?<![\w.-]+\/[\w.-]+\s+)\b(?:issues?|tickets?|work items?)\s+#?\d+\b/iu },
  { what: 'a work item', pattern: /\bwork[- ]items?\b/iu },
  { what: 'a numbered day of work', pattern: /\b(?:on|by|from|since)\s+day\s+\d+\b/iu },
  { what: 'the date a change was made', pattern: /\b(?:since|as of)\s+20\d\d-[01]\d-[0-3]\d\b/iu },
  { what: "an issue's wording", pattern: /\bthe issue(?:['’]s)?\s+(?:asks|asked|says|said|rule|goal|wording|text)\b/iu },
  { what: "a section of the specification", pattern: /\bspec(?:ification)?(?:['’]s)?\b[^\n]{0,30}?\bsections?\s*\d/iu },
  { what: 'a section sign', pattern: /\u00a7/u },
  { what: 'a numbered specification citation', pattern: /\bspec(?:ification)?\.?\s*\d+(?:\.\d+)*\b/iu },
  { what: 'a numbered section', pattern: /(?<!\bRFC\s*\d+,?\s*)\bsections?\s+\d+(?:\.\d+)*\b/iu },
];

/** The talk in a text: one entry per line and pattern that matched, lines counted from 1. */
export function findTalk(text) {
  const found = [];
  text.split('\n').forEach((line, index) => {
    for (const { what, pattern } of TALK_PATTERNS) {
      const match = pattern.exec(line);
      if (match) found.push({ line: index + 1, what, text: match[0] });
    }
  });
  return found;
}
