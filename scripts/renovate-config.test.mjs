/**
 * renovate.json (CONTRIBUTING.md, "Dependency updates"): every package a rule names is one this
 * repository declares, so a renamed or dropped package cannot leave a group that matches nothing;
 * and the rules say what that section promises (families grouped, majors apart and never merged by
 * themselves, weekly tooling, PGlite never merged by itself).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import picomatch from 'picomatch';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const readJson = (file) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));
const config = readJson('renovate.json');
const manifests = ['package.json', ...readJson('package.json').workspaces.map((workspace) => `${workspace}/package.json`)].map(readJson);
const DEP_TYPES = ['dependencies', 'devDependencies', 'optionalDependencies', 'peerDependencies'];
/** Every package some package.json of the repository declares, but the workspaces themselves. */
const declared = new Set(manifests.flatMap((manifest) => DEP_TYPES.flatMap((type) => Object.keys(manifest[type] ?? {}))).filter((name) => !name.startsWith('@passdesk/')));
const devDeclared = new Set(manifests.flatMap((manifest) => Object.keys(manifest.devDependencies ?? {})));

const rules = config.packageRules;
const ruleOf = (groupName) => rules.find((rule) => rule.groupName === groupName);
/** Renovate's reading of a package rule's names: a name with `*` is a glob, any other is exact. */
const matches = (pattern, name) => (pattern.includes('*') ? picomatch(pattern)(name) : pattern === name);
const matching = (rule) => [...declared].filter((name) => rule.matchPackageNames.some((pattern) => matches(pattern, name)));
/** The settings Renovate applies to one update: every matching rule in order, a later one winning. */
function settingsFor(name, updateType, depType) {
  const applied = { ...config };
  for (const rule of rules) {
    if (rule.matchPackageNames && !rule.matchPackageNames.some((pattern) => matches(pattern, name))) continue;
    if (rule.matchUpdateTypes && !rule.matchUpdateTypes.includes(updateType)) continue;
    if (rule.matchDepTypes && !rule.matchDepTypes.includes(depType)) continue;
    Object.assign(applied, rule);
  }
  return applied;
}
const depTypeOf = (name) => (devDeclared.has(name) ? 'devDependencies' : 'dependencies');

describe('renovate.json', () => {
  it('names only packages the repository declares, each pattern matching at least one', () => {
    const named = rules.filter((rule) => rule.matchPackageNames);
    expect(named.length).toBeGreaterThan(0);
    for (const rule of named) {
      for (const pattern of rule.matchPackageNames) {
        expect([...declared].filter((name) => matches(pattern, name)), `${pattern} (${rule.groupName ?? rule.description})`).not.toEqual([]);
      }
    }
  });

  it.each([
    ['MUI', ['@mui/material', '@mui/icons-material', '@mui/system', '@mui/x-charts']],
    ['React', ['react', 'react-dom', '@types/react', '@types/react-dom']],
    ['Fastify', ['fastify', '@fastify/compress', '@fastify/multipart', '@fastify/swagger', '@fastify/swagger-ui', 'fastify-type-provider-zod']],
    ['test tooling', ['vitest', 'playwright-core', 'jsdom', '@testing-library/react']],
  ])('groups the %s family', (groupName, members) => {
    const rule = ruleOf(groupName);
    expect(rule).toBeDefined();
    expect(matching(rule)).toEqual(expect.arrayContaining(members));
    for (const name of members) expect(settingsFor(name, 'minor', depTypeOf(name)).groupName).toBe(groupName);
  });

  it('groups patch and minor updates of the other development tooling weekly', () => {
    for (const name of ['eslint', 'typescript', 'knip', 'vite', 'drizzle-kit']) {
      for (const updateType of ['patch', 'minor']) {
        const settings = settingsFor(name, updateType, 'devDependencies');
        expect(settings.groupName, name).toBe('development tooling');
        expect(settings.schedule, name).toEqual(['before 6am on monday']);
      }
    }
    expect(settingsFor('fastify', 'minor', 'dependencies').schedule).toBeUndefined();
  });

  it('keeps majors apart, one major step a pull request, and never merges one by itself', () => {
    expect(config.separateMajorMinor).toBe(true);
    expect(config.separateMultipleMajor).toBe(true);
    for (const name of declared) {
      const settings = settingsFor(name, 'major', depTypeOf(name));
      expect(settings.automerge, name).toBe(false);
      // A major is grouped only with its own family, never with the weekly tooling.
      expect(['development tooling', 'test tooling'], name).not.toContain(settings.groupName);
    }
  });

  it('never merges a PGlite update by itself and keeps it pinned', () => {
    expect(declared.has('@electric-sql/pglite')).toBe(true);
    for (const updateType of ['patch', 'minor', 'major']) {
      for (const depType of ['dependencies', 'devDependencies']) {
        const settings = settingsFor('@electric-sql/pglite', updateType, depType);
        expect(settings.automerge).toBe(false);
        expect(settings.rangeStrategy).toBe('pin');
      }
    }
    for (const manifest of manifests) {
      const range = manifest.dependencies?.['@electric-sql/pglite'] ?? manifest.devDependencies?.['@electric-sql/pglite'];
      if (range !== undefined) expect(range, manifest.name).toMatch(/^\d+\.\d+\.\d+$/);
    }
  });
});
