import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import type { FeatureModule } from '../services.ts';
import { useTestApp } from '../../test/suite.ts';

const ran: number[] = [];
/** A module that exists only in this test: it registers a job handler as report generation will. */
const reportsLike: FeatureModule = {
  name: 'reports-like',
  async root(_app, services) {
    services.jobs.register('test.report', async (payload, job) => {
      ran.push(job.id);
      return { rows: Number(payload.rows) };
    });
  },
};

describe('jobs in the running server', () => {
  const t = useTestApp({ modules: [reportsLike], env: { JOBS_POLL_INTERVAL_MS: '20' } });

  it('the runtime’s worker runs a job a module enqueued inside its transaction', async () => {
    const id = await t.services.db.transaction((tx) => t.services.jobs.enqueue('test.report', { rows: 12 }, { tx }));
    const deadline = Date.now() + 10_000;
    while ((await t.services.jobs.get(id))?.status !== 'done' && Date.now() < deadline) await sleep(20);
    expect(await t.services.jobs.get(id)).toMatchObject({ status: 'done', result: { rows: 12 } });
    expect(ran).toEqual([id]);
  });
});
