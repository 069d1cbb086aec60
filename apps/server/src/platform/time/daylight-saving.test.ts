/**
 * The date rules in zones with daylight saving (TIME_ZONE may be any zone, docs/operations.md):
 * Europe/London and America/New_York across both changes of the clock in 2026 — today, the day's
 * bounds the reports and filters use, the daily jobs' hour, and validity, which is calendar days.
 */
import { describe, expect, it } from 'vitest';
import { addDays, validUntil } from '@passdesk/contract/cards/card-fields';
import { dayIn } from './today.ts';
import { daysBetween, zonedDayRange, zonedInstant } from './zoned-time.ts';

/** The zone's wall clock at an instant: `YYYY-MM-DD HH:mm`. */
function wallClock(at: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' }).formatToParts(at).map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

const CHANGES = [
  // zone, day the clock goes forward, the hour it skips; day it goes back, the hour it shows twice (UTC instants of both showings)
  { zone: 'Europe/London', spring: '2026-03-29', skipped: 1, autumn: '2026-10-25', repeated: 1, showings: ['2026-10-25T00:00:00Z', '2026-10-25T01:00:00Z'] },
  { zone: 'America/New_York', spring: '2026-03-08', skipped: 2, autumn: '2026-11-01', repeated: 1, showings: ['2026-11-01T05:00:00Z', '2026-11-01T06:00:00Z'] },
] as const;

describe.each(CHANGES)('dates in $zone across both changes of the clock', ({ zone, spring, skipped, autumn, repeated, showings }) => {
  it('today turns at the zone\'s midnight on the days around each change', () => {
    for (const day of [addDays(spring, -1), spring, addDays(spring, 1), addDays(autumn, -1), autumn, addDays(autumn, 1)]) {
      const midnight = zonedInstant(day, 0, zone);
      expect(wallClock(midnight, zone)).toBe(`${day} 00:00`);
      expect(dayIn(zone, new Date(midnight.getTime() - 1))).toBe(addDays(day, -1));
      expect(dayIn(zone, midnight)).toBe(day);
    }
  });

  it('every hour of the changing days is the hour the zone\'s clock shows, the skipped one is the hour after, the repeated one its first showing', () => {
    for (const day of [spring, autumn]) {
      for (let hour = 0; hour < 24; hour += 1) {
        const at = zonedInstant(day, hour, zone);
        if (day === spring && hour === skipped) expect(wallClock(at, zone)).toBe(`${day} ${String(hour + 1).padStart(2, '0')}:00`);
        else expect(wallClock(at, zone), `${day} ${hour}:00`).toBe(`${day} ${String(hour).padStart(2, '0')}:00`);
      }
    }
    expect(zonedInstant(autumn, repeated, zone).toISOString()).toBe(new Date(showings[0]).toISOString());
    // An hour later by the clock is two hours later in time.
    expect(zonedInstant(autumn, repeated + 1, zone).getTime() - zonedInstant(autumn, repeated, zone).getTime()).toBe(2 * 3_600_000);
  });

  it('the daily jobs (02:00, 03:00, 04:00, 08:00) run once each day at their hour, the change days included', () => {
    for (const change of [spring, autumn]) {
      for (const hour of [2, 3, 4, 8]) {
        const runs = [-1, 0, 1].map((offset) => zonedInstant(addDays(change, offset), hour, zone));
        // One run a calendar day of the zone, in order, each on its own day.
        expect(runs.map((run) => dayIn(zone, run))).toEqual([addDays(change, -1), change, addDays(change, 1)]);
        for (const run of runs) expect(Number(wallClock(run, zone).slice(11, 13)), `${change} ${hour}:00`).toBeGreaterThanOrEqual(hour);
        // 23 or 25 hours apart across the change, 24 otherwise, except a run pushed past the gap.
        const gaps = runs.slice(1).map((run, index) => (run.getTime() - (runs[index]?.getTime() ?? 0)) / 3_600_000);
        expect(gaps.every((gap) => gap >= 22 && gap <= 25), `${change} ${hour}:00 ${gaps.join(', ')}`).toBe(true);
      }
    }
  });

  it('the reports\' days are the zone\'s: 23 hours in spring, 25 in autumn, tiling time with no gap or overlap', () => {
    const hours = (from: string, to: string) => {
      const { start, end } = zonedDayRange(from, to, zone);
      return (end.getTime() - start.getTime()) / 3_600_000;
    };
    expect(hours(spring, spring)).toBe(23);
    expect(hours(autumn, autumn)).toBe(25);
    expect(hours(addDays(spring, -1), addDays(spring, -1))).toBe(24);
    expect(hours(addDays(spring, -3), addDays(autumn, 3))).toBe(24 * (daysBetween(addDays(spring, -3), addDays(autumn, 3)) + 1));
    for (const day of [spring, autumn]) {
      expect(zonedDayRange(day, day, zone).end.getTime()).toBe(zonedDayRange(addDays(day, 1), addDays(day, 1), zone).start.getTime());
      // Late in the evening of the change day belongs to that day's report, not the next one's.
      const late = zonedInstant(day, 23, zone);
      const { start, end } = zonedDayRange(day, day, zone);
      expect(late >= start && late < end).toBe(true);
    }
  });

  it('validity is calendar days: a card valid 30 days from the day before the change', () => {
    expect(validUntil(addDays(spring, -1), 30)).toBe(addDays(addDays(spring, -1), 30));
    expect(daysBetween(addDays(spring, -1), validUntil(addDays(spring, -1), 30))).toBe(30);
    expect(daysBetween(addDays(autumn, -1), validUntil(addDays(autumn, -1), 30))).toBe(30);
  });
});
