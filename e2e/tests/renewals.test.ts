/**
 * A counter clerk's renewal: a pass issued at the counter runs out (its month is moved into the
 * past while the server is stopped, as the calendar would), the clerk finds it in Renew Card →
 * Expired, checks the photo, takes the fee and renews it; the renewal shows in Renewed, on its own
 * page and in the card's renewal history. Desktop and a 390 px phone.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { screenshot } from '../support/browser.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { adminToken } from '../support/shell-session.ts';
import { useSignedInApp, WIDE } from '../support/signed-in-app.ts';
import { ADMIN_API } from '@passdesk/contract/http/paths';
import { apiUrl } from '../../apps/server/src/test/api-url.ts';
import { CARD_PATHS } from '@passdesk/contract/cards/cards-paths';
import { CATEGORY_PATHS, CENTER_PATHS } from '@passdesk/contract/master-data/master-data-paths';
import { RENEWAL_PATHS } from '@passdesk/contract/renewals/renewals-paths';

const PHONE = { width: 390, height: 844 };

async function api<T>(server: RunningServer, token: string, url: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${server.url}${url}`, { ...init, headers: { authorization: `Bearer ${token}`, ...init.headers } });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

/** Issues a General Monthly All Routes pass through the cards API, photo and all. */
async function issueCard(server: RunningServer, token: string): Promise<{ id: number; card_number: string }> {
  const categories = await api<{ items: Array<{ id: number; code: string }> }>(server, token, apiUrl(ADMIN_API, CATEGORY_PATHS.list, 'limit=100'));
  const centers = await api<{ items: Array<{ id: number; status: string }> }>(server, token, apiUrl(ADMIN_API, CENTER_PATHS.list, 'limit=100&status=active'));
  const category = categories.items.find((item) => item.code === 'GMA');
  const center = centers.items[0];
  if (!category || !center) throw new Error('demo master data is missing');
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480"><rect width="100%" height="100%" fill="#d9c7b0"/><circle cx="320" cy="200" r="96" fill="#8d5a3b"/></svg>';
  const photo = await sharp(Buffer.from(svg)).jpeg().toBuffer();
  const form = new FormData();
  const fields: Record<string, string> = {
    first_name: 'Meera',
    last_name: 'Renewable',
    date_of_birth: '1988-03-09',
    gender: 'female',
    mobile: '9812345670',
    email: 'meera@example.org',
    address: '4 Relief Road, Khadia',
    city: 'Ahmedabad',
    pincode: '380001',
    id_proof_type: 'aadhaar',
    id_proof_number: `7${String(Date.now()).slice(-11).padStart(11, '0')}`,
    category_id: String(category.id),
    center_id: String(center.id),
    fee_paid: '150000',
    payment_mode: 'cash',
    receipt_number: 'R-E2E-1',
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('photo', new Blob([photo], { type: 'image/jpeg' }), 'photo.jpg');
  return api(server, token, apiUrl(ADMIN_API, CARD_PATHS.create), { method: 'POST', body: form });
}

describe('renewing an expired card', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'passdesk-e2e-renewals-'));
  let card: { id: number; card_number: string };
  // Registered first, so it runs last: after the server has stopped.
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const app = useSignedInApp({
    env: async () => {
      const first = await startServer({ DATA_DIR: dataDir });
      card = await issueCard(first, await adminToken(first.url));
      expect(await first.stop()).toBe(0);
      // A month and ten days pass: the pass ended ten days ago.
      const db = await PGlite.create(path.join(dataDir, 'pglite'), { extensions: { pg_trgm } });
      await db.query(
        // "Today" is the pass office's (TIME_ZONE, default Asia/Kolkata), not UTC's.
        `update cards set issue_date = today - 40, valid_from = today - 40, valid_until = today - 10
           from (select (now() at time zone 'Asia/Kolkata')::date as today) as office where id = $1`,
        [card.id],
      );
      await db.close();
      return { DATA_DIR: dataDir };
    },
  });

  async function signedIn(pathname: string, viewport = WIDE): Promise<Page> {
    return (await app.signedIn(pathname, viewport)).page;
  }

  it('finds the expired card, renews it, and sees it in Renewed, on the renewal page and in the card’s history', async () => {
    const page = await signedIn('/renew-card');
    await page.getByRole('heading', { level: 1, name: 'Renew Card' }).waitFor();
    await page.getByRole('tab', { name: /Expired/ }).waitFor();
    await page.getByLabel('Search by card number, name or mobile').fill('Renewable');
    const row = page.locator('tbody tr', { has: page.getByRole('rowheader', { name: card.card_number }) });
    await row.waitFor();
    await expect(row.innerText()).resolves.toContain('10 days ago');
    await screenshot(page, 'renewals-expired');

    await row.getByRole('link', { name: `Renew card ${card.card_number}` }).click();
    await page.getByRole('heading', { level: 1, name: `Renew card ${card.card_number}` }).waitFor();
    await expect(page.getByRole('img', { name: 'Photo of Meera Renewable' }).isVisible()).resolves.toBe(true);
    await expect(page.getByTestId('renewal-fee').innerText()).resolves.toBe('₹1,500.00');
    await page.getByLabel('Receipt number').fill('R-RENEW-77');
    await screenshot(page, 'renewals-renew-form');
    // A double click renews once: the form sends one idempotency key.
    await page.getByRole('button', { name: 'Renew', exact: true }).dblclick();
    await page.getByRole('heading', { level: 1, name: `Renewal of ${card.card_number}` }).waitFor();
    await expect(page.getByText('R-RENEW-77').isVisible()).resolves.toBe(true);
    await screenshot(page, 'renewals-view');
    const renewalId = Number(new URL(page.url()).pathname.split('/').at(-1));
    expect(renewalId).toBeGreaterThan(0);

    await page.goto(`${app.server.url}/renew-card?tab=renewed`);
    await page.getByRole('tab', { name: /Renewed/, selected: true }).waitFor();
    await page.getByLabel('Search by card number, name, mobile or receipt').fill('R-RENEW-77');
    await page.locator('tbody tr', { has: page.getByRole('rowheader', { name: new RegExp(card.card_number) }) }).waitFor();
    // The search is debounced: the card's row may show before the list has narrowed to it.
    await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
    await screenshot(page, 'renewals-renewed');

    // The card's history holds the one renewal; the card is no longer in Expired.
    const history = await api<Array<{ id: number; receipt_number: string }>>(app.server, await app.adminToken(), apiUrl(ADMIN_API, CARD_PATHS.renewHistory, { id: card.id }));
    expect(history.map((entry) => [entry.id, entry.receipt_number])).toEqual([[renewalId, 'R-RENEW-77']]);
    const expired = await api<{ total: number }>(app.server, await app.adminToken(), apiUrl(ADMIN_API, RENEWAL_PATHS.expired, `search=${card.card_number}`));
    expect(expired.total).toBe(0);
  });

  it('works on a 390 px phone', async () => {
    const page = await signedIn('/renew-card?tab=renewed', PHONE);
    await page.getByRole('tab', { name: /Renewed/, selected: true }).waitFor();
    await page.locator('tbody tr').first().waitFor();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'renewals-renewed-phone');
    const [first] = await api<{ items: Array<{ id: number }> }>(app.server, await app.adminToken(), apiUrl(ADMIN_API, RENEWAL_PATHS.renewed, 'limit=1')).then((list) => list.items);
    await page.goto(`${app.server.url}/renew-card/${first?.id}`);
    await page.getByRole('heading', { level: 1, name: /Renewal of/ }).waitFor();
    await screenshot(page, 'renewals-view-phone');
  });
});
