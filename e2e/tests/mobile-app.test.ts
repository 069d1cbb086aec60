/**
 * Mobile App Management in the panel and the shared list screen's phone, column and export
 * features (docs/architecture.md "The list screen"): an administrator creates an inspector (a half-typed form asks before
 * Escape throws it away), the inspector records scans through the app's API, and the panel's Card
 * Scan screen shows them filtered by result, exports exactly those, hides a column across a
 * reload; at 390 px the inspector's row is a card with its actions on screen; two categories
 * deactivated at once behind one confirmation; the offence table kept from Card Scan. axe on each
 * screen.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { screenshot } from '../support/browser.ts';
import { useSignedInApp } from '../support/signed-in-app.ts';
import { ADMIN_API, MOBILE_API } from '@passdesk/contract/http/paths';
import { apiUrl } from '../../apps/server/src/test/api-url.ts';
import { CARD_PATHS } from '@passdesk/contract/cards/cards-paths';
import { MOBILE_AUTH_PATHS } from '@passdesk/contract/mobile-users/mobile-users-paths';
import { SCAN_APP_PATHS } from '@passdesk/contract/scans/scans-paths';
import { CATEGORY_PATHS } from '@passdesk/contract/master-data/master-data-paths';
import { OFFENCE_PATHS } from '@passdesk/contract/offences/offences-paths';

const PHONE = { width: 390, height: 844 };
const INSPECTOR = { name: 'Meera Inspector', code: 'INS-0420', mobile: '9876501234', password: 'Inspect@2026' };
const UNKNOWN_CARDS = ['NOPE-0001', 'NOPE-0002', 'NOPE-0003'];

describe('mobile app management screens', () => {
  const app = useSignedInApp();

  async function adminGet<T>(path: string): Promise<T> {
    const response = await fetch(`${app.server.url}${path}`, { headers: { authorization: `Bearer ${await app.adminToken()}` } });
    if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`);
    return ((await response.json()) as { data: T }).data;
  }

  async function expectAccessible(page: Page, what: string) {
    expect(await seriousViolations(page, { settle: true }), what).toEqual([]);
  }

  /** Picks `option` in the list filter labelled `label` (an MUI select). */
  async function pickFilter(page: Page, label: string, option: string) {
    await page.getByRole('combobox', { name: label }).click();
    await page.getByRole('option', { name: option }).click();
  }

  it('creates an inspector, whose scans show in Card Scan filtered by result and export as CSV', async () => {
    const { page, problems } = await app.signedIn('/mobile-user');
    await page.getByRole('heading', { level: 1, name: 'Mobile App User' }).waitFor();
    await expectAccessible(page, 'Mobile App User');

    // A half-typed form asks before Escape throws it away.
    await page.getByRole('button', { name: 'Add inspector' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add inspector' });
    await dialog.getByLabel('Name').fill(INSPECTOR.name);
    await page.keyboard.press('Escape');
    const question = page.getByRole('dialog', { name: 'Discard your changes?' });
    await question.waitFor();
    await screenshot(page, 'mobile-users-discard-question');
    await question.getByRole('button', { name: 'Keep editing' }).click();
    await question.waitFor({ state: 'detached' });
    await expect(dialog.getByLabel('Name').inputValue()).resolves.toBe(INSPECTOR.name);

    await dialog.getByLabel('Employee code').fill(INSPECTOR.code);
    await dialog.getByLabel('Mobile').fill(INSPECTOR.mobile);
    await dialog.getByLabel(/^Password/).fill(INSPECTOR.password);
    await expectAccessible(page, 'the inspector form');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText(`Inspector “${INSPECTOR.name}” created`).waitFor();
    await page.getByRole('rowheader', { name: new RegExp(INSPECTOR.name) }).waitFor();
    await screenshot(page, 'mobile-users-list');

    // The inspector signs in to the app's API and sends scans: one of a real card, three of unknown numbers.
    const login = await fetch(`${app.server.url}${apiUrl(MOBILE_API, MOBILE_AUTH_PATHS.login)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: INSPECTOR.code, password: INSPECTOR.password }),
    });
    expect(login.status).toBe(200);
    const { token } = ((await login.json()) as { data: { token: string } }).data;
    const [card] = (await adminGet<{ items: Array<{ card_number: string }> }>(apiUrl(ADMIN_API, CARD_PATHS.list, 'limit=1'))).items;
    if (!card) throw new Error('the demo data has no card');
    const scans = [card.card_number, ...UNKNOWN_CARDS].map((number, index) => ({
      client_scan_id: crypto.randomUUID(),
      card_number: number,
      scanned_at: new Date(Date.now() - (index + 1) * 60_000).toISOString(),
      bus_number: 'GJ01-1234',
    }));
    const sent = await fetch(`${app.server.url}${apiUrl(MOBILE_API, SCAN_APP_PATHS.scans)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ scans }),
    });
    expect(sent.status).toBe(200);
    const verdicts = ((await sent.json()) as { data: { results: Array<{ result: string }> } }).data.results.map((verdict) => verdict.result);
    expect(verdicts.slice(1)).toEqual(['not_found', 'not_found', 'not_found']);

    // One palette for scan results: the dashboard's chart, its legend and the list's chips paint "not found" alike.
    await page.goto(`${app.server.url}/dashboard`);
    const swatch = page.locator('[data-scan-swatch="not_found"]');
    await swatch.waitFor();
    const notFoundColour = await swatch.evaluate((element) => getComputedStyle(element).backgroundColor);
    const legendColours = await page.locator('[data-scan-swatch]').evaluateAll((elements) => elements.map((element) => getComputedStyle(element).backgroundColor).sort());
    const sliceColours = await page.locator('.MuiPieChart-arc:not(.MuiPieChart-focusIndicator)').evaluateAll((elements) => elements.map((element) => getComputedStyle(element).fill).sort());
    expect(sliceColours).toEqual(legendColours);
    expect(new Set(legendColours).size).toBe(legendColours.length);
    await screenshot(page, 'dashboard-scan-colours');
    // Back under Mobile App Management, whose group holds the Card Scan link.
    await page.goto(`${app.server.url}/mobile-user`);
    await page.getByRole('heading', { level: 1, name: 'Mobile App User' }).waitFor();

    // Card Scan, filtered by result: exactly the three unknown numbers.
    await page.getByRole('link', { name: 'Card Scan' }).click();
    await page.getByRole('heading', { level: 1, name: 'Card Scan' }).waitFor();
    await page.getByRole('rowheader').first().waitFor();
    await pickFilter(page, 'Result', 'Not found');
    await page.waitForURL((url) => url.searchParams.get('result') === 'not_found');
    await expect
      .poll(async () => (await page.locator('tbody th[scope="row"]').allInnerTexts()).map((text) => text.trim()).sort(), { timeout: 10_000 })
      .toEqual(UNKNOWN_CARDS);
    await screenshot(page, 'card-scan-not-found');
    const chipColours = await page.locator('[data-scan-kind="not_found"]').evaluateAll((elements) => elements.map((element) => getComputedStyle(element).color));
    expect(chipColours).toEqual(UNKNOWN_CARDS.map(() => notFoundColour));
    await expectAccessible(page, 'Card Scan');

    // Export CSV of the filtered list: a header line and the three scans.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloading;
    // Named after the office's date (TIME_ZONE, Asia/Kolkata by default), not UTC's.
    expect(download.suggestedFilename()).toBe(`card-scans-${new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date())}.csv`);
    const file = await download.path();
    const lines = (await readFile(file, 'utf8')).split(/\r?\n/).filter((line) => line.trim() !== '');
    expect(lines).toHaveLength(1 + UNKNOWN_CARDS.length);
    for (const number of UNKNOWN_CARDS) expect(lines.some((line) => line.includes(number))).toBe(true);
    expect(lines.some((line) => line.includes(card.card_number))).toBe(false);

    // Hide the Challan column; after a reload it is still hidden, the others still shown.
    await page.getByRole('button', { name: 'Columns' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Challan' }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('columnheader', { name: 'Challan' }).waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('rowheader').first().waitFor();
    await expect(page.getByRole('columnheader', { name: 'Challan' }).count()).resolves.toBe(0);
    await expect(page.getByRole('columnheader', { name: 'Inspector' }).count()).resolves.toBe(1);

    await page.getByRole('link', { name: 'APK Sharing' }).click();
    await page.getByRole('heading', { level: 1, name: 'APK Sharing' }).waitFor();
    await screenshot(page, 'apk-sharing');
    await expectAccessible(page, 'APK Sharing');
    expect(problems.pageErrors).toEqual([]);
  }, 240_000);

  it('shows a list row as a card with its actions on a 390 px phone', async () => {
    const { page, problems } = await app.signedIn('/card-category', PHONE);
    await page.getByRole('heading', { level: 1, name: 'Card Category Management' }).waitFor();
    const row = page.locator('tbody tr', { has: page.getByRole('rowheader', { name: /Divyang Yearly/ }) });
    const edit = row.getByRole('button', { name: 'Edit Divyang Yearly' });
    await edit.waitFor();
    const box = await edit.boundingBox();
    if (!box) throw new Error('the edit button has no box');
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // Each value is shown under its column's name.
    await expect(row.locator('td[data-label="Fee"]').isVisible()).resolves.toBe(true);
    await screenshot(page, 'categories-phone-cards');
    await expectAccessible(page, 'categories on a phone');

    await page.goto(`${app.server.url}/mobile-user`);
    await page.getByRole('heading', { level: 1, name: 'Mobile App User' }).waitFor();
    await page.getByRole('rowheader').first().waitFor();
    await screenshot(page, 'mobile-users-phone');
    await page.goto(`${app.server.url}/card-scan`);
    await page.getByRole('rowheader').first().waitFor();
    await screenshot(page, 'card-scan-phone');
    await expectAccessible(page, 'Card Scan on a phone');
    expect(problems.pageErrors).toEqual([]);
  });

  it('deactivates two picked categories behind one confirmation that states the count', async () => {
    const { page, problems } = await app.signedIn('/card-category?status=active');
    await page.getByRole('heading', { level: 1, name: 'Card Category Management' }).waitFor();
    await page.locator('table[aria-busy="false"] tbody th[scope="row"]').first().waitFor();
    const names = (await page.locator('tbody th[scope="row"]').allInnerTexts()).slice(0, 2).map((text) => text.split('\n')[0]?.trim() ?? '');
    expect(names).toHaveLength(2);
    for (const name of names) await page.getByRole('checkbox', { name: `Select ${name}` }).check();
    await page.getByRole('status').getByText('2 selected').waitFor();
    await page.getByRole('button', { name: 'Deactivate', exact: true }).click();
    const question = page.getByRole('dialog', { name: 'Deactivate 2 records?' });
    await question.waitFor();
    await screenshot(page, 'categories-bulk-deactivate');
    await expectAccessible(page, 'the bulk confirmation');
    await question.getByRole('button', { name: 'Deactivate' }).click();
    await question.waitFor({ state: 'detached' });
    await page.getByText('2 records deactivated').waitFor();
    const categories = await adminGet<{ items: Array<{ name: string; status: string }> }>(apiUrl(ADMIN_API, CATEGORY_PATHS.list, 'limit=100'));
    for (const name of names) expect(categories.items.find((category) => category.name === name)?.status).toBe('inactive');
    expect(problems.pageErrors).toEqual([]);
  });

  it('keeps the offence table from Card Scan: an out-of-rule penalty is refused under its field, a changed one shows in the list and is kept', async () => {
    const { page, problems } = await app.signedIn('/card-scan');
    await page.getByRole('link', { name: 'Offences' }).click();
    await page.getByRole('heading', { level: 1, name: 'Offences' }).waitFor();
    const row = page.locator('tbody tr', { has: page.getByRole('rowheader', { name: 'Pass not valid on this route' }) });
    await row.getByRole('cell', { name: '₹200.00' }).waitFor();
    await row.getByRole('button', { name: 'Edit Pass not valid on this route' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit offence' });
    await dialog.getByLabel(/^Penalty/).fill('0.01');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Penalty must be whole rupees').waitFor();
    await dialog.getByLabel(/^Penalty/).fill('250');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await row.getByRole('cell', { name: '₹250.00' }).waitFor();
    await expectAccessible(page, 'offences');
    await screenshot(page, 'mobile-offences');
    const offences = await adminGet<{ items: Array<{ code: string; penalty_amount: number }> }>(apiUrl(ADMIN_API, OFFENCE_PATHS.list, 'search=wrong_route'));
    expect(offences.items).toEqual([expect.objectContaining({ code: 'wrong_route', penalty_amount: 25_000 })]);
    expect(problems.pageErrors).toEqual([]);
  });
});
