/**
 * PostgreSQL's own client tools, `pg_dump` and `pg_restore`, run as child processes for the backup
 * of a DATABASE_URL installation (postgres-backup.ts). The connection is the URL without its
 * password; the password goes in PGPASSWORD, never on the command line (where `ps` shows it).
 * A tool must be on PATH and of the server's major version or newer (an older pg_dump refuses a
 * newer server): otherwise one line naming Debian's postgresql-client.
 */
import { spawn } from 'node:child_process';

export type PgTool = 'pg_dump' | 'pg_restore';

/** A tool missing, too old, or failing: its message is one line for the operator. */
export class PgToolError extends Error {}

/** The connection for the tools: the URL without its password, and the password for PGPASSWORD. */
export function pgConnection(databaseUrl: string): { dbname: string; password: string | undefined; label: string } {
  const url = new URL(databaseUrl);
  const password = url.password === '' ? undefined : decodeURIComponent(url.password);
  url.password = '';
  const database = decodeURIComponent(url.pathname.replace(/^\//, '')) || decodeURIComponent(url.username);
  return { dbname: url.toString(), password, label: `${database} on ${url.hostname}${url.port ? `:${url.port}` : ''}` };
}

interface Ran {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `tool` to its end; a tool not on PATH is a PgToolError naming the package. */
function runTool(tool: PgTool, args: readonly string[], env: NodeJS.ProcessEnv): Promise<Ran> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'ENOENT' ? new PgToolError(`${tool} is not installed (not on PATH): install PostgreSQL's client tools (Debian package postgresql-client, version ≥ the server's)`) : error),
    );
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** `pg_dump (PostgreSQL) 15.20 (Debian 15.20-0+deb12u1)` → 15 and `15.20`. */
export function parseToolVersion(output: string): { major: number; version: string } | undefined {
  const match = /\(PostgreSQL\)\s+((\d+)(?:\.\d+)*)/.exec(output);
  return match?.[1] && match[2] ? { major: Number(match[2]), version: match[1] } : undefined;
}

/**
 * The tool's version, checked against the server's major version (`SHOW server_version_num` / 10000).
 * Returns `pg_dump 15.20` for the manifest and the one-line output.
 */
export async function checkPgTool(tool: PgTool, serverMajor: number, env: NodeJS.ProcessEnv): Promise<string> {
  const ran = await runTool(tool, ['--version'], env);
  const version = parseToolVersion(ran.stdout);
  if (ran.code !== 0 || !version) throw new PgToolError(`${tool} --version did not answer as PostgreSQL's ${tool} does (${(ran.stderr || ran.stdout).trim() || `exit ${ran.code}`})`);
  if (version.major < serverMajor) {
    throw new PgToolError(`${tool} ${version.version} is older than the PostgreSQL ${serverMajor} server: install PostgreSQL's client tools ${serverMajor} or newer (Debian package postgresql-client, from apt.postgresql.org when the distribution's is older)`);
  }
  return `${tool} ${version.version}`;
}

/** Runs `tool` on the database of `databaseUrl` with `args` (the connection is added); its error output's last line on failure. */
export async function runPgTool(tool: PgTool, databaseUrl: string, args: readonly string[], env: NodeJS.ProcessEnv): Promise<void> {
  const { dbname, password } = pgConnection(databaseUrl);
  const ran = await runTool(tool, [...args, `--dbname=${dbname}`], { ...env, ...(password === undefined ? {} : { PGPASSWORD: password }) });
  if (ran.code !== 0) {
    const lines = ran.stderr.trim().split('\n').filter((line) => line.trim() !== '');
    throw new PgToolError(`${tool} failed (exit ${ran.code}): ${lines.at(-1) ?? 'no message'}`);
  }
}
