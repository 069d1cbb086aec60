/** Runs on PGlite, and on PostgreSQL in the postgres pass (TEST_DB=postgres, which CI always runs). */
import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../database/database.ts';
import { migrate } from '../database/migrate.ts';
import { createTestPostgresDatabase, testDriver, type TestPostgresDatabase } from '../../test/test-database.ts';
import { defaultRetryDelayMs, JobQueue, type Job } from './job-queue.ts';
import { JobWorker } from './job-worker.ts';
import { jobs } from './jobs.schema.ts';

/** Two handles on one database: two pools on PostgreSQL (real concurrency), one PGlite otherwise. */
async function openTwoHandles(): Promise<{ first: Database; second: Database; close(): Promise<void> }> {
  if (testDriver() === 'pglite') {
    const database = await openDatabase({});
    return { first: database, second: database, close: () => database.close() };
  }
  const created: TestPostgresDatabase = await createTestPostgresDatabase();
  const first = await openDatabase({ url: created.url, poolMax: 4 });
  const second = await openDatabase({ url: created.url, poolMax: 4 });
  return {
    first,
    second,
    async close() {
      await first.close();
      await second.close();
      await created.drop();
    },
  };
}

async function waitUntil(condition: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await sleep(20);
  }
}

describe(`job queue on ${testDriver()}`, () => {
  let handles: Awaited<ReturnType<typeof openTwoHandles>>;
  beforeAll(async () => {
    handles = await openTwoHandles();
    await migrate(handles.first);
  });
  afterAll(async () => handles?.close());

  const statusOf = async (queue: JobQueue, id: number) => (await queue.get(id))?.status;

  it('two workers on two queue instances never run the same job twice', async () => {
    const executions = new Map<number, number>();
    const ranBy = new Map<string, number>();
    const makeQueue = (database: Database, workerId: string) => {
      const queue = new JobQueue(database.db, { workerId });
      queue.register('test.count', async (_payload, job) => {
        executions.set(job.id, (executions.get(job.id) ?? 0) + 1);
        ranBy.set(workerId, (ranBy.get(workerId) ?? 0) + 1);
        // Hold the claim a little, so both workers are busy at the same time.
        await sleep(Math.random() * 3);
        return { doubled: Number(_payload.n) * 2 };
      });
      return queue;
    };
    const a = makeQueue(handles.first, 'worker-a');
    const b = makeQueue(handles.second, 'worker-b');
    const ids: number[] = [];
    for (let n = 0; n < 150; n += 1) ids.push(await a.enqueue('test.count', { n }));

    const workers = [a, a, b, b].map((queue) => new JobWorker(queue, { pollIntervalMs: 5 }));
    workers.forEach((worker) => worker.start());
    await waitUntil(async () => executions.size === ids.length);
    await Promise.all(workers.map((worker) => worker.stop()));

    expect([...executions.values()].every((count) => count === 1)).toBe(true);
    expect([...executions.keys()].sort((x, y) => x - y)).toEqual(ids);
    expect(ranBy.get('worker-a')).toBeGreaterThan(0);
    expect(ranBy.get('worker-b')).toBeGreaterThan(0);
    const rows = await handles.first.db.select().from(jobs).where(eq(jobs.queue, 'test.count'));
    expect(rows.every((row) => row.status === 'done' && row.attempts === 1 && row.finished_at !== null)).toBe(true);
    const sample = rows.find((row) => row.payload.n === 7);
    expect(sample?.result).toEqual({ doubled: 14 });
  });

  it('retries a job that throws, then leaves it failed with its last error after max_attempts', async () => {
    const queue = new JobQueue(handles.first.db, { retryDelayMs: () => 10 });
    let calls = 0;
    queue.register('test.broken', async () => {
      calls += 1;
      throw new Error(`printer on fire (call ${calls})`);
    });
    const id = await queue.enqueue('test.broken', {}, { maxAttempts: 3 });
    const worker = new JobWorker(queue, { pollIntervalMs: 5 });
    worker.start();
    await waitUntil(async () => (await statusOf(queue, id)) === 'failed');
    await worker.stop();

    const job = (await queue.get(id)) as Job;
    expect(calls).toBe(3);
    expect(job.attempts).toBe(3);
    expect(job.last_error).toBe('Error: printer on fire (call 3)');
    expect(job.finished_at).not.toBeNull();
  });

  it('puts a failed attempt back with a delay, and a later success ends done with its result', async () => {
    const queue = new JobQueue(handles.first.db, { retryDelayMs: () => 60_000 });
    let calls = 0;
    queue.register('test.flaky', async () => {
      calls += 1;
      if (calls === 1) throw new Error('temporary');
      return { rows: 42 };
    });
    const id = await queue.enqueue('test.flaky');
    const worker = new JobWorker(queue);
    expect(await worker.runNext()).toBe(true);
    const waiting = (await queue.get(id)) as Job;
    expect(waiting.status).toBe('queued');
    expect(waiting.last_error).toBe('Error: temporary');
    expect(waiting.run_at.getTime()).toBeGreaterThan(Date.now() + 50_000);
    // Not due yet: nothing to claim.
    expect(await worker.runNext()).toBe(false);
    await handles.first.db.update(jobs).set({ run_at: new Date(Date.now() - 1000) }).where(eq(jobs.id, id));
    expect(await worker.runNext()).toBe(true);
    const done = (await queue.get(id)) as Job;
    expect(done).toMatchObject({ status: 'done', attempts: 2, result: { rows: 42 } });
  });

  it('enqueues inside the caller’s transaction: nothing exists if it rolls back', async () => {
    const queue = new JobQueue(handles.first.db);
    const committed = await handles.first.db.transaction(async (tx) => queue.enqueue('test.tx', { keep: true }, { tx }));
    expect(await statusOf(queue, committed)).toBe('queued');
    let rolledBackId = 0;
    await expect(
      handles.first.db.transaction(async (tx) => {
        rolledBackId = await queue.enqueue('test.tx', { keep: false }, { tx });
        throw new Error('the caller’s write failed');
      }),
    ).rejects.toThrow('the caller’s write failed');
    expect(rolledBackId).toBeGreaterThan(0);
    expect(await queue.get(rolledBackId)).toBeUndefined();
  });

  it('stop() waits for the job that is running', async () => {
    const queue = new JobQueue(handles.first.db);
    let finished = false;
    let started = false;
    queue.register('test.slow', async () => {
      started = true;
      await sleep(300);
      finished = true;
    });
    const id = await queue.enqueue('test.slow');
    const worker = new JobWorker(queue, { pollIntervalMs: 5 });
    worker.start();
    await waitUntil(async () => started);
    await worker.stop();
    expect(finished).toBe(true);
    expect(await statusOf(queue, id)).toBe('done');
  });

  it('a job of a queue without a handler is not claimed by this instance', async () => {
    const queue = new JobQueue(handles.first.db);
    queue.register('test.known', async () => undefined);
    const id = await queue.enqueue('test.someone-else');
    expect(await new JobWorker(queue).runNext()).toBe(false);
    expect(await statusOf(queue, id)).toBe('queued');
  });

  it('backs off 10 s, 40 s, 160 s... up to an hour', () => {
    expect([1, 2, 3, 10].map(defaultRetryDelayMs)).toEqual([10_000, 40_000, 160_000, 3_600_000]);
  });
});
