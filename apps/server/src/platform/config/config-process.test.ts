/** The real entry point with a bad environment: one clear line naming the variable, exit 1. */
import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnServer, tempDataDir } from '../../test/server-process.ts';

const dataDir = tempDataDir();
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

async function startFails(env: Record<string, string>): Promise<{ code: number | null; stderr: string; stdout: string }> {
  const server = spawnServer({ DATA_DIR: dataDir, PORT: '0', ...env });
  const exit = await server.exited;
  return { code: exit.code, stderr: server.stderr(), stdout: server.stdout() };
}

function expectOneClearLine(result: { code: number | null; stderr: string; stdout: string }, variable: string): string {
  expect(result.code).toBe(1);
  const lines = result.stderr.trim().split('\n');
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(new RegExp(`^passdesk: ${variable}\\b`));
  expect(result.stderr + result.stdout).not.toMatch(/\n\s+at /);
  return lines[0] ?? '';
}

// Each case starts a real Node process; on a busy 2-core machine that can take a while.
describe('start-up with a bad environment', { timeout: 120_000 }, () => {
  it('PORT=abc', async () => {
    const line = expectOneClearLine(await startFails({ PORT: 'abc' }), 'PORT');
    expect(line).toContain('"abc"');
  });

  it('an unreachable DATABASE_URL', async () => {
    const line = expectOneClearLine(await startFails({ DATABASE_URL: 'postgres://passdesk@127.0.0.1:1/passdesk' }), 'DATABASE_URL');
    expect(line).toContain('cannot connect');
  });

  it('half of the S3_* set', async () => {
    const line = expectOneClearLine(await startFails({ S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'id' }), 'S3_SECRET_ACCESS_KEY');
    expect(line).toContain('together');
  });

  it('an S3 bucket that does not answer', async () => {
    const line = expectOneClearLine(
      await startFails({ S3_ENDPOINT: 'http://127.0.0.1:1', S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' }),
      'S3_ENDPOINT',
    );
    expect(line).toContain('files');
  });

  it('an SMTP_URL that is not smtp://', async () => {
    expectOneClearLine(await startFails({ SMTP_URL: 'mail.example.org' }), 'SMTP_URL');
  });
});
