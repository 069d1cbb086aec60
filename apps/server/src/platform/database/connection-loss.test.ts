import { describe, expect, it } from 'vitest';
import { isConnectionLoss, openAgainAfterLoss } from './connection-loss.ts';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isConnectionLoss', () => {
  it('knows a lost or not-yet-ready connection by its SQLSTATE or its message, also as a cause', () => {
    expect(isConnectionLoss(new Error('Client has encountered a connection error and is not queryable'))).toBe(true);
    expect(isConnectionLoss(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isConnectionLoss(withCode('terminating connection due to administrator command', '57P01'))).toBe(true);
    expect(isConnectionLoss(withCode('the database system is starting up', '57P03'))).toBe(true);
    expect(isConnectionLoss(withCode('connection failure', '08006'))).toBe(true);
    expect(isConnectionLoss(new Error('migration 0001 failed', { cause: withCode('terminating connection', '57P01') }))).toBe(true);
  });

  it('leaves every other failure alone: refused connections, bad passwords, SQL errors', () => {
    expect(isConnectionLoss(new Error('connect ECONNREFUSED 127.0.0.1:5432'))).toBe(false);
    expect(isConnectionLoss(withCode('password authentication failed for user "x"', '28P01'))).toBe(false);
    expect(isConnectionLoss(withCode('relation "cards" does not exist', '42P01'))).toBe(false);
    expect(isConnectionLoss('not queryable')).toBe(false);
  });
});

describe('openAgainAfterLoss', () => {
  it('opens again after a lost connection and returns what the next attempt opened', async () => {
    const losses: number[] = [];
    let attempts = 0;
    const opened = await openAgainAfterLoss(
      async () => {
        attempts += 1;
        if (attempts < 3) throw new Error('Client has encountered a connection error and is not queryable');
        return 'runtime';
      },
      { withinMs: 5_000, pauseMs: 1, onLoss: (_error, attempt) => losses.push(attempt) },
    );
    expect(opened).toBe('runtime');
    expect(losses).toEqual([1, 2]);
  });

  it('throws any other error at once', async () => {
    let attempts = 0;
    const opening = openAgainAfterLoss(
      async () => {
        attempts += 1;
        throw new Error('ADMIN_PASSWORD is too short');
      },
      { withinMs: 5_000, pauseMs: 1, onLoss: () => undefined },
    );
    await expect(opening).rejects.toThrow('ADMIN_PASSWORD is too short');
    expect(attempts).toBe(1);
  });

  it('gives up when the window is over, with the last loss', async () => {
    let attempts = 0;
    const opening = openAgainAfterLoss(
      async () => {
        attempts += 1;
        throw withCode(`terminating connection ${attempts}`, '57P01');
      },
      { withinMs: 50, pauseMs: 20, onLoss: () => undefined },
    );
    await expect(opening).rejects.toThrow(/terminating connection [23]/);
    expect(attempts).toBeGreaterThanOrEqual(2);
  });
});
