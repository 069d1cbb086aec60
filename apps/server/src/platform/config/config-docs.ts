/**
 * The configuration's documentation, made from the schema (config.ts): `.env.example` and the
 * README's table. `npm run config:docs` writes both; config-docs.test.ts fails when either differs
 * from what the schema makes, so a variable added to the schema reaches both or the tests say so.
 */
import fs from 'node:fs';
import { repoPath } from '../repo-paths.ts';
import { envSchema, type VariableDoc } from './config.ts';

export const ENV_EXAMPLE_FILE = repoPath('.env.example');
export const README_FILE = repoPath('README.md');
const TABLE_START = '<!-- configuration table: made by `npm run config:docs` from apps/server/src/platform/config/config.ts -->';
const TABLE_END = '<!-- end of configuration table -->';

export interface DocumentedVariable extends VariableDoc {
  name: string;
  /** The default as the table shows it, without Markdown: `3000`, `—`, `generated, printed once`. */
  defaultText: string;
  /** The schema's own default value, when it has one (written into `.env.example`). */
  defaultValue?: string;
}

function isVariableDoc(meta: unknown): meta is VariableDoc {
  return typeof meta === 'object' && meta !== null && typeof (meta as VariableDoc).topic === 'string' && typeof (meta as VariableDoc).meaning === 'string';
}

/** Every variable of the schema, in its order, with its documentation; throws for one without. */
export function documentedVariables(): DocumentedVariable[] {
  return Object.entries(envSchema.shape).map(([name, schema]) => {
    const meta = schema.meta();
    if (!isVariableDoc(meta)) throw new Error(`${name} has no documentation in config.ts: end its schema with .meta(doc(topic, meaning))`);
    const def = schema.def as { type: string; defaultValue?: unknown };
    const defaultValue = def.type === 'default' ? String(def.defaultValue) : undefined;
    return { name, ...meta, defaultValue, defaultText: meta.shownDefault ?? defaultValue ?? '—' };
  });
}

/** Topics in the order their first variable appears. */
function byTopic(variables: DocumentedVariable[]): Map<string, DocumentedVariable[]> {
  const topics = new Map<string, DocumentedVariable[]>();
  for (const variable of variables) topics.set(variable.topic, [...(topics.get(variable.topic) ?? []), variable]);
  return topics;
}

const plain = (text: string) => text.replaceAll('`', '');
/** The value of a default shown as one code span (`` `false` ``), else undefined. */
const codeSpan = (text: string | undefined) => /^`([^`]+)`$/.exec(text ?? '')?.[1];

export function envExample(variables = documentedVariables()): string {
  const lines = [
    '# PassDesk configuration. Copy this file to `.env` beside the app (or point ENV_FILE at your copy)',
    '# and uncomment what you change: a commented line keeps its default. A variable already set in',
    '# the environment wins over the file. Every variable is checked at start-up (README.md, "Configuration").',
    '# Made by `npm run config:docs` from apps/server/src/platform/config/config.ts: edit that, not this.',
  ];
  for (const [topic, members] of byTopic(variables)) {
    lines.push('', `# ---- ${topic} ----`);
    for (const variable of members) {
      lines.push(`# ${plain(variable.meaning)} (default: ${variable.defaultText === '—' ? 'none' : plain(variable.defaultText)})`);
      lines.push(`#${variable.name}=${variable.example ?? variable.defaultValue ?? codeSpan(variable.shownDefault) ?? ''}`);
    }
  }
  return `${lines.join('\n')}\n`;
}

const cell = (text: string) => text.replaceAll('|', '\\|');
/** A default shown as code when it is a value (`3000`), as words when it says something (generated once…). */
const defaultCell = (variable: DocumentedVariable) => cell(variable.shownDefault ?? (variable.defaultValue === undefined ? '—' : `\`${variable.defaultValue}\``));

export function readmeTable(variables = documentedVariables()): string {
  const rows = variables.map((variable) => `| \`${variable.name}\` | ${defaultCell(variable)} | ${cell(variable.meaning)} |`);
  return [TABLE_START, '', '| variable | default | meaning |', '|---|---|---|', ...rows, '', TABLE_END].join('\n');
}

/** The README with its configuration table replaced by `table`; throws when the markers are missing. */
export function withReadmeTable(readme: string, table = readmeTable()): string {
  const start = readme.indexOf(TABLE_START);
  const end = readme.indexOf(TABLE_END);
  if (start < 0 || end < start) throw new Error(`README.md has no configuration table markers (${TABLE_START} … ${TABLE_END})`);
  return `${readme.slice(0, start)}${table}${readme.slice(end + TABLE_END.length)}`;
}

/** Writes `.env.example` and the README's table; returns the files it changed. */
export function writeConfigDocs(): string[] {
  const changed: string[] = [];
  const write = (file: string, text: string) => {
    if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === text) return;
    fs.writeFileSync(file, text);
    changed.push(file);
  };
  write(ENV_EXAMPLE_FILE, envExample());
  write(README_FILE, withReadmeTable(fs.readFileSync(README_FILE, 'utf8')));
  return changed;
}
