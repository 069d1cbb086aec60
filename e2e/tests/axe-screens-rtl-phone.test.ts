/**
 * axe on every screen right to left (Arabic) and on a 390 px phone (the walk and what it fails on:
 * e2e/support/axe-walk.ts; light, dark and the sign-in page: axe-screens-desktop.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { PHONE, screenWalk } from '../support/axe-walk.ts';
import { useSignedInApp } from '../support/signed-in-app.ts';

describe('accessibility of every screen right to left and on a phone', { timeout: 600_000 }, () => {
  const app = useSignedInApp();
  const { openMode, walk } = screenWalk(app);

  it('right to left, in Arabic', async () => {
    const opened = await openMode('?lng=ar');
    await opened.page.locator('html[dir="rtl"]').waitFor();
    expect(await walk(opened, 'rtl', 'rtl')).toEqual([]);
  });

  it('on a 390 px phone', async () => {
    expect(await walk(await openMode('', PHONE), 'phone')).toEqual([]);
  });
});
