/**
 * What the container test asks of a started image, through the real API only: /healthz and
 * /readyz, a sign-in as the first administrator, and one card issued with a photo and a document
 * (the general monthly pass at a center the demo data made), then read back with its photo.
 */
import { signInAnsweringSecondStep } from '../support/admin-second-factor.ts';
import { CARD_PATHS } from '@passdesk/contract/cards/cards-paths';
import type { CardOptions } from '@passdesk/contract/cards/card-options';
import { ADMIN_API } from '@passdesk/contract/http/paths';
import { apiUrl } from '../../apps/server/src/test/api-url.ts';
import { cardBatchForm } from '../../apps/server/src/test/card-batch.ts';
import { photo } from '../../apps/server/src/modules/cards/cards.fixtures.ts';

/** Waits until /readyz answers 200, or the command exits, or `timeoutMs` passes. */
export async function waitUntilReady(base: string, exited: Promise<unknown>, timeoutMs: number, output: () => string): Promise<void> {
  let gone = false;
  void exited.then(() => (gone = true));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const status = await fetch(`${base}/readyz`).then((answer) => answer.status, () => 0);
    if (status === 200) return;
    if (gone) throw new Error(`the image's command exited before /readyz answered:\n${output().slice(-4000)}`);
    if (Date.now() > deadline) throw new Error(`/readyz did not answer 200 within ${timeoutMs / 1000} s (last: ${status}):\n${output().slice(-4000)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function json<T>(answer: Response, what: string): Promise<T> {
  if (!answer.ok) throw new Error(`${what}: HTTP ${answer.status} ${await answer.text()}`);
  return ((await answer.json()) as { data: T }).data;
}

/** Signs in, issues a card and reads it back with its photo; returns the card's number. */
export async function issueCard(base: string, email: string, password: string): Promise<string> {
  const health = await fetch(`${base}/healthz`);
  if (health.status !== 200) throw new Error(`/healthz answered ${health.status}`);
  // The Super Admin role requires a second factor: answered (or set up) as the administrator's phone would.
  const token = await signInAnsweringSecondStep(base, email, password);
  const authorization = `Bearer ${token}`;
  const options = await json<CardOptions>(await fetch(`${base}${apiUrl(ADMIN_API, CARD_PATHS.options)}`, { headers: { authorization } }), 'card options');
  const category = options.categories.find((choice) => choice.code === 'GMA');
  const center = options.centers[0];
  if (!category || !center) throw new Error('the demo data has no GMA category or no center');
  const form = cardBatchForm({ categoryId: category.id, centerId: center.id }, Date.now() % 100_000, await photo('jpeg', 800, 600));
  const created = await json<{ id: number }>(
    await fetch(`${base}${apiUrl(ADMIN_API, CARD_PATHS.create)}`, { method: 'POST', headers: { authorization, 'content-type': form.contentType }, body: new Uint8Array(form.body) }),
    'card create',
  );
  const card = await json<{ card_number: string; photo_url: string }>(await fetch(`${base}${apiUrl(ADMIN_API, CARD_PATHS.view, { id: created.id })}`, { headers: { authorization } }), 'card view');
  const picture = await fetch(`${base}${card.photo_url}`, { headers: { authorization } });
  if (picture.status !== 200 || (await picture.arrayBuffer()).byteLength === 0) throw new Error(`the card's photo answered ${picture.status}`);
  return card.card_number;
}
