/**
 * Reports in the browser: a clerk generates today's daily report, watches its status turn to Done
 * without reloading, downloads the XLSX and reads its grand total, which equals the API's figures
 * for that day and the card list's count of cards issued that day. The dashboard's numbers open
 * the lists they count; the center report previews its figures on screen.
 */
import fs from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import { addressedSheetXml } from '../../apps/server/src/test/xlsx-workbook.ts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { screenshot } from '../support/browser.ts';
import { useSignedInApp } from '../support/signed-in-app.ts';
import { ADMIN_API } from '@passdesk/contract/http/paths';
import { apiUrl } from '../../apps/server/src/test/api-url.ts';
import { CARD_PATHS } from '@passdesk/contract/cards/cards-paths';
import { DASHBOARD_PATHS } from '@passdesk/contract/dashboard/dashboard-paths';
import { REPORT_PATHS } from '@passdesk/contract/reports/reports-paths';


interface Figures {
  new_count: number;
  new_amount: number;
  renewed_count: number;
  renewed_amount: number;
}

/** The cells of the sheet's row whose first cell reads `label`, by column letter (every cell addressed: `addressedSheetXml`). */
function rowCells(sheetXml: string, label: string): Record<string, string> {
  const row = (sheetXml.match(/<row[\s>][\s\S]*?<\/row>/g) ?? []).find((candidate) => candidate.includes(`<t>${label}</t>`));
  if (!row) throw new Error(`no row "${label}" in the sheet`);
  const cells: Record<string, string> = {};
  for (const [, column, value] of row.matchAll(/<c r="([A-Z]+)\d+"[^>]*>(?:<v>([^<]*)<\/v>|<is>[\s\S]*?<\/is>)<\/c>/g)) if (column && value !== undefined) cells[column] = value;
  return cells;
}

/** "1–10 of 77" under a list: the 77. */
async function listTotal(page: Page): Promise<number> {
  const text = await page.locator('.MuiTablePagination-displayedRows').innerText();
  const match = /of (?:about )?([\d,]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no total in "${text}"`);
  return Number(match[1].replace(/,/g, ''));
}

describe('reports', { timeout: 240_000 }, () => {
  const app = useSignedInApp();

  async function api<T>(path: string): Promise<T> {
    const response = await fetch(`${app.server.url}${path}`, { headers: { authorization: `Bearer ${await app.adminToken()}` } });
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    return ((await response.json()) as { data: T }).data;
  }

  it('generates a daily report, shows it finish without a reload, and downloads an XLSX whose grand total matches the API and the card list', async () => {
    const { page, problems } = await app.signedIn('/daily-reports');
    await page.getByRole('heading', { level: 1, name: 'Daily Report' }).waitFor();
    const day = await page.getByLabel(/^Date/).inputValue();
    expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await page.getByRole('button', { name: 'Generate' }).click();
    await page.getByText('The report is queued; its status updates below').waitFor();

    // Queued → running → done, on this page as it stands (no reload).
    const row = page.locator('tbody tr').first();
    await row.getByText('Done', { exact: true }).waitFor({ timeout: 120_000 });
    await screenshot(page, 'reports-daily-done');
    // A list with runs in it (the demo data has none, so the walk over every screen sees it empty).
    expect(await seriousViolations(page)).toEqual([]);

    const downloading = page.waitForEvent('download');
    await row.getByRole('button', { name: /^Download/ }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const workbook = unzipSync(new Uint8Array(fs.readFileSync(await download.path())));
    const sheet = strFromU8(workbook['xl/worksheets/sheet1.xml'] ?? new Uint8Array());
    const total = rowCells(addressedSheetXml(sheet), 'Grand total');

    // The API's figures for the same day (the center report's preview over that one day, all centers).
    const preview = await api<{ total: Figures }>(apiUrl(ADMIN_API, REPORT_PATHS.centerPreview, `from=${day}&to=${day}`));
    expect(Number(total.C)).toBe(preview.total.new_count);
    expect(Number(total.E)).toBe(preview.total.renewed_count);
    expect(Number(total.G)).toBe(preview.total.new_count + preview.total.renewed_count);
    expect(Math.round(Number(total.H) * 100)).toBe(preview.total.new_amount + preview.total.renewed_amount);

    // The card list's own count of the cards issued that day (the demo issues some every day).
    const cards = await api<{ total: number; total_is_estimate: boolean }>(apiUrl(ADMIN_API, CARD_PATHS.list, `issued_from=${day}&issued_to=${day}&limit=10`));
    expect(cards.total_is_estimate).toBe(false);
    expect(cards.total).toBeGreaterThan(0);
    expect(Number(total.C)).toBe(cards.total);
    expect(problems.pageErrors).toEqual([]);
  });

  it('dashboard numbers open the lists they count, with the same count', async () => {
    const { page, problems } = await app.signedIn('/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    const dashboard = await api<{ cards: { expiring_soon: number; issued_today: number } }>(apiUrl(ADMIN_API, DASHBOARD_PATHS.cards));
    // The charts arrive as a chunk of their own.
    await page.getByRole('heading', { level: 2, name: 'Cards by category' }).waitFor();
    await page.locator('.MuiChartsSurface-root').first().waitFor();
    await screenshot(page, 'reports-dashboard');

    await page.getByRole('link', { name: /Expiring in 7 days/ }).click();
    await page.waitForURL(/\/card-management\?expiring_within_days=7$/);
    await page.locator('table[aria-busy="false"]').waitFor();
    expect(await listTotal(page)).toBe(dashboard.cards.expiring_soon);

    await page.goBack();
    await page.getByRole('link', { name: /Issued today/ }).click();
    await page.waitForURL(/\/card-management\?issued_from=\d{4}-\d{2}-\d{2}&issued_to=\d{4}-\d{2}-\d{2}$/);
    await page.locator('table[aria-busy="false"]').waitFor();
    expect(await listTotal(page)).toBe(dashboard.cards.issued_today);
    expect(problems.pageErrors).toEqual([]);
  });

  it('previews the center report on screen with its grand total, and generates an overall report', async () => {
    const { page, problems } = await app.signedIn('/reports');
    await page.getByRole('heading', { level: 1, name: 'Reports' }).waitFor();
    const from = await page.getByLabel(/^From date/).inputValue();
    const to = await page.getByLabel(/^To date/).inputValue();
    await page.getByRole('button', { name: 'Preview' }).click();
    const grand = page.getByRole('row', { name: /Grand total/ });
    await grand.waitFor();
    const preview = await api<{ total: Figures }>(apiUrl(ADMIN_API, REPORT_PATHS.centerPreview, `from=${from}&to=${to}`));
    await expect.poll(() => grand.locator('td').first().innerText()).toBe(preview.total.new_count.toLocaleString('en-IN'));
    await screenshot(page, 'reports-center-preview');
    expect(await seriousViolations(page)).toEqual([]);

    // The overall reports' tab: generate one and watch it finish.
    await page.getByRole('tab', { name: 'Overall reports' }).click();
    await page.waitForURL(/\/reports\?tab=overall$/);
    // The URL changes before the tab's panel is drawn (a transition), and the center tab has a
    // Generate button of its own: click only once the overall panel is on screen.
    const overall = page.getByRole('tabpanel', { name: 'Overall reports' });
    await overall.getByRole('button', { name: 'Generate' }).click();
    await page.getByText('The report is queued; its status updates below').waitFor();
    await overall.locator('tbody tr').first().getByText('Done', { exact: true }).waitFor({ timeout: 120_000 });
    expect(await seriousViolations(page)).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
  });
});
