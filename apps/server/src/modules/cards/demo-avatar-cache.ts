/**
 * The demo avatars' JPEGs kept as files, drawn once by `npm install` (warm-demo-avatars.ts) or else
 * by the first demo database made without them: a first start reads two dozen small files instead
 * of loading sharp and drawing them (~0.2 s of CPU; docs/performance.md "Start-up"). Kept in a
 * folder named by a digest of the drawings' SVGs and JPEG quality, so a changed drawing is never
 * served from an older folder. Purely a cache: missing, partial or unwritable, the avatars are drawn.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { asidePath, CACHE_DIR } from '../../platform/repo-paths.ts';
import { AVATAR_JPEG_QUALITY, DEMO_AVATAR_VARIANTS, demoAvatarSvgs, drawDemoAvatars, type DemoAvatars } from './demo-avatar-drawing.ts';

/** The folder of the current drawings' files. */
export function demoAvatarFolder(cacheDir = CACHE_DIR): string {
  const hash = crypto.createHash('sha256').update(`jpeg ${AVATAR_JPEG_QUALITY}\0`);
  for (const svg of demoAvatarSvgs()) hash.update(svg).update('\0');
  return path.join(cacheDir, `demo-avatars-${hash.digest('hex').slice(0, 16)}`);
}

const fileNames = (gender: keyof DemoAvatars) => Array.from({ length: DEMO_AVATAR_VARIANTS }, (_, index) => `${gender}-${index}.jpg`);

async function readKept(folder: string): Promise<DemoAvatars | undefined> {
  const read = (gender: keyof DemoAvatars) => Promise.all(fileNames(gender).map((name) => fs.promises.readFile(path.join(folder, name))));
  try {
    const [female, male] = await Promise.all([read('female'), read('male')]);
    return { female, male };
  } catch {
    return undefined;
  }
}

/** Writes the drawings aside and renames the folder: a folder cut short never looks complete. */
async function keep(folder: string, avatars: DemoAvatars): Promise<boolean> {
  const temporary = asidePath(folder);
  try {
    await fs.promises.mkdir(temporary, { recursive: true });
    const write = (gender: keyof DemoAvatars) => Promise.all(fileNames(gender).map((name, index) => fs.promises.writeFile(path.join(temporary, name), avatars[gender][index] ?? Buffer.alloc(0))));
    await Promise.all([write('female'), write('male')]);
    await fs.promises.rename(temporary, folder).catch(async (error: unknown) => {
      // Another process that kept them first wins (the same drawings); a folder missing files is replaced.
      if (await readKept(folder)) return;
      await fs.promises.rm(folder, { recursive: true, force: true });
      await fs.promises.rename(temporary, folder).catch(() => Promise.reject(error));
    });
    await fs.promises.rm(temporary, { recursive: true, force: true });
    return true;
  } catch {
    await fs.promises.rm(temporary, { recursive: true, force: true });
    return false;
  }
}

/** The demo avatars: the kept files when they are all there, else drawn now and kept for the next first start. */
export async function demoAvatars(folder = demoAvatarFolder()): Promise<DemoAvatars> {
  const kept = await readKept(folder);
  if (kept) return kept;
  const drawn = await drawDemoAvatars();
  await keep(folder, drawn);
  return drawn;
}

/** Draws and keeps the avatars unless they are kept already (`npm install`); true when they are there. */
export async function keepDemoAvatars(folder = demoAvatarFolder()): Promise<boolean> {
  if (await readKept(folder)) return true;
  return keep(folder, await drawDemoAvatars());
}
