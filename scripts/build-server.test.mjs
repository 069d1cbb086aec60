import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildServer, builtAfter, serverBundleIsCurrent } from './build-server.mjs';

describe('whether npm start bundles the server again', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'passdesk-bundle-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const file = (name, secondsAgo) => {
    const at = new Date(Date.now() - secondsAgo * 1000);
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), name);
    fs.utimesSync(path.join(dir, name), at, at);
    return path.join(dir, name);
  };

  it('not when the stamp is newer than every source, at any depth; again when one changed since, or the stamp or bundle is missing', () => {
    const sources = path.join(dir, 'src');
    file('src/a.ts', 30);
    file('src/deep/b.ts', 20);
    fs.utimesSync(path.join(sources, 'deep'), new Date(Date.now() - 20_000), new Date(Date.now() - 20_000));
    fs.utimesSync(sources, new Date(Date.now() - 20_000), new Date(Date.now() - 20_000));
    const bundle = file('dist/main.mjs', 10);
    const stamp = file('dist/.built', 10);
    expect(builtAfter(stamp, bundle, [sources])).toBe(true);
    file('src/deep/b.ts', 5);
    expect(builtAfter(stamp, bundle, [sources])).toBe(false);
    file('dist/.built', 1);
    expect(builtAfter(stamp, bundle, [sources])).toBe(true);
    expect(builtAfter(path.join(dir, 'dist/missing'), bundle, [sources])).toBe(false);
    expect(builtAfter(stamp, path.join(dir, 'dist/missing.mjs'), [sources])).toBe(false);
  });

  it('not right after a bundle was made from the sources as they are', async () => {
    await buildServer();
    expect(serverBundleIsCurrent()).toBe(true);
  });
});
