#!/usr/bin/env node
/**
 * Part of `npm run lint`: fails when a file of the repository (tracked, or new and not ignored)
 * talks about how the project was built instead of the product — when and by whom something was
 * made, which numbered work item asked for it, a section number of an outside document (the rule:
 * scripts/product-words.mjs). Say it in the product's own terms and cite the docs/ section that
 * holds the rule (docs/architecture.md "How the repository speaks").
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { findTalk } from './product-words.mjs';

/** The rule's own files hold its patterns and examples of what it refuses. */
const EXEMPT = new Set(['package-lock.json', 'scripts/product-words.mjs', 'scripts/product-words.test.mjs']);
const BINARY = /\.(?:png|jpe?g|gif|webp|ico|woff2?|ttf|otf|pdf|gz|tgz|zip|apk|xlsx|br)$/i;

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
  .split('\0')
  .filter((file) => file && !EXEMPT.has(file) && !BINARY.test(file));

let problems = 0;
for (const file of files) {
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    continue; // deleted in the work tree but still in the index
  }
  if (text.includes('\0')) continue;
  for (const { line, what, text: words } of findTalk(text)) {
    console.error(`${file}:${line}: "${words}" is ${what}: say it in the product's terms and cite docs/ instead.`);
    problems += 1;
  }
}
if (problems > 0) {
  console.error(`\n${problems} line(s) talk about how the project was built rather than about the product.`);
  process.exit(1);
}
