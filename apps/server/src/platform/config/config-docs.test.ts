/**
 * One source for the configuration: every variable of the schema has a meaning, and `.env.example`
 * and the README's table are exactly what the schema makes (`npm run config:docs` rewrites them).
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ENV_EXAMPLE_FILE, README_FILE, documentedVariables, envExample, readmeTable, withReadmeTable } from './config-docs.ts';
import { envSchema, loadConfig } from './config.ts';

const HOW_TO_FIX = 'the schema (apps/server/src/platform/config/config.ts) changed: run `npm run config:docs` and commit what it writes';

describe('the configuration documentation', () => {
  it('documents every variable of the schema, each with a topic and one line of meaning', () => {
    const variables = documentedVariables();
    expect(variables.map((variable) => variable.name)).toEqual(Object.keys(envSchema.shape));
    for (const variable of variables) {
      expect(variable.meaning.length, variable.name).toBeGreaterThan(5);
      expect(variable.meaning, variable.name).not.toContain('\n');
    }
    // Variables the README once left out.
    expect(variables.map((variable) => variable.name)).toEqual(expect.arrayContaining(['CARD_SIGNING_KEY', 'ID_HASH_KEY', 'ENV_FILE', 'LOG_FORMAT']));
  });

  it('.env.example is what the schema makes', () => {
    expect(fs.readFileSync(ENV_EXAMPLE_FILE, 'utf8'), HOW_TO_FIX).toBe(envExample());
  });

  it("the README's table is what the schema makes", () => {
    const readme = fs.readFileSync(README_FILE, 'utf8');
    expect(withReadmeTable(readme), HOW_TO_FIX).toBe(readme);
    for (const variable of documentedVariables()) expect(readme).toContain(`| \`${variable.name}\` |`);
  });

  it('.env.example, with every line uncommented, is a valid configuration whose values are the defaults', () => {
    const env = Object.fromEntries(
      envExample()
        .split('\n')
        .filter((line) => /^#[A-Z][A-Z0-9_]*=/.test(line))
        .map((line) => line.slice(1).split(/=(.*)/s).slice(0, 2) as [string, string]),
    );
    expect(Object.keys(env)).toEqual(Object.keys(envSchema.shape));
    const withoutExamples = Object.fromEntries(Object.entries(env).filter(([name]) => documentedVariables().find((variable) => variable.name === name)?.example === undefined));
    const fromFile = loadConfig(withoutExamples);
    const fromNothing = loadConfig({});
    expect(fromFile).toEqual(fromNothing);
  });

  it('a variable without documentation is named, with what to add', () => {
    const undocumented = z.object({ NEW_SETTING: z.string().optional() });
    const original = envSchema.shape;
    Object.defineProperty(envSchema, 'shape', { value: { ...original, ...undocumented.shape }, configurable: true });
    try {
      expect(() => documentedVariables()).toThrow(/NEW_SETTING has no documentation in config.ts/);
    } finally {
      Object.defineProperty(envSchema, 'shape', { value: original, configurable: true });
    }
    expect(readmeTable()).toContain('| `PORT` | `3000` | HTTP port |');
  });
});
