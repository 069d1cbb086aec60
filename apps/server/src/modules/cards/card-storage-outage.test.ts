/**
 * S3 unreachable during an upload (docs/reliability.md "Faults"): a real s3rver behind a TCP proxy that the
 * test cuts (new connections refused, open ones reset). A card created meanwhile gets the API's
 * 503 and leaves no row and no object; cut while uploads are in flight, every card either exists
 * with its photo or does not exist at all (after the sweep of pending files); once S3 is back,
 * cards are created again.
 */
import fs from 'node:fs';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sweepPendingFiles } from '../../platform/storage/pending-files.ts';
import { STORAGE_UNAVAILABLE_MESSAGE } from '../../platform/http/error-handler.ts';
import { useS3Server, useTcpProxy, useTestApp } from '../../test/suite.ts';
import { cards } from './cards.schema.ts';
import { cardsModule } from './cards.module.ts';
import { adultFields, cardWorld, photo, sendCard } from './cards.fixtures.ts';
import { CARD_PATHS } from '@passdesk/contract/cards/cards-paths';
import { ADMIN_API } from '@passdesk/contract/http/paths';
import { apiUrl } from '../../test/api-url.ts';

describe('S3 unreachable during card uploads', () => {
  const s3 = useS3Server();
  const proxy = useTcpProxy(() => ({ host: '127.0.0.1', port: Number(new URL(s3.env.S3_ENDPOINT ?? '').port) }));
  const t = useTestApp(
    () => ({ modules: [cardsModule()], env: { ...s3.env, S3_ENDPOINT: `http://${proxy.address}` } }),
    async (t) => ({ world: await cardWorld(t), jpeg: await photo('jpeg') }),
  );

  const create = () => sendCard(t, t.world.clerk.token, 'POST', apiUrl(ADMIN_API, CARD_PATHS.create), adultFields(t.world), { photo: t.jpeg });
  const cardRows = async () => (await t.services.db.select({ photo_key: cards.photo_key }).from(cards)).map((row) => row.photo_key).sort();
  const cardCount = async () => (await t.services.db.select({ n: count() }).from(cards))[0]?.n ?? 0;
  /** Objects s3rver really holds (its folder: <bucket>/<key>._S3rver_object). */
  const storedKeys = (): string[] => {
    const bucket = path.join(s3.directory, s3.config.bucket);
    if (!fs.existsSync(bucket)) return [];
    return fs
      .readdirSync(bucket, { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('._S3rver_object'))
      .map((name) => name.replace(/\._S3rver_object$/, '').split(path.sep).join('/'))
      .sort();
  };

  it('answers 503 and writes no row and no object while the bucket cannot be reached', async () => {
    const before = await create();
    expect(before.statusCode, before.body).toBe(200);
    expect(proxy.accepted()).toBeGreaterThan(0);
    expect(storedKeys()).toEqual(await cardRows());

    await proxy.cut();
    const refused = await create();
    expect(refused.statusCode, refused.body).toBe(503);
    expect(refused.json()).toEqual({ message: STORAGE_UNAVAILABLE_MESSAGE });
    expect(refused.headers['retry-after']).toBe('2');
    expect(await cardCount()).toBe(1);

    await proxy.restore();
    expect(storedKeys()).toEqual(await cardRows());
    const after = await create();
    expect(after.statusCode, after.body).toBe(200);
    expect(await cardCount()).toBe(2);
  });

  it('cut in the middle of a batch: each card is stored whole (row and photo) or not at all', async () => {
    const batch = Array.from({ length: 8 }, () => create());
    await new Promise((resolve) => setTimeout(resolve, 20));
    await proxy.cut();
    const responses = await Promise.all(batch);
    await proxy.restore();
    for (const response of responses) expect([200, 503], response.body).toContain(response.statusCode);
    const created = responses.filter((response) => response.statusCode === 200).length;
    expect(await cardCount()).toBe(2 + created);
    // An object S3 kept although its answer was cut off is written down as pending; the sweep removes it.
    await sweepPendingFiles(t.services, 0);
    // Every row's photo is in the bucket, and every object in the bucket belongs to a row.
    expect(storedKeys()).toEqual(await cardRows());
  });
});
