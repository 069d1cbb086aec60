import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { demoAvatarFolder, demoAvatars, keepDemoAvatars } from './demo-avatar-cache.ts';
import { DEMO_AVATAR_VARIANTS } from './demo-avatar-drawing.ts';

const JPEG_START = Buffer.from([0xff, 0xd8, 0xff]);

describe('the demo avatars kept as files', () => {
  const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'passdesk-avatars-'));
  afterAll(() => fs.rmSync(cacheDir, { recursive: true, force: true }));
  const folder = demoAvatarFolder(cacheDir);

  it('are drawn and kept by the first call, then read from the files', async () => {
    const drawn = await demoAvatars(folder);
    expect(drawn.female).toHaveLength(DEMO_AVATAR_VARIANTS);
    expect(drawn.male).toHaveLength(DEMO_AVATAR_VARIANTS);
    expect([...drawn.female, ...drawn.male].every((jpeg) => jpeg.subarray(0, 3).equals(JPEG_START))).toBe(true);
    expect(fs.readdirSync(folder).sort()).toHaveLength(2 * DEMO_AVATAR_VARIANTS);
    expect(fs.readdirSync(cacheDir)).toEqual([path.basename(folder)]);

    // What is read back is the files' content, whatever it is.
    fs.writeFileSync(path.join(folder, 'male-3.jpg'), 'kept');
    const kept = await demoAvatars(folder);
    expect(kept.male[3]?.toString()).toBe('kept');
    expect(kept.female[0]?.equals(drawn.female[0] ?? Buffer.alloc(0))).toBe(true);
  });

  it('are drawn again when a file is missing, and kept by npm install when they are not', async () => {
    fs.rmSync(path.join(folder, 'female-5.jpg'));
    const drawn = await demoAvatars(folder);
    expect(drawn.female[5]?.subarray(0, 3).equals(JPEG_START)).toBe(true);
    // Kept again whole: the next first start reads them.
    expect(fs.readFileSync(path.join(folder, 'female-5.jpg')).equals(drawn.female[5] ?? Buffer.alloc(0))).toBe(true);
    expect(fs.readdirSync(cacheDir).filter((name) => name.startsWith(`${path.basename(folder)}.`))).toEqual([]);

    const other = path.join(cacheDir, 'other');
    expect(await keepDemoAvatars(other)).toBe(true);
    expect(fs.readdirSync(other)).toHaveLength(2 * DEMO_AVATAR_VARIANTS);
  });

  it('are named by their drawings: the same folder for the same SVGs', () => {
    expect(demoAvatarFolder(cacheDir)).toBe(folder);
    expect(path.basename(folder)).toMatch(/^demo-avatars-[0-9a-f]{16}$/);
  });
});
