/**
 * The states of the screens that the menu walk does not reach (e2e/support/axe-walk.ts): a role's
 * edit form filled (partly-set groups in its permission grid), the same form showing a validation
 * error and then asking before its changes are thrown away, a record's delete confirmation, a
 * card's edit page filled, an add page showing its errors, and the two pages outside the panel's
 * shell — the public application form (/apply) and the inspector web app (/inspect) — with their
 * errors showing. Run on the walk's own page, so each mode (light, dark, right to left, a phone)
 * costs two page loads more, not a walk of its own. Selectors name no text: every mode has its
 * own language.
 */
import type { Locator, Page } from 'playwright-core';
import { screenshot } from './browser.ts';
import { SCREENS, screenPath } from '@passdesk/contract/navigation/screens';
import { navigateInApp } from './shell-session.ts';

/**
 * Checks the page as it stands (axe, CSP reports), naming the state in what it finds; `shown`: the
 * error messages on screen, for the walk to check their language.
 */
type Check = (state: string, shown?: string[]) => Promise<void>;

/** A row's action buttons (RowActions: view, edit, …, delete, in that order), the row picked by its text (data, not a translation). */
const rowActions = (page: Page, row = '') => page.locator(`#content tbody tr${row ? `:has-text("${row}")` : ''}`).first().locator('td:last-child button');

/** The dialog on top: MUI hides the ones under it from the accessibility tree. */
const topDialog = (page: Page) => page.getByRole('dialog').last();

/** Submits the form empty or half-filled; the error messages under its fields. */
async function showErrors(page: Page, scope: Locator): Promise<string[]> {
  await scope.locator('button[type="submit"]').first().click();
  await scope.locator('[aria-invalid="true"]').first().waitFor();
  return scope.locator('.MuiFormHelperText-root.Mui-error').allInnerTexts();
}

async function roleForm(page: Page, check: Check): Promise<void> {
  await navigateInApp(page, SCREENS.roles);
  // A demo role granting some of a group's actions: its grid has partly-set boxes.
  await rowActions(page, 'Center Operator').first().click();
  const dialog = topDialog(page);
  await dialog.locator('input[data-indeterminate="true"]').first().waitFor();
  await dialog.locator('input[type="text"]').first().fill('');
  await check('role edit form, filled, with an error', await showErrors(page, dialog));
  // Changed: Escape asks before throwing the changes away.
  await page.keyboard.press('Escape');
  // The question opens over the form (which MUI then hides from the accessibility tree).
  await page.locator('[role="dialog"]').nth(1).waitFor();
  await check('discard question');
  await topDialog(page).locator('button.MuiButton-contained').click();
  await page.locator('[role="dialog"]').first().waitFor({ state: 'detached' });
}

async function deleteConfirmation(page: Page, check: Check): Promise<void> {
  await navigateInApp(page, SCREENS.categories);
  await rowActions(page).last().click();
  await topDialog(page).waitFor();
  await check('delete confirmation');
  await topDialog(page).locator('.MuiDialogActions-root button:not(.MuiButton-contained)').click();
  await page.locator('[role="dialog"]').first().waitFor({ state: 'detached' });
}

async function cardEditPage(page: Page, check: Check): Promise<void> {
  await navigateInApp(page, SCREENS.cards);
  const edit = page.locator(`#content tbody a[href^="${screenPath(SCREENS.editCard, { id: '' })}"]`).first();
  const path = new URL((await edit.getAttribute('href')) ?? '', page.url()).pathname;
  await navigateInApp(page, path);
  await page.locator('#content form input[type="text"]').first().waitFor();
  await check('card edit page');
}

async function addRoutePage(page: Page, check: Check): Promise<void> {
  await navigateInApp(page, SCREENS.addRoute);
  await check('add route page with errors', await showErrors(page, page.locator('#content form')));
}

/** The pages outside the shell, loaded anew (`search`: the mode's query string, e.g. `?lng=ar`). */
async function publicPages(page: Page, baseUrl: string, search: string, check: Check): Promise<void> {
  await page.goto(`${baseUrl}${SCREENS.apply}${search}`);
  const form = page.locator('main form').first();
  await form.locator('button[type="submit"]').first().waitFor();
  await check('application form with errors', await showErrors(page, form));
  await page.goto(`${baseUrl}/inspect/${search}`);
  await page.locator('#pd-login').waitFor();
  await page.locator('form button[type="submit"]').click();
  await page.locator('.pd-error[role="alert"]').waitFor();
  await check('inspector sign-in with an error');
}

/**
 * Opens each state on `page` (a signed-in panel page) and runs `check` in it; leaves the page on
 * /inspect. `mode` names the screenshots.
 */
export async function walkStates(page: Page, baseUrl: string, search: string, mode: string, check: Check): Promise<void> {
  await roleForm(page, check);
  await deleteConfirmation(page, check);
  await cardEditPage(page, check);
  await addRoutePage(page, check);
  await screenshot(page, `axe-add-route-errors-${mode}`);
  await publicPages(page, baseUrl, search, check);
}
