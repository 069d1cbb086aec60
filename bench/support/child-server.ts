/** A yardstick server (bench/<name>/bare-*.ts) as a child process: resolves once it prints `listening at <url>`. */
import { spawn, type ChildProcess } from 'node:child_process';

export async function startChildServer(script: string, env: Record<string, string>): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, ...env } });
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening at (\S+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    child.once('exit', () => reject(new Error(`${script} exited`)));
  });
  return { url, child };
}

/**
 * Stops a child server and waits until it has exited: its database connections are closed before
 * the caller drops the database (a forced drop would otherwise end them under it, an unhandled
 * error in the child).
 */
export async function stopChildServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  await exited;
}
