/**
 * A counter clerk's day with cards, in Chromium with its fake camera: issue a card with a webcam
 * photo and another with an uploaded one (the second for an ID that already has a card, so the
 * form asks for a reason), find them by search, edit one (and see a stale edit refused), open its
 * page with photo and documents, print it (an ID-1 PDF), block it, batch-print and export the
 * filtered list (the XLSX has one row per card), delete one; every screen at desktop and phone width.
 */
import { strFromU8, unzipSync } from 'fflate';
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { FAKE_CAMERA_ARGS, screenshot } from '../support/browser.ts';
import { drawPortrait } from '../support/pictures.ts';
import { useSignedInApp } from '../support/signed-in-app.ts';
import { ADMIN_API } from '@passdesk/contract/http/paths';
import { apiUrl } from '../../apps/server/src/test/api-url.ts';
import { CARD_PATHS } from '@passdesk/contract/cards/cards-paths';

/** ID-1 (ISO/IEC 7810): 85.6 × 54 mm in PDF points (1 pt = 1/72 in). */
const ID1_POINTS = { width: (85.6 / 25.4) * 72, height: (54 / 25.4) * 72 };
const PHONE = { width: 390, height: 844 };
/** A counter's laptop: with the menu open the card list is wider than its container. */
/** A small laptop: the card list scrolls sideways beside the menu. */
const LAPTOP = { width: 1280, height: 720 };
/** The counter screen the list is laid out for: every column fits beside the menu. */
const COUNTER_SCREEN = { width: 1366, height: 768 };

/** The smallest well-formed PDF: one empty page. */
const TINY_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

const letters = (length: number) => Array.from({ length }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
/** An Aadhaar-shaped number (12 digits, not starting with 0 or 1), different every run. */
const aadhaar = () => `${2 + Math.floor(Math.random() * 8)}${Array.from({ length: 11 }, () => Math.floor(Math.random() * 10)).join('')}`;

/** Page boxes of a PDF made by the server (page dictionaries are not compressed). */
function mediaBoxes(pdf: Buffer): number[][] {
  return [...pdf.toString('latin1').matchAll(/\/MediaBox\s*\[\s*([\d.]+)\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)\s*\]/g)].map((match) => match.slice(1).map(Number));
}

async function choose(page: Page, field: RegExp, option: string | RegExp): Promise<void> {
  await page.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option, exact: typeof option === 'string' }).click();
}

interface Holder {
  category: RegExp;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  gender: 'Male' | 'Female';
  mobile: string;
  idNumber: string;
  receipt: string;
}

async function fillHolder(page: Page, holder: Holder): Promise<void> {
  await choose(page, /^Category/, holder.category);
  await page.getByRole('textbox', { name: /^First name/ }).fill(holder.firstName);
  await page.getByRole('textbox', { name: /^Last name/ }).fill(holder.lastName);
  await choose(page, /^Gender/, holder.gender);
  await page.getByLabel(/^Date of birth/).fill(holder.dateOfBirth);
  await page.getByRole('textbox', { name: /^Mobile/ }).fill(holder.mobile);
  await page.getByRole('textbox', { name: /^Address/ }).fill('12 Relief Road, near Teen Darwaja');
  await page.getByRole('textbox', { name: /^City/ }).fill('Ahmedabad');
  await page.getByRole('textbox', { name: /^Pincode/ }).fill('380001');
  await choose(page, /^ID proof/, 'Aadhaar');
  await page.getByRole('textbox', { name: /^ID number/ }).fill(holder.idNumber);
  await page.getByRole('textbox', { name: /^ID number/ }).press('Tab');
  await choose(page, /^Center/, /Lal Darwaja Pass Centre/);
  await page.getByRole('textbox', { name: /^Receipt number/ }).fill(holder.receipt);
}

async function attachDocument(page: Page, name: string): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: `Attach ${name}` }).click();
  await (await chooser).setFiles({ name: 'scan.pdf', mimeType: 'application/pdf', buffer: TINY_PDF });
  await page.getByRole('button', { name: `View ${name}` }).waitFor();
}

/** Issues the card and returns its number, read from its page. */
async function issue(page: Page): Promise<{ id: number; number: string }> {
  await page.getByRole('button', { name: 'Issue card' }).click();
  try {
    await page.waitForURL(/\/card-management\/\d+$/, { timeout: 20_000 });
  } catch (error) {
    // Say why: the form's own error and the fields' errors.
    const shown = await page.locator('.MuiAlert-message, .MuiFormHelperText-root.Mui-error').allInnerTexts();
    throw new Error(`the card was not issued: ${shown.join(' | ')}`, { cause: error });
  }
  const heading = await page.getByRole('heading', { level: 1, name: /^Card [A-Z0-9]+-/ }).innerText();
  return { id: Number(new URL(page.url()).pathname.split('/').pop()), number: heading.replace(/^Card /, '').trim() };
}

/**
 * The next PDF the server answers on `path` (the real answer, passed through unchanged): the panel
 * reads it as a stream into a blob, whose body the browser does not keep for inspection.
 */
async function nextPdf(page: Page, path: string): Promise<{ type: string; body: Buffer }> {
  const pattern = (url: URL) => url.pathname === path;
  return new Promise((resolve, reject) => {
    void page.route(pattern, async (route) => {
      try {
        const response = await route.fetch();
        const body = await response.body();
        await route.fulfill({ response, body });
        await page.unroute(pattern);
        resolve({ type: response.headers()['content-type'] ?? '', body });
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  });
}

describe('cards at the counter', () => {
  const app = useSignedInApp({ browserArgs: FAKE_CAMERA_ARGS });
  const tag = letters(6);
  const idNumber = aadhaar();
  const cards: { id: number; number: string; lastName: string }[] = [];

  it('issues a card with a photo from the webcam, cropped to 35 × 45', async () => {
    const { page, problems } = await app.signedIn('/card-management/add-card');
    await page.getByRole('heading', { level: 1, name: 'Issue a card' }).waitFor();
    const lastName = `Mehta${tag}`;
    await fillHolder(page, { category: /^Senior Citizen Yearly/, firstName: 'Ramesh', lastName, dateOfBirth: '1952-03-14', gender: 'Male', mobile: '9825012345', idNumber, receipt: `R-${tag}-1` });
    // The category drives the form: its fee and its validity.
    await expect(page.getByRole('textbox', { name: /^Fee paid/ }).inputValue()).resolves.toBe('500.00');
    await page.getByText(/^Valid until .* \(365 days\)$/).waitFor();

    await page.getByRole('button', { name: 'Take photo' }).click();
    await page.waitForFunction(() => {
      const video = document.querySelector('video');
      return video !== null && video.readyState >= 2 && video.videoWidth > 0;
    });
    await screenshot(page, 'cards-webcam');
    await page.getByRole('button', { name: 'Capture' }).click();
    await page.getByRole('application', { name: 'Photo crop area' }).waitFor();
    await page.getByRole('slider', { name: 'Zoom' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.getByRole('button', { name: 'Use photo' }).click();
    await page.getByText('New photo ready; saved with the form').waitFor();
    const ratio = await page.getByRole('img', { name: "Holder's photo" }).evaluate((image: HTMLImageElement) => image.naturalWidth / image.naturalHeight);
    expect(ratio).toBeCloseTo(35 / 45, 2);

    await attachDocument(page, 'Aadhaar card');
    await attachDocument(page, 'Proof of age');
    await screenshot(page, 'cards-add-filled');
    const card = await issue(page);
    expect(card.number).toMatch(/^LDW/);
    cards.push({ ...card, lastName });
    await page.getByText('Ramesh Mehta', { exact: false }).first().waitFor();
    expect(problems.pageErrors).toEqual([]);
  });

  it('issues a second card with an uploaded photo, for the same ID after giving a reason', async () => {
    const { page } = await app.signedIn('/card-management/add-card');
    await page.getByRole('heading', { level: 1, name: 'Issue a card' }).waitFor();
    const lastName = `Shah${tag}`;
    await fillHolder(page, { category: /^General Monthly \(GNM\)/, firstName: 'Kavita', lastName, dateOfBirth: '1991-08-02', gender: 'Female', mobile: '9898012345', idNumber, receipt: `R-${tag}-2` });
    // The same Aadhaar already has a live card: the form says which, and asks why.
    await page.getByText(/This ID already has a live card/).waitFor();

    // A single-route category needs its route.
    await page.getByRole('combobox', { name: /^Route/ }).fill('101');
    await page.getByRole('option', { name: /^101 · / }).click();

    await page.getByTestId('photo-file-input').setInputFiles({ name: 'kavita.png', mimeType: 'image/png', buffer: await drawPortrait(page) });
    await page.getByRole('button', { name: 'Use photo' }).click();
    await page.getByText('New photo ready; saved with the form').waitFor();

    // Without the reason the card is not issued.
    await page.getByRole('button', { name: 'Issue card' }).click();
    await page.getByText('Give a reason to issue a second card for this ID').waitFor();
    await page.getByRole('textbox', { name: /^Reason for a second card/ }).fill('Old card lost; police report 42/2026');
    const card = await issue(page);
    cards.push({ ...card, lastName });
    await page.getByText('Route 101').first().waitFor();
  });

  it('finds a card by name and by number, edits it, and refuses a stale edit with a reload', async () => {
    const [first] = cards;
    if (!first) throw new Error('the first card was not issued');
    const { page } = await app.signedIn('/card-management');
    await page.getByRole('heading', { level: 1, name: 'Create Card' }).waitFor();
    const search = page.getByRole('searchbox', { name: 'Search card number, name or mobile' });
    await search.fill(first.lastName);
    await page.waitForURL((url) => url.searchParams.get('search') === first.lastName);
    await expect.poll(() => page.locator('tbody th[scope="row"]').allInnerTexts(), { timeout: 10_000 }).toEqual([expect.stringContaining(first.number)]);
    await search.fill(first.number);
    await page.waitForURL((url) => url.searchParams.get('search') === first.number);
    await page.getByRole('rowheader', { name: new RegExp(first.number) }).waitFor();
    await screenshot(page, 'cards-list-search');

    // Two clerks open the same card; the second to save is told and can reload.
    const other = await app.signedIn(`/card-management/edit-card/${first.id}`);
    await page.getByRole('link', { name: `Edit card ${first.number}` }).click();
    await page.getByRole('heading', { level: 1, name: `Edit card ${first.number}` }).waitFor();
    await page.getByRole('textbox', { name: /^Mobile/ }).fill('9825099999');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.waitForURL(`**/card-management/${first.id}`);
    await page.getByText('98250 99999').or(page.getByText('9825099999')).first().waitFor();

    await other.page.getByRole('heading', { level: 1, name: `Edit card ${first.number}` }).waitFor();
    await other.page.getByRole('textbox', { name: /^City/ }).fill('Gandhinagar');
    await other.page.getByRole('button', { name: 'Save changes' }).click();
    await other.page.getByText(/Someone else changed this card after you opened it/).waitFor();
    await screenshot(other.page, 'cards-edit-stale');
    await other.page.getByRole('button', { name: 'Reload the card' }).click();
    await expect.poll(() => other.page.getByRole('textbox', { name: /^Mobile/ }).inputValue()).toBe('9825099999');
  });

  it('shows everything on the card page, opens a document in the page, prints an ID-1 PDF and blocks the card', async () => {
    const [first] = cards;
    if (!first) throw new Error('the first card was not issued');
    const { page, problems } = await app.signedIn(`/card-management/${first.id}`);
    await page.getByRole('heading', { level: 1, name: `Card ${first.number}` }).waitFor();
    const photo = page.getByRole('img', { name: /^Photo of Ramesh/ }).first();
    await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    await page.getByText('Not renewed yet.').waitFor();
    await page.getByText(/^Issued · /).first().waitFor();
    await page.getByText(/^Changed · /).first().waitFor();
    await screenshot(page, 'cards-view');

    await page.getByRole('button', { name: 'Open Aadhaar card' }).click();
    const viewer = page.getByRole('dialog', { name: 'Aadhaar card' });
    await viewer.locator('iframe').waitFor();
    await viewer.getByRole('button', { name: 'Close' }).last().click();
    await viewer.waitFor({ state: 'detached' });

    const printed = nextPdf(page, apiUrl(ADMIN_API, CARD_PATHS.print, { id: first.id }));
    const tab = page.context().waitForEvent('page');
    await page.getByRole('button', { name: 'Print' }).click();
    const pdf = await printed;
    expect(pdf.type).toContain('application/pdf');
    expect(pdf.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // Front and back, each ID-1.
    const boxes = mediaBoxes(pdf.body);
    expect(boxes.length).toBe(2);
    for (const box of boxes) {
      expect(box[2]).toBeCloseTo(ID1_POINTS.width, 0);
      expect(box[3]).toBeCloseTo(ID1_POINTS.height, 0);
    }
    const opened = await tab;
    await expect.poll(() => opened.url()).toMatch(/^blob:/);
    await opened.close();

    await page.getByRole('button', { name: 'Block' }).click();
    const dialog = page.getByRole('dialog', { name: `Block card ${first.number}?` });
    await dialog.getByRole('button', { name: 'Block' }).click();
    await dialog.getByText('Give a reason of at least 3 characters').waitFor();
    await dialog.getByRole('textbox', { name: /^Reason/ }).fill('Card misused by another rider');
    await dialog.getByRole('button', { name: 'Block' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Blocked: Card misused by another rider').waitFor();
    expect(problems.pageErrors).toEqual([]);
  });

  it('batch-prints and exports the filtered list (one XLSX row per card), then deletes a card with a reason', async () => {
    const { page } = await app.signedIn(`/card-management?search=${tag}`);
    await expect.poll(() => page.locator('tbody th[scope="row"]').count(), { timeout: 10_000 }).toBe(2);

    const batch = nextPdf(page, apiUrl(ADMIN_API, CARD_PATHS.printBatch));
    const tab = page.context().waitForEvent('page');
    await page.getByRole('button', { name: 'Print cards' }).click();
    await page.getByRole('menuitem', { name: /The 2 cards in this list/ }).click();
    // Two cards, front and back each.
    expect(mediaBoxes((await batch).body).length).toBe(4);
    await (await tab).close();

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export to Excel' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const file = await download.path();
    const workbook = unzipSync(new Uint8Array(fs.readFileSync(file)));
    const sheet = strFromU8(workbook['xl/worksheets/sheet1.xml'] ?? new Uint8Array());
    const rows = sheet.match(/<row[\s>]/g) ?? [];
    // A header row and one row per card of the filtered list.
    expect(rows.length).toBe(3);
    await page.getByText(/^Downloaded .*\.xlsx/).waitFor();
    await screenshot(page, 'cards-list-exported');

    const second = cards[1];
    if (!second) throw new Error('the second card was not issued');
    await page.getByRole('button', { name: `Delete card ${second.number}` }).click();
    const dialog = page.getByRole('dialog', { name: `Delete card ${second.number}?` });
    await dialog.getByRole('textbox', { name: /^Reason/ }).fill('Issued twice by mistake');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => page.locator('tbody th[scope="row"]').count(), { timeout: 10_000 }).toBe(1);
  });

  /** The card list with the menu open at `viewport`, its rows on screen, and how far its table scrolls sideways. */
  const openCardList = async (viewport: { width: number; height: number }) => {
    const opened = await app.signedIn('/card-management', viewport);
    await opened.page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
    const table = opened.page.locator('#content .MuiTableContainer-root');
    await table.locator('table[aria-busy="false"] tbody tr').first().waitFor();
    return { ...opened, table, overflow: await table.evaluate((element) => element.scrollWidth - element.clientWidth) };
  };

  it('shows every column beside the row actions on a 1366-px screen with the menu open', async () => {
    const { page, problems, table, overflow } = await openCardList(COUNTER_SCREEN);
    expect(overflow).toBeLessThanOrEqual(0);
    const status = await table.getByRole('columnheader', { name: 'Status' }).boundingBox();
    const actions = await table.locator('thead [data-actions]').boundingBox();
    if (!status || !actions) throw new Error('no Status or Actions header');
    expect(status.x + status.width).toBeLessThanOrEqual(actions.x);
    expect(problems.pageErrors).toEqual([]);
    await page.close();
  });

  it("keeps a row's actions in sight on a laptop with the menu open, while the rest of the row scrolls", async () => {
    const { page, problems, table, overflow } = await openCardList(LAPTOP);
    // The premise: the table scrolls sideways here.
    expect(overflow).toBeGreaterThan(0);
    const row = table.locator('tbody tr').first();
    const inSight = async () => {
      const frame = await table.boundingBox();
      const actions = await row.locator('[data-actions]').locator('a, button').all();
      expect(actions.length).toBeGreaterThanOrEqual(4);
      for (const action of actions) {
        const box = await action.boundingBox();
        if (!frame || !box) throw new Error('the table or an action has no box');
        expect(box.x).toBeGreaterThanOrEqual(frame.x);
        expect(box.x + box.width).toBeLessThanOrEqual(Math.min(frame.x + frame.width, LAPTOP.width));
        // Nothing covers it: the button itself is what a click at its centre reaches.
        const hit = await action.evaluate((element, [x, y]) => element.contains(document.elementFromPoint(x!, y!)), [box.x + box.width / 2, box.y + box.height / 2]);
        expect(hit).toBe(true);
      }
    };
    await inSight();
    expect(await table.getAttribute('data-overflow-end')).toBe('');
    await table.evaluate((element) => element.scrollBy({ left: 40 }));
    await inSight();
    await table.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
    await expect.poll(() => table.getAttribute('data-overflow-end')).toBe(null);
    await table.evaluate((element) => element.scrollTo({ left: 0 }));
    // A click where the view button is (no scrolling first) opens the card.
    const view = await row.getByRole('link', { name: /^View / }).boundingBox();
    if (!view) throw new Error('no view button');
    await page.mouse.click(view.x + view.width / 2, view.y + view.height / 2);
    await page.waitForURL(/\/card-management\/\d+$/);
    expect(problems.pageErrors).toEqual([]);
    await page.close();
  });

  it('every card screen fits a phone and a desktop', async () => {
    const [first] = cards;
    if (!first) throw new Error('the first card was not issued');
    for (const [name, viewport] of [['desktop', undefined], ['phone', PHONE]] as const) {
      const screens = [
        ['list', '/card-management', 'Create Card'],
        ['add', '/card-management/add-card', 'Issue a card'],
        ['edit', `/card-management/edit-card/${first.id}`, `Edit card ${first.number}`],
        ['view', `/card-management/${first.id}`, `Card ${first.number}`],
      ] as const;
      for (const [screen, path, heading] of screens) {
        const { page, problems } = await app.signedIn(path, viewport);
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        await page.locator('[aria-busy="true"]').waitFor({ state: 'detached' }).catch(() => undefined);
        // Nothing wider than the screen: no sideways scrolling of the page itself.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, `${screen} at ${name} width`).toBeLessThanOrEqual(0);
        await screenshot(page, `cards-${screen}-${name}`);
        expect(problems.pageErrors, `${screen} at ${name} width`).toEqual([]);
        await page.close();
      }
    }
  });
});
