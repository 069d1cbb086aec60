/**
 * The `.env` file beside the app (or ENV_FILE's): loaded once at start, before the configuration is
 * read, by the server and the command line alike. A variable already set in the environment wins,
 * so a process manager's or a container's settings are never overridden by a forgotten file.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { repoPath } from '../repo-paths.ts';
import { ConfigError } from './config.ts';

/** The file to load: ENV_FILE when set (empty: none), else `.env` in the app's folder. */
export function envFilePath(env: NodeJS.ProcessEnv): string | undefined {
  if (env.ENV_FILE === undefined) return repoPath('.env');
  return env.ENV_FILE.trim() === '' ? undefined : path.resolve(env.ENV_FILE);
}

/**
 * Copies the file's variables into `env` where `env` has none; returns the names it set. A missing
 * `.env` is no error (it is optional); an ENV_FILE that cannot be read is.
 */
export function loadEnvFile(env: NodeJS.ProcessEnv = process.env): string[] {
  const file = envFilePath(env);
  if (!file) return [];
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if (env.ENV_FILE === undefined && (error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw new ConfigError('ENV_FILE', `cannot be read: ${file} (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
  }
  const set: string[] = [];
  for (const [name, value] of Object.entries(parseEnv(text))) {
    if (env[name] !== undefined || value === undefined) continue;
    env[name] = value;
    set.push(name);
  }
  return set;
}
