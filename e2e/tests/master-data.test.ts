/**
 * A staff member's day with master data: add, edit, find, sort, page and delete a card category;
 * a shared list link keeps its view after a reload; a route added on /routes/add-route shows in
 * the list; the centers screen works the same way; the browser's Back asks before it throws away a
 * form with changes, on a form page and in a dialog.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from '../support/browser.ts';
import { useSignedInApp } from '../support/signed-in-app.ts';

describe('master data screens', () => {
  const app = useSignedInApp();
  const open = (path: string) => app.signedIn(path);

  /** The names (first line) in the table's first column, in order, once the table is not loading. */
  async function rowNames(page: Page): Promise<string[]> {
    await page.locator('table[aria-busy="false"]').waitFor();
    const texts = await page.locator('tbody th[scope="row"]').allInnerTexts();
    return texts.map((text) => text.split('\n')[0] ?? '');
  }

  /** After a change of URL the list loads a moment later: ask again until it shows what is expected. */
  const pollRows = (page: Page) => expect.poll(() => rowNames(page), { timeout: 10_000 });

  const categoryRow = (page: Page, name: string) => page.locator('tbody tr', { has: page.getByRole('rowheader', { name }) });

  it('creates, edits, searches, sorts, pages and deletes a card category', async () => {
    const { page, problems } = await open('/card-category');
    await page.getByRole('heading', { level: 1, name: 'Card Category Management' }).waitFor();
    const demoNames = await rowNames(page);
    expect(demoNames.length).toBe(10);
    expect(demoNames[0]).toBe('Divyang Yearly');
    await expect(page.getByRole('cell', { name: '₹250.00' }).first().isVisible()).resolves.toBe(true);
    await screenshot(page, 'master-data-categories');

    // Create, with a duplicate code first: the server's 409 shows under the Code field.
    await page.getByRole('button', { name: 'Add category' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add card category' });
    await dialog.getByLabel('Name').fill('Apprentice Monthly');
    await dialog.getByLabel('Code').fill('stm');
    await dialog.getByLabel(/^Fee/).fill('320.50');
    await dialog.getByLabel('Renewal fee').fill('300');
    await dialog.getByLabel('Validity').fill('30');
    const documents = dialog.getByLabel('Required documents');
    await documents.fill('Apprenticeship letter');
    await documents.press('Enter');
    await documents.fill('Aadhaar card');
    await documents.press('Enter');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Code already exists').waitFor();
    await expect(dialog.getByLabel('Code').getAttribute('aria-invalid')).resolves.toBe('true');
    await screenshot(page, 'master-data-category-duplicate-code');
    await dialog.getByLabel('Code').fill('APM');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Category “Apprentice Monthly” created').waitFor();
    const created = categoryRow(page, 'Apprentice Monthly');
    await expect(created.getByRole('cell', { name: '₹320.50' }).isVisible()).resolves.toBe(true);

    // Edit: the fee changes in the list.
    await created.getByRole('button', { name: 'Edit Apprentice Monthly' }).click();
    const editDialog = page.getByRole('dialog', { name: 'Edit card category' });
    await expect(editDialog.getByText('Apprenticeship letter').isVisible()).resolves.toBe(true);
    await editDialog.getByLabel(/^Fee/).fill('350');
    await editDialog.getByRole('button', { name: 'Save' }).click();
    await editDialog.waitFor({ state: 'detached' });
    await categoryRow(page, 'Apprentice Monthly').getByRole('cell', { name: '₹350.00' }).waitFor();

    // Deactivate from the row.
    await categoryRow(page, 'Apprentice Monthly').getByRole('button', { name: 'Deactivate Apprentice Monthly' }).click();
    await categoryRow(page, 'Apprentice Monthly').getByText('Inactive').waitFor();

    // Search (debounced, in the URL).
    await page.getByRole('searchbox', { name: 'Search name, code or description' }).fill('apprent');
    await page.waitForURL((url) => url.searchParams.get('search') === 'apprent');
    await pollRows(page).toEqual(['Apprentice Monthly']);
    await page.getByRole('button', { name: 'Clear filters' }).first().click();
    await page.waitForURL((url) => !url.searchParams.has('search'));

    // Sort by fee, highest first.
    await page.getByRole('button', { name: 'Fee', exact: true }).click();
    await page.getByRole('button', { name: 'Fee', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'fee' && url.searchParams.get('order') === 'desc');
    // Built on the cleared URL, even when the clicks come before the list has re-rendered.
    expect(new URL(page.url()).searchParams.has('search')).toBe(false);
    await expect.poll(() => page.getByRole('columnheader', { name: 'Fee', exact: true }).getAttribute('aria-sort')).toBe('descending');
    // The sorted page replaces the list when its answer arrives: wait for its first row.
    await expect.poll(async () => (await rowNames(page))[0], { timeout: 10_000 }).toBe('General Quarterly');

    // Page: 12 categories, 10 a page.
    await page.getByRole('button', { name: 'Go to next page' }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await pollRows(page).toHaveLength(2);
    await page.getByText('11–12 of 12').waitFor();

    // Delete with confirmation.
    await page.goto(`${app.server.url}/card-category?search=Apprentice`);
    await categoryRow(page, 'Apprentice Monthly').getByRole('button', { name: 'Delete Apprentice Monthly' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete category?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await confirm.waitFor({ state: 'detached' });
    await page.getByText('Nothing matches').waitFor();

    expect(problems.pageErrors).toEqual([]);
    // The browser logs the refused duplicate (409) it was asked to send; nothing else.
    expect(problems.consoleErrors.filter((text) => !text.includes('status of 409'))).toEqual([]);
  });

  it('keeps the list’s page, sort, search and filters in the URL across a reload', async () => {
    const { page } = await open('/routes?status=active&sort=distance_km&order=desc&limit=25&page=2&search=a');
    const before = await rowNames(page);
    expect(before.length).toBeGreaterThan(0);
    await page.reload();
    await page.getByTestId('app-bar').waitFor();
    expect(await rowNames(page)).toEqual(before);
    await expect(page.getByRole('searchbox', { name: 'Search number, name or stop' }).inputValue()).resolves.toBe('a');
    await expect(page.getByRole('columnheader', { name: 'Distance' }).getAttribute('aria-sort')).resolves.toBe('descending');
    await page.getByText(/^26–/).waitFor();
    await screenshot(page, 'master-data-routes');
  });

  it('adds a route on /routes/add-route and finds it in the list', async () => {
    const { page, problems } = await open('/routes');
    await page.getByRole('link', { name: 'Add route' }).click();
    await page.waitForURL((url) => url.pathname === '/routes/add-route');
    await page.getByRole('heading', { level: 1, name: 'Add route' }).waitFor();
    await page.getByLabel('Route no.').fill('205s');
    await page.getByLabel(/^Name/).fill('Iskcon – Sola Shuttle');
    await page.getByLabel('Origin').fill('Iskcon Cross Road');
    await page.getByLabel('Destination').fill('Sola Civil');
    const stops = page.getByLabel('Stops (via)');
    for (const stop of ['Thaltej', 'Gurukul', 'Memnagar']) {
      await stops.fill(stop);
      await stops.press('Enter');
    }
    await page.getByLabel('Distance').fill('9.5');
    await screenshot(page, 'master-data-add-route');
    await page.getByRole('button', { name: 'Save route' }).click();
    await page.waitForURL((url) => url.pathname === '/routes');
    await page.getByText('Route 205S created').waitFor();
    await expect.poll(async () => (await rowNames(page))[0]).toBe('205S');
    await expect(page.getByRole('cell', { name: 'Iskcon – Sola Shuttle' }).isVisible()).resolves.toBe(true);

    // Filter by origin finds it too, and an edit from the list saves.
    await page.goto(`${app.server.url}/routes?origin=iskcon`);
    await pollRows(page).toEqual(['205S']);
    await page.getByRole('button', { name: 'Edit route 205S' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit route 205S' });
    await dialog.getByLabel('Distance').fill('10.2');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('cell', { name: '10.2 km' }).waitFor();
    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
  });

  it('asks before the browser\'s Back leaves a form with changes, on a form page and in a dialog', async () => {
    const { page, problems } = await open('/routes');
    const question = page.getByRole('dialog', { name: 'Discard your changes?' });
    const pathname = () => new URL(page.url()).pathname;

    // A form page: Back asks, and "Keep editing" stays on the form with what was typed.
    await page.getByRole('link', { name: 'Add route' }).click();
    await page.getByRole('heading', { level: 1, name: 'Add route' }).waitFor();
    await page.getByLabel(/^Name/).fill('Half-typed route');
    await page.goBack();
    await question.waitFor();
    await page.waitForURL((url) => url.pathname === '/routes/add-route');
    await screenshot(page, 'master-data-back-question');
    await question.getByRole('button', { name: 'Keep editing' }).click();
    await question.waitFor({ state: 'detached' });
    expect(pathname()).toBe('/routes/add-route');
    await expect(page.getByLabel(/^Name/).inputValue()).resolves.toBe('Half-typed route');
    // Back again, and "Discard": the list.
    await page.goBack();
    await question.getByRole('button', { name: 'Discard' }).click();
    await page.waitForURL((url) => url.pathname === '/routes');
    await page.getByRole('heading', { level: 1, name: 'Route Management' }).waitFor();

    // A dialog on another list: Back asks too, the dialog and its input stay until "Discard".
    await page.getByTestId('vertical-nav').getByRole('link', { name: 'Card Category Management' }).click();
    await page.getByRole('heading', { level: 1, name: 'Card Category Management' }).waitFor();
    await page.getByRole('button', { name: 'Add category' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add card category' });
    await dialog.getByLabel('Name').fill('Half-typed category');
    await page.goBack();
    await question.waitFor();
    await page.waitForURL((url) => url.pathname === '/card-category');
    await question.getByRole('button', { name: 'Keep editing' }).click();
    await question.waitFor({ state: 'detached' });
    await expect(dialog.getByLabel('Name').inputValue()).resolves.toBe('Half-typed category');
    await page.goBack();
    await question.getByRole('button', { name: 'Discard' }).click();
    await page.waitForURL((url) => url.pathname === '/routes');
    await page.getByRole('heading', { level: 1, name: 'Route Management' }).waitFor();
    expect(await dialog.count()).toBe(0);
    expect(problems.pageErrors).toEqual([]);
  });

  it('lists, adds and filters pass centers', async () => {
    const { page, problems } = await open('/center-management');
    await page.getByRole('heading', { level: 1, name: 'Center Management' }).waitFor();
    expect((await rowNames(page)).length).toBe(10);
    await page.getByRole('button', { name: 'Add center' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add center' });
    await dialog.getByLabel('Name').fill('Bopal Pass Counter');
    await dialog.getByLabel('Code').fill('bpl');
    await dialog.getByLabel('City').fill('Ahmedabad');
    await dialog.getByLabel('Email').fill('not-an-email');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Email is not valid').waitFor();
    await dialog.getByLabel('Email').fill('bopal@passdesk.example');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByLabel('Status').click();
    await page.getByRole('option', { name: 'Inactive' }).click();
    await page.waitForURL((url) => url.searchParams.get('status') === 'inactive');
    await pollRows(page).toEqual(['Sola Pass Counter']);
    await screenshot(page, 'master-data-centers');
    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
  });
});
