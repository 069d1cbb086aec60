/**
 * The inspector web app (/inspect) on a 360 px phone, in Chromium with a fake camera playing the
 * QR code of real demo cards: sign in as an inspector (a staff account cannot), start a trip, scan
 * a valid card online; go offline (Chromium's network emulation), scan a blocked card (blocklist
 * synced earlier) and two more, issue a challan; close the app and open it again, still offline;
 * go online: the queue empties and the panel's Card Scan screen shows exactly those scans and the
 * challan, once each.
 */
import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInAndStartTrip } from '../support/inspector-trip.ts';
import { openPage, screenshot } from '../support/browser.ts';
import { fakeCameraFileArgs, writeQrVideo } from '../support/fake-camera.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/server.ts';
import { useSignedInApp, WIDE } from '../support/signed-in-app.ts';
import { ADMIN_API } from '@passdesk/contract/http/paths';
import { apiUrl } from '../../apps/server/src/test/api-url.ts';
import { CARD_PATHS } from '@passdesk/contract/cards/cards-paths';
import { MOBILE_USER_PATHS } from '@passdesk/contract/mobile-users/mobile-users-paths';
import { CARD_SCAN_PATHS } from '@passdesk/contract/scans/scans-paths';

const PHONE = { width: 360, height: 740 };

/**
 * Before the app's scripts: counts the Ed25519 verifications WebCrypto makes (`window.ed25519Counts`)
 * and, with `remove`, refuses Ed25519 as a browser without it does (NotSupportedError). A script's
 * text, not a function: the test's compiler would add helpers the page does not have.
 */
function webCryptoWatch(remove: boolean): string {
  return `(() => {
    const subtle = crypto.subtle;
    const counts = { verified: 0 };
    window.ed25519Counts = counts;
    const named = (algorithm) => String(typeof algorithm === 'string' ? algorithm : algorithm && algorithm.name).toLowerCase() === 'ed25519';
    for (const method of ['importKey', 'verify', 'sign', 'generateKey']) {
      const original = subtle[method].bind(subtle);
      subtle[method] = (...args) => {
        if (named(method === 'importKey' ? args[2] : args[0])) {
          if (${remove}) return Promise.reject(new DOMException('Algorithm: Unrecognized name', 'NotSupportedError'));
          if (method === 'verify') counts.verified += 1;
        }
        return original(...args);
      };
    }
  })();`;
}
const VIDEO = path.join(os.tmpdir(), `passdesk-inspect-camera-${crypto.randomUUID()}.y4m`);
const INSPECTOR = { name: 'Kiran Desai', employee_code: 'INS-E2E', mobile: '9876543210', password: 'Inspect@2026x', status: 'active' };
const SECOND_INSPECTOR = { name: 'Farah Qureshi', employee_code: 'INS-E2E-2', mobile: '9876543211', password: 'Inspect@2026y', status: 'active' };

interface CardRow {
  id: number;
  card_number: string;
}
interface ScanRow {
  client_scan_id: string;
  card_number: string;
  result: string;
  mode: string;
  route_number: string | null;
  bus_number: string | null;
  challan: { challan_number: string; offence: string } | null;
}

describe('inspector web app', () => {
  writeQrVideo(VIDEO, 'nothing to read yet');
  const app = useSignedInApp({ browserArgs: fakeCameraFileArgs(VIDEO) });

  const admin = async <T>(url: string, init: RequestInit = {}): Promise<T> => {
    const response = await fetch(`${app.server.url}${url}`, {
      ...init,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${await app.adminToken()}`, ...init.headers },
    });
    if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
    return ((await response.json()) as { data: T }).data;
  };

  /** A demo card with this status, and the signed text of its QR code. */
  const cardWith = async (status: 'active' | 'blocked' | 'expired', skip = 0): Promise<CardRow & { qr: string }> => {
    const list = await admin<{ items: CardRow[] }>(apiUrl(ADMIN_API, CARD_PATHS.list, `status=${status}&limit=10&sort=card_number`));
    const card = list.items[skip];
    if (!card) throw new Error(`no ${status} demo card`);
    const view = await admin<{ qr: string }>(apiUrl(ADMIN_API, CARD_PATHS.view, { id: card.id }));
    return { ...card, qr: view.qr };
  };

  const verdict = (page: Page) => page.getByTestId('verdict');
  const waiting = (page: Page) => page.getByTestId('waiting');

  /** Shows the card's QR code to the camera and presses the scan button; resolves with the verdict shown. */
  const scan = async (page: Page, qr: string, button: RegExp): Promise<string | null> => {
    writeQrVideo(VIDEO, qr);
    const before = await verdict(page).getAttribute('data-scan').catch(() => null);
    await page.getByRole('button', { name: button }).click();
    await page.waitForFunction((previous) => {
      const shown = document.querySelector('[data-testid="verdict"]');
      return shown !== null && shown.getAttribute('data-scan') !== previous;
    }, before);
    return verdict(page).getAttribute('data-result');
  };

  it('checks passes online and offline, keeps the queue across a restart and syncs each scan and the challan once', async () => {
    await admin(apiUrl(ADMIN_API, MOBILE_USER_PATHS.create), { method: 'POST', body: JSON.stringify(INSPECTOR) });
    const valid = await cardWith('active');
    const blocked = await cardWith('blocked');
    const another = await cardWith('active', 1);
    const expired = await cardWith('expired');

    const context = await app.newContext(PHONE);
    context.setDefaultTimeout(45_000);
    const { page, problems } = await openPage(context);
    await page.goto(`${app.server.url}/inspect`);

    // A staff account is not an inspector.
    await page.getByLabel('Employee code or mobile').fill(ADMIN_EMAIL);
    await page.getByLabel('Password').fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('alert').filter({ hasText: 'Invalid employee code, mobile or password' }).waitFor();

    const routeNumber = (await signInAndStartTrip(page, INSPECTOR.employee_code.toLowerCase(), INSPECTOR.password, 'gj01ab1234')).split(' — ')[0]?.trim();

    // Online: the verdict on the phone at once, then the server's with the holder's details.
    expect(await scan(page, valid.qr, /^Scan card$/)).toBe('valid');
    await verdict(page).getByText('Checked with the server').waitFor();
    await expect(page.getByRole('status').textContent()).resolves.toContain('Valid');
    await page.getByRole('img', { name: "Holder's photo, for the face check" }).waitFor();
    // The holder's masked name (from the QR), category, route and validity (from the server).
    const details = await page.locator('.pd-details').textContent();
    expect(details).toMatch(/Holder[A-Z]{2}\*+ /);
    expect(details).toMatch(/Route(All routes|\S+)Valid\d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}/);
    await page.locator('[data-testid="waiting"][data-count="0"]').waitFor();
    await screenshot(page, 'inspect-valid');

    // Offline: the blocklist and the keys on the phone decide.
    await context.setOffline(true);
    await page.getByText('Offline', { exact: true }).waitFor();
    expect(await scan(page, blocked.qr, /^Scan next card$/)).toBe('blocked');
    await expect(verdict(page).textContent()).resolves.toContain('Checked on this phone');
    await screenshot(page, 'inspect-blocked-offline');
    expect(await scan(page, another.qr, /^Scan next card$/)).toBe('valid');
    expect(await scan(page, expired.qr, /^Scan next card$/)).toBe('expired');

    await page.getByRole('button', { name: 'Write a challan' }).click();
    await page.getByLabel('Offence').selectOption('expired_pass');
    await page.getByLabel('Payment mode').selectOption('cash');
    await page.getByLabel('Remarks').fill('Paid on board');
    await page.getByRole('button', { name: 'Issue challan' }).click();
    await page.getByRole('heading', { name: 'Challan receipt' }).waitFor();
    await expect(page.getByTestId('receipt').textContent()).resolves.toContain(expired.card_number);
    await screenshot(page, 'inspect-receipt-offline');
    await expect(waiting(page).getAttribute('data-count')).resolves.toBe('4');

    // Closed and opened again with no network: the app, the session, the trip and the queue are all there.
    await page.close();
    const reopened = await openPage(context);
    await reopened.page.goto(`${app.server.url}/inspect`);
    await reopened.page.locator('[data-testid="waiting"][data-count="4"]').waitFor();
    await expect(reopened.page.getByTestId('trip-counts').textContent()).resolves.toBe('Scans 4 · Challans 1');

    // Online again: the queue empties.
    await context.setOffline(false);
    await reopened.page.locator('[data-testid="waiting"][data-count="0"]').waitFor();
    expect([...problems.pageErrors, ...reopened.problems.pageErrors]).toEqual([]);

    const scans = (await admin<{ items: ScanRow[]; total: number }>(apiUrl(ADMIN_API, CARD_SCAN_PATHS.list, 'limit=100&sort=scanned_at&order=asc'))).items;
    expect(scans.map((row) => [row.card_number, row.result, row.mode])).toEqual([
      [valid.card_number, 'valid', 'online'],
      [blocked.card_number, 'blocked', 'offline'],
      [another.card_number, 'valid', 'offline'],
      [expired.card_number, 'expired', 'offline'],
    ]);
    expect(new Set(scans.map((row) => row.client_scan_id)).size).toBe(4);
    expect(scans.every((row) => row.route_number === routeNumber && row.bus_number === 'GJ01AB1234')).toBe(true);
    const challans = scans.flatMap((row) => (row.challan ? [row.challan] : []));
    expect(challans).toHaveLength(1);
    expect(challans[0]).toMatchObject({ challan_number: 'INS-E2E-000001', offence: 'Travelling on an expired pass' });

    // The panel's Card Scan screen: each scan and the challan, once.
    const panel = await app.signedIn('/card-scan', WIDE);
    await panel.page.getByText(challans[0]?.challan_number ?? '-').waitFor();
    for (const card of [valid, blocked, another, expired]) expect(await panel.page.getByText(card.card_number, { exact: true }).count(), card.card_number).toBe(1);
    expect(await panel.page.getByText('INS-E2E-000001', { exact: true }).count()).toBe(1);
    await screenshot(panel.page, 'inspect-card-scan-panel');
  }, 300_000);

  /**
   * Older Android browsers (Chrome before 137, older Samsung Internet) have no Ed25519 in WebCrypto:
   * an init script takes it away (importKey and verify refuse it as such a browser does). With it and
   * without it, offline, a genuine card is valid and a tampered one is not; the verifications
   * WebCrypto made are counted, so each run shows which check decided.
   */
  it('tells a genuine card from a tampered one offline, with WebCrypto Ed25519 and without it', async () => {
    await admin(apiUrl(ADMIN_API, MOBILE_USER_PATHS.create), { method: 'POST', body: JSON.stringify(SECOND_INSPECTOR) });
    const genuine = await cardWith('active', 2);
    // The QR with its last valid day moved a year on: the signature no longer covers it.
    const parts = genuine.qr.split('|');
    parts[3] = String(Number(parts[3]?.slice(0, 4)) + 1) + (parts[3]?.slice(4) ?? '');
    const tampered = parts.join('|');

    for (const webCryptoEd25519 of [true, false]) {
      const context = await app.newContext(PHONE);
      context.setDefaultTimeout(45_000);
      await context.addInitScript(webCryptoWatch(!webCryptoEd25519));
      const { page, problems } = await openPage(context);
      await page.goto(`${app.server.url}/inspect`);
      await signInAndStartTrip(page, SECOND_INSPECTOR.employee_code, SECOND_INSPECTOR.password, 'GJ01CD5678');

      await context.setOffline(true);
      await page.getByText('Offline', { exact: true }).waitFor();
      expect(await scan(page, genuine.qr, /^Scan card$/), `genuine, WebCrypto Ed25519 ${webCryptoEd25519}`).toBe('valid');
      await expect(verdict(page).textContent()).resolves.toContain('Checked on this phone');
      expect(await scan(page, tampered, /^Scan next card$/), `tampered, WebCrypto Ed25519 ${webCryptoEd25519}`).toBe('bad_signature');
      const verified = await page.evaluate(() => (window as unknown as { ed25519Counts: { verified: number } }).ed25519Counts.verified);
      if (webCryptoEd25519) expect(verified).toBe(2);
      else expect(verified).toBe(0);
      expect(problems.pageErrors).toEqual([]);
      await context.setOffline(false);
      await context.close();
    }
  }, 300_000);
});
