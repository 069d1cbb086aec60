import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findRepoRoot, REPO_ROOT, repoPath } from './repo-paths.ts';

describe('repo paths', () => {
  it('finds the repository from the sources and from the bundle folder alike', () => {
    expect(fs.existsSync(path.join(REPO_ROOT, 'apps/server/src/main.ts'))).toBe(true);
    expect(findRepoRoot(path.join(REPO_ROOT, 'apps/server/dist/chunks'))).toBe(REPO_ROOT);
    expect(fs.existsSync(repoPath('apps/server/src/platform/database/migrations'))).toBe(true);
  });

  it('says so outside a repository', () => {
    const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'passdesk-no-repo-'));
    try {
      expect(() => findRepoRoot(outside)).toThrow(/no PassDesk repository above/);
    } finally {
      fs.rmSync(outside, { recursive: true });
    }
  });
});
