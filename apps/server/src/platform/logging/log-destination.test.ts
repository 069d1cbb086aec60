/**
 * The production log's destination (logger.ts): lines are written off the request path, yet none
 * is lost when the process exits, by process.exit or by a crash, and a line written at rest comes
 * out while the process runs. Each case is a real Node process writing through `loggerOptions`.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const LOGGER_MODULE = fileURLToPath(new URL('./logger.ts', import.meta.url));

/** A process logging through the production options; `then` is the script's end. */
function logProcess(then: string): { output: Promise<{ stdout: string; code: number | null }>; stdout: NodeJS.ReadableStream; end(): void } {
  const script = `
    import pino from 'pino';
    import { loggerOptions } from ${JSON.stringify(LOGGER_MODULE)};
    const { stream, ...options } = loggerOptions({ level: 'info', pretty: false });
    const log = pino(options, stream);
    ${then}`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: ['pipe', 'pipe', 'pipe'] });
  let stdout = '';
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => {
    stdout += chunk;
  });
  const output = new Promise<{ stdout: string; code: number | null }>((resolve) => child.on('close', (code) => resolve({ stdout, code })));
  return { output, stdout: child.stdout, end: () => child.stdin.end() };
}

const lines = (stdout: string): Array<Record<string, unknown>> =>
  stdout
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);

describe('the production log destination', { timeout: 60_000 }, () => {
  // The first line of a burst goes straight to a write of its own, which the process may outlive
  // or not; the lines queued behind it are the ones written at the exit.
  it('writes every line still queued when the process exits', async () => {
    const { output } = logProcess(`for (let i = 0; i <= 1000; i += 1) log.info({ i }, 'line'); process.exit(0);`);
    const { stdout, code } = await output;
    expect(code).toBe(0);
    const written = new Set(lines(stdout).map((line) => line.i));
    for (let index = 1; index <= 1000; index += 1) expect(written.has(index), `line ${index}`).toBe(true);
  });

  it('writes the lines queued before a crash', async () => {
    const { output } = logProcess(`log.info('first'); log.info({ step: 2 }, 'queued'); log.error({ step: 3 }, 'about to fail'); throw new Error('crashed');`);
    const { stdout, code } = await output;
    expect(code).toBe(1);
    const written = lines(stdout).map((line) => line.msg);
    expect(written).toContain('queued');
    expect(written).toContain('about to fail');
  });

  it('writes a line at rest while the process keeps running', async () => {
    // The process stays until its stdin closes, which happens only once the line has come out.
    const running = logProcess(`log.info('at rest'); process.stdin.resume(); process.stdin.on('end', () => process.exit(0));`);
    await new Promise<void>((resolve) => {
      let seen = '';
      running.stdout.on('data', (chunk: string) => {
        seen += chunk;
        if (seen.includes('"msg":"at rest"')) resolve();
      });
    });
    running.end();
    const { stdout, code } = await running.output;
    expect(code).toBe(0);
    expect(lines(stdout).map((line) => line.msg)).toEqual(['at rest']);
  });
});
