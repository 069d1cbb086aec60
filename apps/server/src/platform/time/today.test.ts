import { describe, expect, it } from 'vitest';
import { dayIn } from './today.ts';

describe('dayIn', () => {
  it('turns the day at the time zone’s midnight, to the millisecond, however often it is asked', () => {
    // Asia/Kolkata is UTC+05:30: its midnight is 18:30 UTC.
    expect(dayIn('Asia/Kolkata', new Date('2026-11-24T18:29:59.000Z'))).toBe('2026-11-24');
    expect(dayIn('Asia/Kolkata', new Date('2026-11-24T18:29:59.999Z'))).toBe('2026-11-24');
    expect(dayIn('Asia/Kolkata', new Date('2026-11-24T18:30:00.000Z'))).toBe('2026-11-25');
    expect(dayIn('Asia/Kolkata', new Date('2026-11-24T18:29:59.999Z'))).toBe('2026-11-24');
    // A quarter-hour offset (UTC+05:45), and UTC, asked in between.
    expect(dayIn('Asia/Kathmandu', new Date('2026-11-24T18:14:59.999Z'))).toBe('2026-11-24');
    expect(dayIn('UTC', new Date('2026-11-24T18:15:00.000Z'))).toBe('2026-11-24');
    expect(dayIn('Asia/Kathmandu', new Date('2026-11-24T18:15:00.000Z'))).toBe('2026-11-25');
    expect(dayIn('UTC', new Date('2026-11-25T00:00:00.000Z'))).toBe('2026-11-25');
  });

  it('refuses an invalid instant, as the formatter does', () => {
    expect(() => dayIn('Asia/Kolkata', new Date(Number.NaN))).toThrow(RangeError);
  });
});
