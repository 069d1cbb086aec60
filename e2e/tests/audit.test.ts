/**
 * The audit trail in Chromium against the real server (docs/api.md "Audit trail"): a super admin filters /audit by
 * entity, opens a change with its before and after, and exports the filtered list as CSV; an admin
 * holding every User Management right sees no Audit Trail item and /audit sends them to /401.
 * Screenshots in light, dark, Arabic and on a 390 px phone.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from '../support/browser.ts';
import { useSignedInApp } from '../support/signed-in-app.ts';
import { ADMIN_API } from '@passdesk/contract/http/paths';
import { apiUrl } from '../../apps/server/src/test/api-url.ts';
import { CATEGORY_PATHS } from '@passdesk/contract/master-data/master-data-paths';
import { AUDIT_PATHS } from '@passdesk/contract/audit/audit-paths';

const PHONE = { width: 390, height: 844 };
const TEST_TIMEOUT = 240_000;

describe('audit trail', () => {
  const app = useSignedInApp();

  async function api(path: string, init: { method: string; body?: unknown } = { method: 'GET' }) {
    const response = await fetch(`${app.server.url}${path}`, {
      method: init.method,
      headers: { authorization: `Bearer ${await app.adminToken()}`, 'content-type': 'application/json' },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    const body = (await response.json()) as { data: { id: number; total: number } };
    expect(response.status, JSON.stringify(body)).toBe(200);
    return body.data;
  }

  /** The list shows rows (not loading). */
  const settled = (page: Page) => page.locator('table[aria-busy="false"]').waitFor();

  it('a super admin filters by entity, sees a change with before and after, and exports the CSV', async () => {
    const category = {
      name: 'Audit Walk Monthly',
      code: 'AWM',
      description: 'Made by the audit browser test',
      validity_days: 30,
      fee: 25000,
      renewal_fee: 23000,
      min_age: null,
      max_age: null,
      route_scope: 'single_route',
      required_documents: [],
      colour: '#1565C0',
      status: 'active',
    };
    const created = await api(apiUrl(ADMIN_API, CATEGORY_PATHS.create), { method: 'POST', body: category });
    await api(apiUrl(ADMIN_API, CATEGORY_PATHS.update, { id: created.id }), { method: 'PUT', body: { ...category, fee: 30000 } });

    const { page, problems } = await app.signedIn('/user');
    // The item sits under User Management, for a super admin.
    await page.getByRole('link', { name: 'Audit Trail' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Audit Trail' }).waitFor();
    await settled(page);

    await page.getByLabel('Entity').click();
    await page.getByRole('option', { name: 'card_category', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('entity') === 'card_category');
    await settled(page);
    const row = page.locator('tbody tr', { hasText: `#${created.id}` }).filter({ hasText: 'update' });
    await row.waitFor();
    await screenshot(page, 'audit-list-light');

    await row.getByRole('button', { name: 'Details of update card_category' }).click();
    const dialog = page.getByRole('dialog', { name: 'update · card_category' });
    const fee = dialog.getByRole('row', { name: /fee/ });
    // The dialog's code comes when it first opens (docs/architecture.md "First load"): its rows then.
    await fee.waitFor();
    await expect(fee.getByRole('cell').allInnerTexts()).resolves.toEqual(['25000', '30000']);
    await screenshot(page, 'audit-details-light');
    await dialog.getByRole('button', { name: 'Close' }).click();

    const listed = await api(apiUrl(ADMIN_API, AUDIT_PATHS.list, 'entity=card_category&limit=1'));
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const lines = (await readFile(await download.path(), 'utf8')).split(/\r?\n/).filter((line) => line.trim() !== '');
    expect(lines).toHaveLength(1 + listed.total);
    expect(lines.slice(1).every((line) => line.includes(',card_category,'))).toBe(true);

    await page.getByTestId('mode-toggle').click();
    await settled(page);
    await screenshot(page, 'audit-list-dark');
    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
  }, TEST_TIMEOUT);

  it('reads right to left in Arabic and fits a 390 px phone', async () => {
    const arabic = await app.signedIn('/audit?lng=ar');
    await arabic.page.locator('html[dir="rtl"]').waitFor();
    await settled(arabic.page);
    await screenshot(arabic.page, 'audit-list-arabic');
    const phone = await app.signedIn('/audit', PHONE);
    await phone.page.getByRole('heading', { level: 1, name: 'Audit Trail' }).waitFor();
    await settled(phone.page);
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(phone.page, 'audit-list-phone');
  }, TEST_TIMEOUT);

  it('an admin with every User Management right has no Audit Trail item, and /audit is not authorized', async () => {
    const flags = { read: true, create: true, update: true, delete: true };
    const user = await app.createUser({
      first_name: 'Usha',
      last_name: 'Manager',
      email: 'usha.audit@passdesk.test',
      password: 'Manager@1234',
      role: { name: 'All user management', permissions: { 'User Management': flags, '1. Permissions': flags, '2. Roles': flags, '3. User': flags } },
    });
    const { page } = await app.signIn(user.email, user.password);
    await page.goto(`${app.server.url}/user`);
    await page.getByRole('link', { name: '3. User' }).first().waitFor();
    await expect(page.getByRole('link', { name: 'Audit Trail' }).count()).resolves.toBe(0);
    await page.goto(`${app.server.url}/audit`);
    await page.waitForURL((url) => url.pathname === '/401');
    await page.locator('h1').first().waitFor();
    await screenshot(page, 'audit-not-authorized');
  }, TEST_TIMEOUT);
});
