/**
 * What a form page loads (docs/architecture.md "First load"): the citizens' form, /apply, is drawn
 * outside the shell, so it loads none of the signed-in area's code, neither for a visitor nor for
 * a clerk who is signed in in the same browser.
 */
import { describe, expect, it } from 'vitest';
import { openPage } from '../support/browser.ts';
import { recordTransfers } from '../support/network.ts';
import { TOKEN_KEY } from '../support/shell-session.ts';
import { useSignedInApp } from '../support/signed-in-app.ts';

/** Marks of the signed-in area's code: MUI's AppBar (the shell's) and the first screen's shipped styles. */
const SHELL_MARKS = ['MuiAppBar', 'data-first-screen'];

describe('form pages load', () => {
  const app = useSignedInApp();

  it("/apply loads none of the signed-in area's code, for a visitor and for a signed-in clerk", async () => {
    const token = await app.adminToken();
    for (const signedIn of [false, true]) {
      const { page, problems } = await openPage(await app.newContext({ width: 390, height: 844 }));
      if (signedIn) {
        await page.goto(`${app.server.url}/404`);
        await page.evaluate(([key, value]) => localStorage.setItem(key, value), [TOKEN_KEY, token] as const);
        await page.goto('about:blank');
      }
      const log = await recordTransfers(page);
      await page.goto(`${app.server.url}/apply`);
      await page.getByRole('heading', { level: 1, name: 'Apply for a bus pass' }).waitFor();
      await page.getByRole('textbox', { name: /^First name/ }).waitFor();
      await page.waitForLoadState('networkidle');
      const sources = await log.scriptSources();
      for (const mark of SHELL_MARKS) expect([...sources].filter(([, source]) => source.includes(mark)).map(([url]) => url), `${mark}, signed in: ${signedIn}`).toEqual([]);
      expect(problems.pageErrors).toEqual([]);
      await page.context().close();
    }
  });
});
