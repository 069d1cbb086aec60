/** axe-core in the page: the serious and critical violations, one line each (rule: targets). */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * `settle`: first move the pointer away, blur the focused element and wait for tooltips and
 * closing menus to unmount — a fading element is half transparent and axe would measure its
 * contrast mid-animation. Leave it off where the test checks the focus afterwards.
 */
export async function seriousViolations(page: Page, { settle = false }: { settle?: boolean } = {}): Promise<string[]> {
  if (settle) {
    await page.mouse.move(5, 5);
    await page.evaluate(() => (document.activeElement instanceof HTMLElement ? document.activeElement.blur() : undefined));
    await page.locator('.MuiTooltip-popper').first().waitFor({ state: 'detached' });
    await page.locator('#language-menu, #user-menu').first().waitFor({ state: 'detached' });
    // A menu item that was just active fades to its resting colours; measured half-way, its
    // contrast is neither. Wait for every finite animation and transition to end.
    await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity));
  }
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
