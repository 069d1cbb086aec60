/**
 * A citation of a doc's section — `docs/api.md "Auth"`, `docs/performance.md, "Cards list"` — must
 * name a section that exists: a heading, a bold label or a table row's first cell of that doc
 * (docs/architecture.md "How the repository speaks"). Matched from the start of the name, ignoring
 * case, so "Cards list" finds "Cards list over 1,000,000 cards".
 */

const CITATION = /\b(docs\/[a-z-]+\.md)[,:]?\s*(?:\()?["“]([^"”\n]{2,80})["”]/gu;

/** The names a doc's sections go by, lower-cased. */
export function sectionNames(markdown) {
  const names = [];
  for (const line of markdown.split('\n')) {
    const heading = /^#+\s+(.+)$/u.exec(line);
    if (heading) names.push(heading[1]);
    const cell = /^\|\s*([^|]+?)\s*\|/u.exec(line);
    if (cell) names.push(cell[1]);
  }
  for (const bold of markdown.matchAll(/\*\*([^*\n]+)\*\*/gu)) names.push(bold[1]);
  return names.map((name) => name.replaceAll('`', '').trim().toLowerCase());
}

/** The citations in `text` whose doc or section does not exist; `docs` maps a path to its text. */
export function brokenCitations(text, docs) {
  const names = new Map();
  const broken = [];
  for (const match of text.matchAll(CITATION)) {
    const [, doc, section] = match;
    const markdown = docs.get(doc);
    const line = text.slice(0, match.index).split('\n').length;
    if (markdown === undefined) {
      broken.push({ line, doc, section, why: `${doc} does not exist` });
      continue;
    }
    if (!names.has(doc)) names.set(doc, sectionNames(markdown));
    const wanted = section.replaceAll('`', '').trim().toLowerCase();
    if (!names.get(doc).some((name) => name.startsWith(wanted))) broken.push({ line, doc, section, why: `${doc} has no section "${section}"` });
  }
  return broken;
}

const LINK = /!?\[[^\]\n]*\]\(([^)\s]+)(?:\s+"[^"\n]*")?\)/gu;

/**
 * The relative links of a Markdown text (`[text](docs/api.md)`, `![picture](docs/screenshots/a.png)`,
 * anchors cut off) whose target `exists(path)` says is missing, with their line. Addresses with a
 * scheme (`https:`, `mailto:`) and links to a place in the same page are not checked.
 */
export function brokenLinks(text, exists) {
  const broken = [];
  for (const match of text.matchAll(LINK)) {
    const target = decodeURI(match[1].split('#')[0]);
    if (target === '' || /^[a-z][a-z+.-]*:/iu.test(target)) continue;
    if (!exists(target)) broken.push({ line: text.slice(0, match.index).split('\n').length, target, why: `the link to ${target} leads nowhere` });
  }
  return broken;
}

/** A path of the repository written out in full in a Markdown text: `apps/server/src/app.ts`, docs/api.md. */
const REPO_PATH = /(?<![\w/.<-])((?:apps|packages|scripts|bench|e2e|docs)\/[\w./@-]*\w)/gu;
/** Build output and installed packages are not in a clean clone. */
const NOT_IN_CLONE = /(?:^|\/)(?:dist|node_modules)(?:\/|$)/u;

/**
 * The repository paths a Markdown text names in full that `exists(path)` says are missing, with
 * their line: a doc that names a file that moved or went sends its reader nowhere. A path that
 * goes on with a placeholder (`modules/<feature>/`, `bench/<name>/run.ts`) is a pattern, not a file.
 */
export function missingPaths(text, exists) {
  const missing = [];
  for (const match of text.matchAll(REPO_PATH)) {
    const target = match[1];
    const placeholder = /^\/?[<*{…]/u.test(text.slice(match.index + target.length, match.index + target.length + 2));
    if (placeholder || NOT_IN_CLONE.test(target) || exists(target)) continue;
    missing.push({ line: text.slice(0, match.index).split('\n').length, target, why: `${target} does not exist` });
  }
  return missing;
}

/** The documents of `docPaths` (`docs/api.md`, ...) that `text` (the README) does not link to. */
export function unlinkedDocs(text, docPaths) {
  const linked = new Set([...text.matchAll(LINK)].map((match) => match[1].split('#')[0].replace(/^\.\//u, '')));
  return docPaths.filter((doc) => !linked.has(doc));
}
