/** Debian's Chromium driven by playwright-core: never a downloaded browser. */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { ROOT } from './server.ts';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARTIFACTS = path.join(ROOT, 'e2e', 'artifacts');

/** Chromium's own fake camera (a moving test pattern), allowed without asking: for the webcam photo. */
export const FAKE_CAMERA_ARGS = ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'];

export async function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage', ...extraArgs],
  });
}

export interface PageProblems {
  consoleErrors: string[];
  pageErrors: string[];
}

/** A page that records console errors and uncaught exceptions, so a test can assert there were none. */
export async function openPage(context: BrowserContext): Promise<{ page: Page; problems: PageProblems }> {
  const page = await context.newPage();
  const problems: PageProblems = { consoleErrors: [], pageErrors: [] };
  page.on('console', (message) => {
    if (message.type() === 'error') problems.consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => problems.pageErrors.push(error.message));
  return { page, problems };
}

export async function screenshot(page: Page, name: string): Promise<string> {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  const file = path.join(ARTIFACTS, `${name}.png`);
  await page.screenshot({ path: file, fullPage: false });
  return file;
}
