/**
 * A revoked card QR signing key leaves the inspector web app (/inspect) at its next sync: offline,
 * the phone trusts a demo card's QR before the revocation and says "bad signature" for the same QR
 * after it, while the card reprinted with the successor key verifies (docs/operations.md
 * "Revoking a card QR signing key").
 */
import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CARD_KEY_PATHS, type RevokedCardKey } from '@passdesk/contract/cards/card-keys';
import { CARD_PATHS } from '@passdesk/contract/cards/cards-paths';
import { parseCardQr } from '@passdesk/contract/cards/card-qr';
import { ADMIN_API } from '@passdesk/contract/http/paths';
import { MOBILE_USER_PATHS } from '@passdesk/contract/mobile-users/mobile-users-paths';
import { apiUrl } from '../../apps/server/src/test/api-url.ts';
import { signInAndStartTrip } from '../support/inspector-trip.ts';
import { openPage } from '../support/browser.ts';
import { fakeCameraFileArgs, writeQrVideo } from '../support/fake-camera.ts';
import { useSignedInApp } from '../support/signed-in-app.ts';

const PHONE = { width: 360, height: 740 };
const VIDEO = path.join(os.tmpdir(), `passdesk-key-revocation-camera-${crypto.randomUUID()}.y4m`);
const INSPECTOR = { name: 'Meera Iyer', employee_code: 'INS-E2E-KEY', mobile: '9876543219', password: 'Inspect@2026k', status: 'active' };

describe('inspector web app after a key revocation', () => {
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
  const qrOf = async (cardId: number) => (await admin<{ qr: string }>(apiUrl(ADMIN_API, CARD_PATHS.view, { id: cardId }))).qr;

  const verdict = (page: Page) => page.getByTestId('verdict');
  /** Shows the QR code to the camera and presses the scan button; resolves with the verdict shown. */
  const scan = async (page: Page, qr: string): Promise<string | null> => {
    writeQrVideo(VIDEO, qr);
    const before = await verdict(page).getAttribute('data-scan').catch(() => null);
    await page.getByRole('button', { name: /^Scan (next )?card$/ }).click();
    await page.waitForFunction((previous) => {
      const shown = document.querySelector('[data-testid="verdict"]');
      return shown !== null && shown.getAttribute('data-scan') !== previous;
    }, before);
    return verdict(page).getAttribute('data-result');
  };
  /** The key ids the phone keeps (IndexedDB), as its offline check reads them. */
  const keptKeyIds = (page: Page) =>
    page.evaluate(
      () =>
        new Promise<string[]>((resolve, reject) => {
          const opening = indexedDB.open('passdesk-inspect');
          opening.onerror = () => reject(opening.error);
          opening.onsuccess = () => {
            const read = opening.result.transaction('kv', 'readonly').objectStore('kv').get('card-keys');
            read.onerror = () => reject(read.error);
            read.onsuccess = () => {
              const kept = read.result as { keys: Array<{ key_id: string }> } | undefined;
              opening.result.close();
              resolve((kept?.keys ?? []).map((key) => key.key_id));
            };
          };
        }),
    );

  it('trusts a card offline before the revocation, refuses it offline after the next sync, and verifies its reprint', async () => {
    await admin(apiUrl(ADMIN_API, MOBILE_USER_PATHS.create), { method: 'POST', body: JSON.stringify(INSPECTOR) });
    const list = await admin<{ items: Array<{ id: number }> }>(apiUrl(ADMIN_API, CARD_PATHS.list, 'status=active&limit=1&sort=card_number'));
    const cardId = list.items[0]?.id;
    if (cardId === undefined) throw new Error('no active demo card');
    const printedQr = await qrOf(cardId);
    const revokedKeyId = parseCardQr(printedQr)?.fields.key_id ?? '';

    const context = await app.newContext(PHONE);
    context.setDefaultTimeout(45_000);
    const { page, problems } = await openPage(context);
    await page.goto(`${app.server.url}/inspect`);
    await signInAndStartTrip(page, INSPECTOR.employee_code, INSPECTOR.password, 'GJ01EF9012');
    expect(await keptKeyIds(page)).toContain(revokedKeyId);

    await context.setOffline(true);
    await page.getByText('Offline', { exact: true }).waitFor();
    expect(await scan(page, printedQr)).toBe('valid');
    await context.setOffline(false);

    const revoked = await admin<RevokedCardKey>(apiUrl(ADMIN_API, CARD_KEY_PATHS.revoke, { keyId: revokedKeyId }), {
      method: 'POST',
      body: JSON.stringify({ reason: 'Signing key copied off the office server' }),
    });
    expect(revoked.replaced_by).toMatch(/^[A-Za-z0-9_-]{8}$/);
    const reprintedQr = await qrOf(cardId);
    expect(parseCardQr(reprintedQr)?.fields.key_id).toBe(revoked.replaced_by);

    // The next sync (the app syncs when it opens): the revoked key is dropped, the successor kept.
    await page.reload();
    await expect.poll(() => keptKeyIds(page), { timeout: 45_000 }).not.toContain(revokedKeyId);
    expect(await keptKeyIds(page)).toContain(revoked.replaced_by);

    await context.setOffline(true);
    await page.waitForFunction(() => !navigator.onLine);
    expect(await scan(page, printedQr)).toBe('bad_signature');
    await expect(verdict(page).textContent()).resolves.toContain('Checked on this phone');
    expect(await scan(page, reprintedQr)).toBe('valid');
    expect(problems.pageErrors).toEqual([]);
    await context.setOffline(false);
    await context.close();
  }, 300_000);
});
