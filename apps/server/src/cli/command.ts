/**
 * What a command of `npm run passdesk` is (docs/operations.md, "The command line"). A command is one
 * file in `commands/`, default-exporting a `Command`: passdesk.ts finds it there, so adding a command
 * touches no other file. It parses its own options, does its work, writes its audit entry and
 * returns the one line that says what it did; bad input is a `CommandError` (exit 1, one line).
 */
import os from 'node:os';
import type { ParseArgsConfig } from 'node:util';
import type { Config } from '../platform/config/config.ts';
import { auditCommandLine, type AuditEntry } from '../platform/audit/audit.ts';
import type { Database } from '../platform/database/database.ts';

export type CommandOptions = NonNullable<ParseArgsConfig['options']>;

/** A refusal or bad input: its message is printed as the command's one line on stderr (exit 1). */
export class CommandError extends Error {}

export interface CommandInput {
  config: Config;
  /** Options by name (strings, or booleans for flags), as `node:util` parseArgs reads them. */
  options: Record<string, string | boolean | undefined>;
  /** Arguments after the command's name and its options. */
  positionals: string[];
  /** The environment the command line runs with (`.env` loaded): for the tools it runs (PATH). */
  env: NodeJS.ProcessEnv;
  /**
   * The configured database, open: an embedded one only when no running server holds DATA_DIR,
   * and, unless `migrated: false`, only when every migration of this release is applied. The
   * command closes it.
   */
  openDatabase(options?: { migrated?: boolean }): Promise<Database>;
}

export interface Command {
  /** The words that name it: `['admin', 'create']`. */
  name: readonly string[];
  /** What it does, for `passdesk help`. */
  summary: string;
  /** Its arguments and options, for `passdesk help` and usage errors: `--email <address> [--password <password>]`. */
  usage: string;
  options?: CommandOptions;
  /** How many arguments it takes after its options (default: none). */
  positionals?: { min: number; max: number };
  /** Does the work and returns the one line that says what was done. */
  run(input: CommandInput): Promise<string>;
}

/** Who ran the command, for the audit trail: the operating-system user and host. */
export function runBy(): string {
  let user: string;
  try {
    user = os.userInfo().username;
  } catch {
    user = `uid ${process.getuid?.() ?? '?'}`;
  }
  return `${user}@${os.hostname()}`;
}

/** Writes the command's audit entry (actor: the command line) in its own transaction. */
export async function auditCommand(database: Database, entry: AuditEntry): Promise<void> {
  await database.db.transaction((tx) => auditCommandLine(tx, runBy(), entry));
}

/** A required option's value, or a CommandError naming the option. */
export function requiredOption(input: CommandInput, name: string): string {
  const value = input.options[name];
  if (typeof value !== 'string' || value.trim() === '') throw new CommandError(`--${name} is required`);
  return value.trim();
}

/** An optional string option, trimmed; undefined when absent. */
export function optionalOption(input: CommandInput, name: string): string | undefined {
  const value = input.options[name];
  return typeof value === 'string' ? value : undefined;
}

/** Opens the database for a command, runs `work`, and closes the database whatever happens. */
export async function withDatabase<T>(input: CommandInput, work: (database: Database) => Promise<T>, options?: { migrated?: boolean }): Promise<T> {
  const database = await input.openDatabase(options);
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}
