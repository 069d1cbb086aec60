#!/usr/bin/env node
/**
 * Part of `npm run lint`: fails when a file of the repository (tracked, or new and not ignored)
 * talks about how the project was built instead of the product — when and by whom something was
 * made, which numbered task asked for it, a section number of an outside document (the rule:
 * scripts/product-words.mjs). Say it in the product's own terms and cite the docs/ section that
 * holds the rule (docs/architecture.md "How the repository speaks"); a cited section must exist
 * (scripts/doc-citations.mjs). The Markdown files' relative links and the repository paths they
 * name in full must lead to a file, and the README must link every document in docs/.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brokenCitations, brokenLinks, missingPaths, unlinkedDocs } from './doc-citations.mjs';
import { findTalk } from './product-words.mjs';

/** The rule's own files hold its patterns and examples of what it refuses. */
const EXEMPT = new Set(['package-lock.json', 'scripts/product-words.mjs', 'scripts/product-words.test.mjs', 'scripts/doc-citations.test.mjs']);
const BINARY = /\.(?:png|jpe?g|gif|webp|ico|woff2?|ttf|otf|pdf|gz|tgz|zip|apk|xlsx|br)$/i;
/** Licence texts are quoted word for word: their numbered sections are the licence's own. */
const LICENCE_TEXT = /(?:^|\/)(?:LICENSE|NOTICE)$/;

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
  .split('\0')
  .filter((file) => file && !EXEMPT.has(file) && !BINARY.test(file) && !LICENCE_TEXT.test(file));

function read(file) {
  try {
    const text = readFileSync(file, 'utf8');
    return text.includes('\0') ? undefined : text;
  } catch {
    return undefined; // deleted in the work tree but still in the index
  }
}

const docs = new Map(files.filter((file) => /^docs\/[^/]+\.md$/.test(file)).map((file) => [file, read(file) ?? '']));
let talk = 0;
let citations = 0;
for (const file of files) {
  const text = read(file);
  if (text === undefined) continue;
  for (const { line, what, text: words } of findTalk(text)) {
    console.error(`${file}:${line}: "${words}" is ${what}: say it in the product's terms and cite docs/ instead.`);
    talk += 1;
  }
  for (const { line, why } of brokenCitations(text, docs)) {
    console.error(`${file}:${line}: ${why}: cite a heading, bold label or table row that exists.`);
    citations += 1;
  }
}
let links = 0;
for (const file of files.filter((name) => name.endsWith('.md'))) {
  const text = read(file) ?? '';
  for (const { line, why } of brokenLinks(text, (target) => existsSync(path.join(path.dirname(file), target)))) {
    console.error(`${file}:${line}: ${why}.`);
    links += 1;
  }
  for (const { line, why } of missingPaths(text, (target) => existsSync(target))) {
    console.error(`${file}:${line}: ${why}: name the file where it is now.`);
    links += 1;
  }
}
for (const doc of unlinkedDocs(read('README.md') ?? '', [...docs.keys()])) {
  console.error(`README.md: links nowhere to ${doc}: add it to the README's "Documentation" table.`);
  links += 1;
}
if (talk > 0) console.error(`\n${talk} line(s) talk about how the project was built rather than about the product.`);
if (citations > 0) console.error(`\n${citations} citation(s) name a docs/ section that does not exist.`);
if (links > 0) console.error(`\n${links} link(s) of the Markdown files lead nowhere or are missing.`);
if (talk + citations + links > 0) process.exit(1);
