/** Running the host's tools (buildah, podman, debootstrap, npm) for the container test, with their output kept for a failure. */
import { spawn } from 'node:child_process';

export class CommandFailed extends Error {}

export interface Ran {
  stdout: string;
  stderr: string;
}

/** Runs `command` to its end; throws CommandFailed with its output's tail when it exits non-zero. */
export function run(command: string, args: readonly string[], options: { input?: NodeJS.ReadableStream; cwd?: string; env?: NodeJS.ProcessEnv } = {}): Promise<Ran> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, env: options.env ?? process.env, stdio: [options.input ? 'pipe' : 'ignore', 'pipe', 'pipe'] });
    if (options.input && child.stdin) options.input.pipe(child.stdin);
    let stdout = '';
    let stderr = '';
    child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => {
      if (code === 0) resolve({ stdout, stderr });
      else reject(new CommandFailed(`${command} ${args.join(' ')} exited with ${code}:\n${(stderr || stdout).split('\n').slice(-40).join('\n')}`));
    });
  });
}

/** True when `command` runs and exits 0. */
export async function succeeds(command: string, args: readonly string[]): Promise<boolean> {
  try {
    await run(command, args);
    return true;
  } catch {
    return false;
  }
}

/** Seconds since `start` (a performance.now() reading), to one decimal. */
export const secondsSince = (start: number): string => ((performance.now() - start) / 1000).toFixed(1);
