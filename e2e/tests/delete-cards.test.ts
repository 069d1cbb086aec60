/**
 * Delete Cards in Chromium: an administrator picks two live cards on different searches (the picks
 * stay while the list changes), deletes them with a reason after typing their number, finds both
 * in the deleted history with who, when and why, opens one's details with its renewal history, and
 * restores it; the other stays deleted. Desktop, and the history at phone width.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from '../support/browser.ts';
import { useSignedInApp } from '../support/signed-in-app.ts';
import { ADMIN_API } from '@passdesk/contract/http/paths';
import { apiUrl } from '../../apps/server/src/test/api-url.ts';
import { DELETE_CARD_PATHS } from '@passdesk/contract/delete-cards/delete-cards-paths';

const PHONE = { width: 390, height: 844 };
const REASON = 'Passes surrendered at the counter';

describe('Delete Cards', () => {
  const app = useSignedInApp();

  async function liveCards(): Promise<Array<{ id: number; card_number: string; first_name: string }>> {
    const response = await fetch(`${app.server.url}${apiUrl(ADMIN_API, DELETE_CARD_PATHS.all, 'status=active&limit=2&sort=card_number')}`, { headers: { authorization: `Bearer ${await app.adminToken()}` } });
    expect(response.status).toBe(200);
    return ((await response.json()) as { data: { items: Array<{ id: number; card_number: string; first_name: string }> } }).data.items;
  }

  const search = async (page: Page, text: string) => {
    await page.getByRole('searchbox', { name: 'Search by card number, name or mobile' }).fill(text);
    // The list's state moves into the URL after the search box's pause (history.replaceState: no navigation event to wait for).
    await expect.poll(() => new URL(page.url()).searchParams.get('search'), { timeout: 15_000 }).toBe(text);
  };

  it('deletes two cards with a reason and finds them in the history; restores one', async () => {
    const [first, second] = await liveCards();
    if (!first || !second) throw new Error('the demo data has no two active cards');
    const { page, problems } = await app.signedIn('/delete-cards');
    await page.getByRole('heading', { level: 1, name: 'Delete Cards' }).waitFor();

    await search(page, first.card_number);
    await page.getByRole('checkbox', { name: `Select ${first.card_number}` }).check();
    await search(page, second.card_number);
    await page.getByRole('checkbox', { name: `Select ${second.card_number}` }).check();
    await page.getByText('2 selected').waitFor();
    await screenshot(page, 'delete-cards-selected');

    await page.getByRole('button', { name: 'Delete selected' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete 2 cards?' });
    await expect(dialog.getByText(first.card_number).isVisible()).resolves.toBe(true);
    await dialog.getByRole('button', { name: 'Delete 2 cards' }).click();
    await dialog.getByText('Give a reason of at least 3 characters').waitFor();
    await dialog.getByRole('textbox', { name: 'Reason' }).fill(REASON);
    await dialog.getByRole('textbox', { name: 'Type 2 to confirm' }).fill('3');
    await dialog.getByRole('button', { name: 'Delete 2 cards' }).click();
    await dialog.getByText('Type the number of cards (2) to confirm').waitFor();
    await dialog.getByRole('textbox', { name: 'Type 2 to confirm' }).fill('2');
    await screenshot(page, 'delete-cards-confirm');
    await dialog.getByRole('button', { name: 'Delete 2 cards' }).click();
    await page.getByText('2 cards deleted').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await expect(page.getByText('2 selected').count()).resolves.toBe(0);
    await page.getByText('Nothing matches').waitFor();

    await page.getByRole('tab', { name: 'Deleted history' }).click();
    await page.waitForURL('**/delete-cards/history');
    // The history's own filter: the page has replaced the one it came from (both share the heading and tabs).
    await page.getByRole('group', { name: 'Deleted' }).waitFor();
    for (const card of [first, second]) {
      await search(page, card.card_number);
      const row = page.locator('tbody tr', { has: page.getByRole('rowheader', { name: new RegExp(card.card_number) }) });
      await row.getByText(REASON).waitFor();
      await expect(row.getByText('Super Admin').or(row.getByText(/Admin/)).first().isVisible()).resolves.toBe(true);
    }
    await screenshot(page, 'delete-cards-history');

    await page.getByRole('button', { name: `Details of ${second.card_number}` }).click();
    const details = page.getByRole('dialog', { name: `Deleted card ${second.card_number}` });
    await details.getByText(REASON).waitFor();
    await details.getByRole('heading', { name: 'Renewal history' }).waitFor();
    await expect.poll(() => details.getByText(/never renewed|Renewed /).count()).toBeGreaterThan(0);
    await screenshot(page, 'delete-cards-details');
    await details.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('button', { name: `Restore ${second.card_number}` }).click();
    const restore = page.getByRole('dialog', { name: `Restore card ${second.card_number}?` });
    await restore.getByRole('textbox', { name: 'Reason' }).fill('Deleted the wrong pass');
    await restore.getByRole('button', { name: 'Restore' }).click();
    await page.getByText('Card restored').waitFor();
    await page.getByText('No record matches the search or filters. Try other words or clear the filters.').waitFor();

    const phone = await app.signedIn(`/delete-cards/history?search=${first.card_number}`, PHONE);
    await phone.page.getByText(REASON).waitFor();
    await screenshot(phone.page, 'delete-cards-history-phone');
    await phone.page.getByRole('tab', { name: 'All cards' }).click();
    await phone.page.getByRole('combobox', { name: 'Status' }).waitFor();
    // Rows are cards on a phone (no header row): each card has its own checkbox.
    const rowBoxes = phone.page.getByRole('checkbox', { name: /^Select [A-Z]+-\d{4}-\d{6}$/ });
    await rowBoxes.first().waitFor();
    await rowBoxes.nth(0).check();
    await rowBoxes.nth(1).check();
    await phone.page.getByText('2 selected').waitFor();
    await expect(phone.page.getByRole('button', { name: 'Delete selected' }).isVisible()).resolves.toBe(true);
    await screenshot(phone.page, 'delete-cards-phone');

    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors.filter((text) => !text.includes('status of 400'))).toEqual([]);
    expect(phone.problems.pageErrors).toEqual([]);
  });
});
