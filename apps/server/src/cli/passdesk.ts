/**
 * `npm run passdesk -- <command>`: the administrator's command line, on the embedded database or on
 * DATABASE_URL (docs/operations.md, "The command line"). Reads `.env` and the configuration as the
 * server does, finds the command among the files of `commands/`, and prints one line: what was done
 * (stdout, exit 0), or why not (stderr, exit 1; a command or option it does not know: exit 2).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig, type Config } from '../platform/config/config.ts';
import { loadEnvFile } from '../platform/config/env-file.ts';
import { dataDirHolder } from '../platform/database/data-dir-lock.ts';
import type { Database } from '../platform/database/database.ts';
import { migrationStatus } from '../platform/database/migrate.ts';
import { describeOpenError, openConfiguredDatabase } from '../platform/database/open-configured.ts';
import { CommandError, type Command } from './command.ts';

const COMMANDS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'commands');
const HOW = 'npm run passdesk --';

/** Every command: each file of `commands/` (tests aside) default-exports one. */
export async function loadCommands(dir = COMMANDS_DIR): Promise<Command[]> {
  const files = fs.readdirSync(dir).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
  const commands = await Promise.all(files.map(async (file) => ((await import(pathToFileURL(path.join(dir, file)).href)) as { default: Command }).default));
  return commands.sort((a, b) => a.name.join(' ').localeCompare(b.name.join(' ')));
}

function helpText(commands: readonly Command[]): string {
  const width = Math.max(...commands.map((command) => command.name.join(' ').length));
  return [
    `Usage: ${HOW} <command> [options]   (in the container image: passdesk <command> [options])`,
    '',
    ...commands.map((command) => `  ${command.name.join(' ').padEnd(width)}  ${command.summary}`),
    '',
    `${HOW} <command> --help shows a command's options. The configuration (DATABASE_URL or DATA_DIR, ...) is read as the server reads it, .env included.`,
  ].join('\n');
}

/** The embedded database only when no server holds it; `migrated`: only with every migration applied. */
async function openForCommand(config: Config, { migrated = true }: { migrated?: boolean } = {}): Promise<Database> {
  if (!config.databaseUrl) {
    const holder = dataDirHolder(config.dataDir);
    if (holder) throw new CommandError(`DATA_DIR ${config.dataDir} is in use by a running PassDesk server (pid ${holder}): stop it first; the embedded database belongs to one process at a time`);
    if (migrated && !fs.existsSync(path.join(config.dataDir, 'pglite'))) {
      throw new CommandError(`there is no database in DATA_DIR ${config.dataDir}: run \`${HOW} db migrate\` (or start PassDesk once) first`);
    }
  }
  let database: Database;
  try {
    database = await openConfiguredDatabase(config);
  } catch (error) {
    const described = describeOpenError(error, config);
    if (described) throw new CommandError(described);
    throw error;
  }
  if (migrated) {
    const { pending } = await migrationStatus(database).catch(async (error: unknown) => {
      await database.close();
      throw error;
    });
    if (pending.length > 0) {
      await database.close();
      throw new CommandError(`the database lacks ${pending.length} migration(s) of this release (${pending[0]}…): run \`${HOW} db migrate\` first`);
    }
  }
  return database;
}

export interface Output {
  out(text: string): void;
  err(text: string): void;
}

const processOutput: Output = { out: (text) => process.stdout.write(text), err: (text) => process.stderr.write(text) };

/** Runs one command line; returns the exit code. `env` is read as the server reads process.env (`.env` loaded into it). */
export async function runPassdesk(argv: readonly string[], env: NodeJS.ProcessEnv = process.env, output: Output = processOutput): Promise<number> {
  const commands = await loadCommands();
  const command = commands
    .filter((candidate) => candidate.name.every((word, index) => argv[index] === word))
    .sort((a, b) => b.name.length - a.name.length)[0];
  if (!command) {
    if (argv.length === 0 || ['help', '--help', '-h'].includes(argv[0] ?? '')) {
      output.out(`${helpText(commands)}\n`);
      return argv.length === 0 ? 2 : 0;
    }
    output.err(`passdesk: unknown command "${argv.join(' ')}"; \`${HOW} help\` lists the commands\n`);
    return 2;
  }
  const label = `passdesk ${command.name.join(' ')}`;
  const rest = argv.slice(command.name.length);
  if (rest.includes('--help') || rest.includes('-h')) {
    output.out(`Usage: ${HOW} ${command.name.join(' ')} ${command.usage}\n${command.summary}\n`);
    return 0;
  }
  // No option has a one-letter form, so a word with one leading dash is an argument or a value, not
  // an option: a card signing key's id (base64url) may begin with "-". Such words are held aside
  // under stand-ins while the options are read, then put back.
  const held = new Map<string, string>();
  const args = rest.map((word, index) => {
    if (!/^-[^-]/.test(word)) return word;
    const standIn = `\u0000${index}`;
    held.set(standIn, word);
    return standIn;
  });
  const putBack = <T,>(value: T): T => (typeof value === 'string' ? ((held.get(value) ?? value) as T) : value);
  let parsed: ReturnType<typeof parseArgs>;
  try {
    const read = parseArgs({ args, options: command.options ?? {}, allowPositionals: true, strict: true });
    parsed = { ...read, values: Object.fromEntries(Object.entries(read.values).map(([name, value]) => [name, putBack(value)])), positionals: read.positionals.map(putBack) };
  } catch (error) {
    output.err(`${label}: ${(error as Error).message.split(/\.\s|\n/)[0]}; usage: ${HOW} ${command.name.join(' ')} ${command.usage}\n`);
    return 2;
  }
  const { min, max } = command.positionals ?? { min: 0, max: 0 };
  if (parsed.positionals.length < min || parsed.positionals.length > max) {
    output.err(`${label}: ${parsed.positionals.length < min ? 'missing' : 'unexpected'} argument; usage: ${HOW} ${command.name.join(' ')} ${command.usage}\n`);
    return 2;
  }
  try {
    loadEnvFile(env);
    const config = loadConfig(env);
    const line = await command.run({
      config,
      options: parsed.values as Record<string, string | boolean | undefined>,
      positionals: parsed.positionals,
      env,
      openDatabase: (options) => openForCommand(config, options),
    });
    output.out(`${line}\n`);
    return 0;
  } catch (error) {
    if (error instanceof CommandError || error instanceof ConfigError) {
      output.err(`${label}: ${error.message}\n`);
      return 1;
    }
    output.err(`${label}: failed: ${(error as Error).message}\n`);
    return 1;
  }
}
