#!/usr/bin/env node
/**
 * Part of `npm run lint`: fails when a feature's names drift apart — a web feature or server module
 * missing from docs/architecture.md "One name per feature", a name there that does not exist, or a
 * module or feature without the file shape "Adding a feature" describes (scripts/feature-names.mjs).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { featureNameProblems, readRepository } from './feature-names.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const problems = featureNameProblems(readRepository(root));
for (const problem of problems) console.error(`${problem}.`);
if (problems.length > 0) {
  console.error(`${problems.length} feature name problem(s): docs/architecture.md "One name per feature" and "Adding a feature" say how it should be.`);
  process.exit(1);
}
