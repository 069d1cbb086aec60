/**
 * Web applications end to end: a citizen applies on a 390 px wide phone (no sign-in), gets an
 * application number and sees it pending on the status page; a clerk finds it in Web Application
 * Card, reviews photo and details, approves it through Create Card prefilled from it (photo
 * included), and the new card and the application point at each other; the status page then shows
 * the card number.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from '../support/browser.ts';
import { drawPortrait } from '../support/pictures.ts';
import { useSignedInApp } from '../support/signed-in-app.ts';

const PHONE = { width: 390, height: 844 };
const letters = (length: number) => Array.from({ length }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
const aadhaar = () => `${2 + Math.floor(Math.random() * 8)}${Array.from({ length: 11 }, () => Math.floor(Math.random() * 10)).join('')}`;

async function choose(page: Page, field: RegExp, option: string | RegExp): Promise<void> {
  await page.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option, exact: typeof option === 'string' }).click();
}

const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('web applications', () => {
  const app = useSignedInApp();
  const tag = letters(6);
  const lastName = `Joshi${tag}`;
  const mobile = `98${Array.from({ length: 8 }, () => Math.floor(Math.random() * 10)).join('')}`;
  const idNumber = aadhaar();
  let applicationNumber = '';

  it('a citizen applies from a phone and gets an application number; the status page says pending', async () => {
    const { page, problems } = await app.guestPage(PHONE);
    await page.goto(`${app.server.url}/apply`);
    await page.getByRole('heading', { level: 1, name: 'Apply for a bus pass' }).waitFor();
    await choose(page, /^Pass category/, 'General Monthly All Routes');
    await page.getByTestId('category-summary').getByText(/valid 30 days/).waitFor();
    await choose(page, /^Preferred center/, /^Lal Darwaja Pass Centre/);
    await page.getByRole('textbox', { name: /^First name/ }).fill('Meera');
    await page.getByRole('textbox', { name: /^Last name/ }).fill(lastName);
    await page.getByLabel(/^Date of birth/).fill('1994-06-21');
    await choose(page, /^Gender/, 'Female');
    await page.getByRole('textbox', { name: /^Mobile number/ }).fill(mobile);
    await page.getByRole('textbox', { name: /^Address/ }).fill('44 Gokuldham Society, Satellite');
    await page.getByRole('textbox', { name: /^City/ }).fill('Ahmedabad');
    await page.getByRole('textbox', { name: /^Pincode/ }).fill('380015');
    await choose(page, /^ID proof/, 'Aadhaar');
    await page.getByRole('textbox', { name: /^ID number/ }).fill(idNumber);
    await page.getByTestId('photo-file-input').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await drawPortrait(page, { background: '#cfe0ea', face: '#8d5a3b' }) });
    await page.getByRole('button', { name: 'Use photo' }).click();
    await page.getByText('New photo ready; saved with the form').waitFor();
    await page.getByRole('checkbox', { name: /I agree to the data notice/ }).check();
    expect(await noSideScroll(page)).toBe(true);
    await screenshot(page, 'applications-apply-phone');
    // The form's language goes along, so the applicant's mails are written in it (noted as the form
    // is built: the browser does not show a body with files to the test).
    await page.evaluate(() => {
      const append = FormData.prototype.append;
      FormData.prototype.append = function (this: FormData, ...args: [string, string | Blob, string?]) {
        if (args[0] === 'language') document.documentElement.dataset.sentLanguage = String(args[1]);
        Reflect.apply(append, this, args);
      } as FormData['append'];
    });
    await page.getByRole('button', { name: 'Send application' }).click();
    const number = page.getByTestId('application-number');
    try {
      await number.waitFor({ timeout: 30_000 });
    } catch (error) {
      await screenshot(page, 'applications-apply-refused');
      const shown = await page.locator('.MuiAlert-message, .MuiFormHelperText-root.Mui-error').allInnerTexts();
      throw new Error(`the application was not sent: ${shown.join(' | ')}`, { cause: error });
    }
    applicationNumber = (await number.innerText()).trim();
    expect(await page.evaluate(() => document.documentElement.dataset.sentLanguage)).toBe('en');
    expect(applicationNumber).toMatch(/^WA-[0-9A-Z]{5}-[0-9A-Z]{5}$/);
    await screenshot(page, 'applications-apply-done-phone');

    await page.getByRole('link', { name: 'Check the status' }).click();
    await page.getByRole('textbox', { name: /^Mobile number/ }).fill(mobile);
    await page.getByRole('button', { name: 'Check status' }).click();
    await page.getByTestId('application-status').getByText('Pending').waitFor();
    expect(await noSideScroll(page)).toBe(true);
    expect(problems.pageErrors).toEqual([]);
  });

  it('a clerk finds it in the queue, approves it through Create Card prefilled from it, and sees the new card', async () => {
    const { page, problems } = await app.signedIn('/application-card');
    await page.getByRole('heading', { level: 1, name: 'Web Application Card' }).waitFor();
    await page.getByRole('tab', { name: /^Pending/ }).waitFor();
    await page.getByRole('searchbox', { name: 'Search number, name or mobile' }).fill(lastName);
    await page.waitForURL((url) => url.searchParams.get('search') === lastName);
    await expect.poll(() => page.locator('tbody th[scope="row"]').allInnerTexts(), { timeout: 10_000 }).toEqual([expect.stringContaining(applicationNumber)]);
    await screenshot(page, 'applications-queue');
    await page.getByRole('link', { name: `Open application ${applicationNumber}` }).click();
    await page.getByRole('heading', { level: 1, name: `Application ${applicationNumber}` }).waitFor();
    await page.getByTestId('application-photo').waitFor();
    await page.getByText(`Meera ${lastName}`).first().waitFor();
    await screenshot(page, 'applications-review');

    await page.getByRole('link', { name: 'Approve and issue card' }).click();
    await page.getByRole('heading', { level: 1, name: 'Issue a card' }).waitFor();
    await expect.poll(() => page.getByRole('textbox', { name: /^Last name/ }).inputValue()).toBe(lastName);
    await expect(page.getByRole('textbox', { name: /^Mobile/ }).inputValue()).resolves.toBe(mobile);
    await page.getByText('New photo ready; saved with the form').waitFor();
    await page.getByRole('textbox', { name: /^ID number/ }).fill(idNumber);
    await page.getByRole('textbox', { name: /^Receipt number/ }).fill(`R-${tag}`);
    await screenshot(page, 'applications-approve-card-form');
    await page.getByRole('button', { name: 'Issue card' }).click();
    try {
      await page.waitForURL(/\/card-management\/\d+$/, { timeout: 20_000 });
    } catch (error) {
      await screenshot(page, 'applications-approve-refused');
      const shown = await page.locator('.MuiAlert-message, .MuiFormHelperText-root.Mui-error').allInnerTexts();
      throw new Error(`the card was not issued: ${shown.join(' | ')}`, { cause: error });
    }
    const heading = await page.getByRole('heading', { level: 1, name: /^Card [A-Z0-9]+-/ }).innerText();
    const cardNumber = heading.replace(/^Card /, '').trim();
    await page.getByText(`Meera ${lastName}`).first().waitFor();

    await page.goto(`${app.server.url}/application-card?status=approved&search=${lastName}`);
    await page.getByRole('rowheader', { name: new RegExp(applicationNumber) }).waitFor();
    await page.getByRole('link', { name: cardNumber }).waitFor();
    await page.getByRole('link', { name: `Open application ${applicationNumber}` }).click();
    await page.getByTestId('application-status-chip').getByText('Approved').waitFor();
    await page.getByTestId('application-card-link').click();
    await page.getByRole('heading', { level: 1, name: `Card ${cardNumber}` }).waitFor();
    expect(problems.pageErrors).toEqual([]);

    const status = await app.guestPage(PHONE);
    await status.page.goto(`${app.server.url}/apply/status?number=${applicationNumber}`);
    await status.page.getByRole('textbox', { name: /^Mobile number/ }).fill(mobile);
    await status.page.getByRole('button', { name: 'Check status' }).click();
    await status.page.getByText(new RegExp(`Pass number: ${cardNumber}`)).waitFor();
  });
});
