/**
 * The inspector app's first steps at /inspect, as an inspector takes them: sign in, wait for the
 * first sync (the routes arrive after the keys and the blocklist, apps/web/src/inspect/sync.ts, so
 * once they show all three are kept), pick the first route, enter the bus and start the trip, with
 * the service worker in control. Returns the chosen route's label ("<number> — <name>").
 */
import type { Page } from 'playwright-core';

export async function signInAndStartTrip(page: Page, login: string, password: string, bus: string): Promise<string> {
  await page.getByLabel('Employee code or mobile').fill(login);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const routeSelect = page.getByLabel('Route');
  await page.waitForFunction(() => (document.querySelector<HTMLSelectElement>('#pd-route')?.options.length ?? 0) > 1);
  await routeSelect.selectOption({ index: 1 });
  const route = (await routeSelect.locator('option:checked').textContent()) ?? '';
  await page.getByLabel('Bus').fill(bus);
  await page.getByRole('button', { name: 'Start trip' }).click();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  return route;
}
