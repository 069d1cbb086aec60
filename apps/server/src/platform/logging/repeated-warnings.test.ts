/** One warning line per cause per interval, with a count (repeated-warnings.ts). */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RepeatedWarnings, type WarningLog } from './repeated-warnings.ts';

function capture(): WarningLog & { lines: Array<{ details: Record<string, unknown>; message: string }> } {
  const lines: Array<{ details: Record<string, unknown>; message: string }> = [];
  return { lines, warn: (details, message) => lines.push({ details, message }) };
}

describe('RepeatedWarnings', () => {
  afterEach(() => vi.useRealTimers());

  it('writes a cause once, then one line per interval with how often it came again, until an interval passes without it', () => {
    vi.useFakeTimers();
    const log = capture();
    const warnings = new RepeatedWarnings(log, 10_000);
    for (let index = 0; index < 500; index += 1) warnings.warn('database unavailable', { attempt: index });
    expect(log.lines).toEqual([{ details: { attempt: 0 }, message: 'database unavailable' }]);

    vi.advanceTimersByTime(10_000);
    expect(log.lines.at(-1)).toEqual({ details: { attempt: 499, repeated: 499, interval_seconds: 10 }, message: 'database unavailable (499 more in 10 s)' });
    for (let index = 0; index < 30; index += 1) warnings.warn('database unavailable', { attempt: 500 + index });
    vi.advanceTimersByTime(10_000);
    expect(log.lines).toHaveLength(3);
    expect(log.lines.at(-1)?.details).toMatchObject({ repeated: 30 });

    // A quiet interval: nothing written, and the next occurrence is written in full at once.
    vi.advanceTimersByTime(10_000);
    expect(log.lines).toHaveLength(3);
    vi.advanceTimersByTime(60_000);
    warnings.warn('database unavailable', { attempt: 'later' });
    expect(log.lines.at(-1)).toEqual({ details: { attempt: 'later' }, message: 'database unavailable' });
  });

  it('counts each cause apart, writes the first through the given log, and flushes what is counted', () => {
    vi.useFakeTimers();
    const summaries = capture();
    const request = capture();
    const warnings = new RepeatedWarnings(summaries, 10_000);
    warnings.warn('database unavailable', {}, request);
    warnings.warn('file storage unreachable', {}, request);
    warnings.warn('file storage unreachable', {}, request);
    expect(request.lines.map((line) => line.message)).toEqual(['database unavailable', 'file storage unreachable']);
    warnings.flush();
    expect(summaries.lines.map((line) => line.message)).toEqual(['file storage unreachable (1 more in 10 s)']);
    vi.advanceTimersByTime(20_000);
    expect(summaries.lines).toHaveLength(1);
  });
});
