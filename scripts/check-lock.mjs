#!/usr/bin/env node
/**
 * Fails when package-lock.json lacks a package that a locked package or a workspace depends on —
 * above all another platform's optional binary (rollup's, esbuild's, sharp's). npm 11's `npm ci`
 * refuses such a lock ("Missing: @rollup/rollup-android-arm-eabi@… from lock file"), while npm 10
 * writes one whenever it rebuilds the lock over an existing node_modules that holds only this
 * machine's binaries (docs/architecture.md, "Dependencies", says how to regenerate it).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
const entries = lock.packages;

/** The folder a locked package sits in, above `key` (Node's resolution, as npm lays the tree out). */
function parentOf(key) {
  const nested = key.lastIndexOf('/node_modules/');
  if (nested >= 0) return key.slice(0, nested);
  return '';
}

/** The lock entry `name` resolves to from the package at `from`, or undefined. */
function resolve(from, name) {
  for (let base = from; ; base = parentOf(base)) {
    const key = `${base ? `${base}/` : ''}node_modules/${name}`;
    if (entries[key]) return key;
    if (!base) return undefined;
  }
}

const missing = [];
for (const [key, entry] of Object.entries(entries)) {
  if (entry.link) continue;
  const isWorkspaceOrRoot = !key.includes('node_modules/');
  const wanted = {
    ...entry.dependencies,
    ...entry.optionalDependencies,
    ...(isWorkspaceOrRoot ? entry.devDependencies : {}),
  };
  for (const [name, range] of Object.entries(wanted)) {
    if (!resolve(key, name)) missing.push(`${name}@${range} (wanted by ${key || 'the root package'})`);
  }
}

if (missing.length > 0) {
  console.error(`package-lock.json lacks ${missing.length} package(s) that \`npm ci\` will ask for:`);
  for (const line of missing) console.error(`  ${line}`);
  console.error('Regenerate it with npm 11 or later: `npm install --package-lock-only` (docs/architecture.md, "Dependencies").');
  process.exit(1);
}
console.log(`package-lock.json: ${Object.keys(entries).length} entries, none missing`);
