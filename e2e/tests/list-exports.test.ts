/**
 * Every list exports what it shows (docs/api.md "Conventions"): each kind of list opened with a
 * filter and a sort, its Export CSV clicked, and the file's rows compared with the rows on screen,
 * in order, every one (the filters keep each list within one page of 100): master data, offences,
 * staff, roles, permissions, cards, applications, inspectors, both Renew Card tabs and both Delete
 * Cards lists. The card list's Excel export, the card scans' and the audit trail's CSV are compared
 * in cards, mobile-app and audit tests. The export buttons are photographed at 1440 and 390 px.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ADMIN_API } from '@passdesk/contract/http/paths';
import { DELETE_CARD_PATHS } from '@passdesk/contract/delete-cards/delete-cards-paths';
import { CENTER_PATHS } from '@passdesk/contract/master-data/master-data-paths';
import { MOBILE_USER_PATHS } from '@passdesk/contract/mobile-users/mobile-users-paths';
import { RENEWAL_PATHS } from '@passdesk/contract/renewals/renewals-paths';
import { screenshot } from '../support/browser.ts';
import { useSignedInApp } from '../support/signed-in-app.ts';

const PHONE = { width: 390, height: 844 };

/** The cells of a CSV file (RFC 4180 quoting), its byte-order mark and header line removed. */
function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n') {
      row.push(cell.replace(/\r$/, ''));
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  expect(text.startsWith('\uFEFF'), 'a UTF-8 byte-order mark first').toBe(true);
  return rows.slice(1);
}

/** The office's date (TIME_ZONE, Asia/Kolkata by default), as the file names carry it. */
const officeDay = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());

describe('list exports', () => {
  const app = useSignedInApp();

  async function admin<T>(method: 'GET' | 'POST', path: string, body?: object): Promise<T> {
    const response = await fetch(`${app.server.url}${ADMIN_API}${path}`, {
      method,
      headers: { authorization: `Bearer ${await app.adminToken()}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return ((await response.json()) as { data: T }).data;
  }

  /** Each row's heading cell, as `pick` reads it (its first line unless said), once the table has its rows. */
  async function rowsOnScreen(page: Page, pick: (lines: string[]) => string = (lines) => lines[0] ?? ''): Promise<string[]> {
    await page.locator('tbody th[scope="row"]').first().waitFor();
    await page.locator('table[aria-busy="false"]').waitFor();
    return (await page.locator('tbody th[scope="row"]').allInnerTexts()).map((text) => pick(text.split('\n').map((line) => line.trim()).filter(Boolean)));
  }

  /** Clicks the list's Export CSV and reads the file it downloads, checking its name. */
  async function exportedRows(page: Page, fileName: string): Promise<string[][]> {
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${fileName}-${officeDay()}.csv`);
    return csvRows(await readFile(await download.path(), 'utf8'));
  }

  /** Opens the list at `path` (filters and sort in the address), exports it and compares the file's `cell` of each row with the rows on screen. */
  async function expectExportMatchesScreen(path: string, fileName: string, cell: (row: string[]) => string, page?: Page, pick?: (lines: string[]) => string): Promise<{ page: Page; shown: string[] }> {
    const opened = page ?? (await app.signedIn(path)).page;
    if (page) await page.goto(`${app.server.url}${path}`);
    const shown = await rowsOnScreen(opened, pick);
    expect(shown.length, path).toBeGreaterThan(0);
    expect(shown.length, `${path} fits one page`).toBeLessThan(100);
    const file = await exportedRows(opened, fileName);
    expect(file.map(cell), path).toEqual(shown);
    return { page: opened, shown };
  }

  it('exports the filtered master-data lists as they show: categories, centers, routes, offences', async () => {
    const { page, shown } = await expectExportMatchesScreen('/card-category?status=active&sort=fee&order=desc&limit=100', 'card-categories', (row) => row[0] ?? '');
    expect(shown).not.toContain('Staff Family Yearly');
    await page.getByRole('button', { name: 'Export CSV' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'list-export-categories-1440');
    const centers = await expectExportMatchesScreen('/center-management?status=active&sort=code&order=desc&limit=100', 'centers', (row) => row[0] ?? '', page);
    expect(centers.shown).not.toContain('Sola Pass Counter');
    const routes = await expectExportMatchesScreen('/routes?status=inactive&sort=distance_km&order=desc&limit=100', 'routes', (row) => row[0] ?? '', page);
    expect(routes.shown.length).toBeLessThan(10);
    await expectExportMatchesScreen('/card-scan/offences?status=active&sort=penalty_amount&order=desc&limit=100', 'offences', (row) => row[0] ?? '', page);
  });

  it('exports the filtered user, role and permission lists as they show', async () => {
    const { page, shown } = await expectExportMatchesScreen('/user?status=active&sort=email&order=desc&limit=100', 'users', (row) => `${row[0]} ${row[1]}`.trim());
    expect(shown).not.toContain('Suresh Nair');
    await expectExportMatchesScreen('/roles?search=viewer&sort=user_count&order=desc&limit=100', 'roles', (row) => row[0] ?? '', page);
    const permissions = await expectExportMatchesScreen('/permissions?search=management&sort=name&order=desc&limit=100', 'permissions', (row) => row[0] ?? '', page);
    expect(permissions.shown.length).toBeGreaterThan(3);
  });

  it('exports the filtered cards, applications and inspectors as they show', async () => {
    const centers = await admin<{ items: Array<{ id: number; code: string }> }>('GET', `${CENTER_PATHS.list}?search=LDW`);
    const center = centers.items.find((item) => item.code === 'LDW');
    if (!center) throw new Error('the demo center LDW is missing');
    const { page } = await expectExportMatchesScreen(`/card-management?status=blocked&center_id=${center.id}&sort=card_number&order=desc&limit=100`, 'cards', (row) => row[0] ?? '', undefined, cardNumber);
    await expectExportMatchesScreen('/application-card?status=rejected&sort=application_number&order=asc&limit=100', 'applications', (row) => row[0] ?? '', page);

    for (const [index, status] of (['active', 'inactive', 'active'] as const).entries()) {
      await admin('POST', MOBILE_USER_PATHS.create, { name: `Export Inspector ${index + 1}`, employee_code: `EXP-${index + 1}`, mobile: `98765000${index}1`, password: 'Inspect@2026', center_id: center.id, status });
    }
    const inspectors = await expectExportMatchesScreen('/mobile-user?status=active&sort=name&order=desc&limit=100', 'mobile-users', (row) => row[1] ?? '', page);
    expect(inspectors.shown).toEqual(['Export Inspector 3', 'Export Inspector 1']);
  });

  /** The first filter, over the demo centers, that keeps the list within one page (so the screen shows all it exports). */
  async function narrowing(list: string, filter: (centerId: number) => string): Promise<string> {
    const centers = await admin<{ items: Array<{ id: number }> }>('GET', `${CENTER_PATHS.list}?limit=100`);
    for (const center of centers.items) {
      const { total } = await admin<{ total: number }>('GET', `${list}?${filter(center.id)}&limit=1`);
      if (total > 0 && total < 100) return filter(center.id);
    }
    throw new Error(`no demo center narrows ${list} to one page`);
  }

  const cardNumber = (lines: string[]) => lines.find((line) => /^[A-Z0-9]+-\d{4}-\d{6}$/.test(line)) ?? '';

  it('exports the filtered Expired and Renewed tabs of Renew Card as they show', async () => {
    const expired = await narrowing(RENEWAL_PATHS.expired, (id) => `center_id=${id}&expired=last_7_days`);
    const { page } = await expectExportMatchesScreen(`/renew-card?${expired}&sort=first_name&order=desc&limit=100`, 'expired-cards', (row) => row[0] ?? '', undefined, cardNumber);
    const renewed = await narrowing(RENEWAL_PATHS.renewed, (id) => `center_id=${id}`);
    await expectExportMatchesScreen(`/renew-card?tab=renewed&${renewed}&sort=fee_paid&order=desc&limit=100`, 'renewals', (row) => row[0] ?? '', page, cardNumber);
  });

  it('exports the filtered lists of Delete Cards as they show: the live cards and the deleted history', async () => {
    const live = await narrowing(DELETE_CARD_PATHS.all, (id) => `center_id=${id}&status=blocked`);
    const { page } = await expectExportMatchesScreen(`/delete-cards?${live}&sort=name&order=asc&limit=100`, 'cards', (row) => row[0] ?? '', undefined, cardNumber);
    const deleted = await narrowing(DELETE_CARD_PATHS.history, (id) => `center_id=${id}`);
    await expectExportMatchesScreen(`/delete-cards/history?${deleted}&sort=card_number&order=desc&limit=100`, 'deleted-cards', (row) => row[0] ?? '', page, cardNumber);
  });

  it('shows Export CSV in the list tools at 390 px, and Export to Excel beside it on the card list', async () => {
    const { page } = await app.signedIn('/card-management', PHONE);
    await page.getByRole('button', { name: 'Export to Excel' }).waitFor();
    await page.getByRole('button', { name: 'Export CSV' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'list-export-cards-390');
    const { page: wide } = await app.signedIn('/card-management');
    await wide.getByRole('button', { name: 'Export CSV' }).waitFor();
    await screenshot(wide, 'list-export-cards-1440');
    await page.goto(`${app.server.url}/roles`);
    await page.getByRole('button', { name: 'Export CSV' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'list-export-roles-390');
  });
});
