/**
 * axe on every screen in light and dark on a desktop, and on the sign-in page (the walk and what
 * it fails on: e2e/support/axe-walk.ts; right to left and the phone: axe-screens-rtl-phone.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { cspReports, screenWalk } from '../support/axe-walk.ts';
import { watchCspViolations } from '../support/network.ts';
import { useSignedInApp } from '../support/signed-in-app.ts';

describe('accessibility of every screen on a desktop', { timeout: 600_000 }, () => {
  const app = useSignedInApp();
  const { openMode, walk } = screenWalk(app);

  it('light, on a desktop', async () => {
    expect(await walk(await openMode(), 'light')).toEqual([]);
  });

  it('dark, on a desktop', async () => {
    const opened = await openMode();
    await opened.page.getByTestId('mode-toggle').click();
    await opened.page.waitForTimeout(300);
    expect(await walk(opened, 'dark')).toEqual([]);
  });

  it('the sign-in page', async () => {
    const { page, problems } = await app.guestPage();
    await watchCspViolations(page);
    await page.goto(`${app.server.url}/login`);
    await page.getByRole('button', { name: 'Log in' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await cspReports(page, problems)()).toEqual([]);
  });
});
