// @vitest-environment node
/**
 * The inspector app's cache version is a hash of what it caches: the same files give the same
 * version, and a release that changes only an icon, the manifest or a translation gives a new one
 * (so installed phones fetch it), though every file name stays the same.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { contentVersion, STATIC_FILES, staticFiles, type CachedFile } from './vite-inspect-sw.ts';

const PUBLIC_DIR = path.join(import.meta.dirname, 'public');
const BUNDLE: CachedFile[] = [
  { url: '/inspect', content: '<!doctype html><script type="module" src="/assets/inspect-abc.js"></script>' },
  { url: '/assets/inspect-abc.js', content: 'console.log("app")' },
];

/** A copy of the public folder's files that the app caches, to change one of them. */
function copyOfPublic(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'inspect-public-'));
  for (const file of Object.values(STATIC_FILES)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.copyFileSync(path.join(PUBLIC_DIR, file), path.join(dir, file));
  }
  return dir;
}

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('inspector app cache version', () => {
  it('is the same for the same content, read twice and listed in another order', () => {
    const copy = copyOfPublic();
    made.push(copy);
    const first = contentVersion([...BUNDLE, ...staticFiles(PUBLIC_DIR)]);
    expect(first).toMatch(/^[0-9a-f]{16}$/);
    expect(contentVersion([...staticFiles(copy)].reverse().concat(BUNDLE))).toBe(first);
  });

  it('changes when only an icon changes, its name kept', () => {
    const copy = copyOfPublic();
    made.push(copy);
    const before = contentVersion([...BUNDLE, ...staticFiles(copy)]);
    const icon = path.join(copy, 'inspect/icon.svg');
    fs.writeFileSync(icon, fs.readFileSync(icon, 'utf8').replace(/#[0-9a-fA-F]{3,6}/, '#c0ffee'));
    const after = contentVersion([...BUNDLE, ...staticFiles(copy)]);
    expect(after).not.toBe(before);
    expect(staticFiles(copy).map((file) => file.url)).toEqual(staticFiles(PUBLIC_DIR).map((file) => file.url));
  });

  it('changes when only the manifest or a translation changes', () => {
    const copy = copyOfPublic();
    made.push(copy);
    const before = contentVersion([...BUNDLE, ...staticFiles(copy)]);
    fs.appendFileSync(path.join(copy, 'inspect/manifest.webmanifest'), '\n');
    const afterManifest = contentVersion([...BUNDLE, ...staticFiles(copy)]);
    expect(afterManifest).not.toBe(before);
    const hindi = path.join(copy, 'locales/hi/inspect.json');
    fs.writeFileSync(hindi, JSON.stringify({ ...JSON.parse(fs.readFileSync(hindi, 'utf8')), appName: 'PassDesk निरीक्षक ऐप' }));
    expect(contentVersion([...BUNDLE, ...staticFiles(copy)])).not.toBe(afterManifest);
  });

  it('changes when a bundle file changes and refuses a missing static file', () => {
    const files = staticFiles(PUBLIC_DIR);
    const changed = [...BUNDLE.filter((file) => file.url === '/inspect'), { url: '/assets/inspect-abc.js', content: 'console.log("app 2")' }];
    expect(contentVersion([...changed, ...files])).not.toBe(contentVersion([...BUNDLE, ...files]));
    const copy = copyOfPublic();
    made.push(copy);
    fs.rmSync(path.join(copy, 'inspect/icon-192.png'));
    expect(() => staticFiles(copy)).toThrow(/icon-192\.png is missing/);
  });
});
