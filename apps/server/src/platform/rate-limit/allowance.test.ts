import { describe, expect, it } from 'vitest';
import { Allowances } from './allowance.ts';
import type { Limit } from './rate-limit.ts';

const limit = (max: number): Limit => ({ max, windowSeconds: 60, message: 'Too many requests. Try again in {wait}.' });

/** A shared counter as auth_rate_limits keeps it: one window, hits added atomically. */
function sharedCounter(endsAt: Date) {
  let hits = 0;
  return {
    add(reserved: number) {
      hits += reserved;
      return { hits, endsAt };
    },
    get hits() {
      return hits;
    },
  };
}

/** One request of one process: a reserved hit spent locally, or a reservation on the counter. */
function request(instance: Allowances, counter: ReturnType<typeof sharedCounter>, key: string, max: number, now: Date): boolean {
  if (instance.take(key, now)) return true;
  const reserved = instance.reservation(key, limit(max), now);
  const { hits, endsAt } = counter.add(reserved);
  return instance.settle(key, limit(max), reserved, hits, endsAt);
}

describe('hits reserved in advance from a shared counter', () => {
  const now = new Date('2026-11-24T10:00:00Z');
  const endsAt = new Date('2026-11-24T10:01:00Z');

  it('serves exactly the limit in one process, then refuses; the counter held every served hit before it ran', () => {
    const instance = new Allowances();
    const counter = sharedCounter(endsAt);
    const answers = Array.from({ length: 320 }, () => request(instance, counter, 'mobile-api:account:7', 300, now));
    expect(answers.filter(Boolean)).toHaveLength(300);
    expect(answers.slice(0, 300).every(Boolean)).toBe(true);
    expect(answers.slice(300).some(Boolean)).toBe(false);
    expect(counter.hits).toBeGreaterThanOrEqual(300);
  });

  it('reserves a share of what is left, down to one hit near the limit', () => {
    const instance = new Allowances();
    const counter = sharedCounter(endsAt);
    expect(instance.reservation('k', limit(300), now)).toBe(18);
    expect(instance.reservation('k', limit(5), now)).toBe(1);
    for (let index = 0; index < 290; index += 1) request(instance, counter, 'k', 300, now);
    while (instance.take('k', now));
    expect(instance.reservation('k', limit(300), now)).toBe(1);
  });

  it('never serves more than the limit across several processes sharing the counter, and refuses none while hits are left', () => {
    const instances = [new Allowances(), new Allowances(), new Allowances()];
    const counter = sharedCounter(endsAt);
    let served = 0;
    for (let index = 0; index < 600; index += 1) if (request(instances[index % 3] as Allowances, counter, 'mobile-api:ip:10.0.0.1', 250, now)) served += 1;
    expect(served).toBeLessThanOrEqual(250);
    // Hits reserved and not spent are the only ones lost: a sixteenth of what was left, at most.
    expect(served).toBeGreaterThan(250 - 3 * Math.ceil(250 / 16));
  });

  it('forgets hits of a window that has ended', () => {
    const instance = new Allowances();
    const counter = sharedCounter(endsAt);
    expect(request(instance, counter, 'k', 300, now)).toBe(true);
    expect(instance.take('k', now)).toBe(true);
    expect(instance.take('k', endsAt)).toBe(false);
  });
});

describe('parallel requests and one reservation', () => {
  it('makes requests that find nothing left wait for the reservation on its way, then spend from it', async () => {
    const now = new Date('2026-11-24T10:00:00Z');
    const instance = new Allowances();
    expect(await instance.takeOrWait('k', now)).toBe(false);
    const finish = instance.reserve('k');
    const waiting = [instance.takeOrWait('k', now), instance.takeOrWait('k', now)];
    const reserved = instance.reservation('k', limit(300), now);
    expect(instance.settle('k', limit(300), reserved, reserved, new Date('2026-11-24T10:01:00Z'))).toBe(true);
    finish();
    expect(await Promise.all(waiting)).toEqual([true, true]);
  });
});
