/** axe-core in the page: the serious and critical violations, one line each (rule: targets). */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * Always waits for every finite animation and transition to end first: an element changing colour
 * (a status chip turning "Done", a menu item fading to its resting colours) measured half-way has
 * neither contrast. `settle`: before that, move the pointer away, blur the focused element and wait
 * for tooltips and closing menus to unmount. Leave it off where the test checks the focus afterwards.
 */
export async function seriousViolations(page: Page, { settle = false }: { settle?: boolean } = {}): Promise<string[]> {
  if (settle) {
    await page.mouse.move(5, 5);
    await page.evaluate(() => (document.activeElement instanceof HTMLElement ? document.activeElement.blur() : undefined));
    await page.locator('.MuiTooltip-popper').first().waitFor({ state: 'detached' });
    await page.locator('#language-menu, #user-menu').first().waitFor({ state: 'detached' });
  }
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity));
  // Only the violations are wanted: axe then skips collecting every passing node, about a quarter of
  // its time on a list page (docs/architecture.md "Test suite time").
  const result = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
