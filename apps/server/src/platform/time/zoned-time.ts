/** Instants of wall-clock times in the configured time zone, and day arithmetic, for schedules and date filters. */

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** How far the zone's wall clock is ahead of UTC at an instant, in milliseconds. */
function zoneOffsetMs(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' })
      .formatToParts(new Date(instant))
      .map((part) => [part.type, Number(part.value)]),
  );
  const wall = Date.UTC(parts.year ?? 0, (parts.month ?? 1) - 1, parts.day ?? 1, parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0);
  return wall - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant when the zone's clock shows `hour`:00 on `day`. Across a daylight-saving change, as
 * clocks and calendars agree (JavaScript's Temporal "compatible"): an hour the clock skips (01:00 in
 * London on the last Sunday of March) is taken as the hour after the gap (02:00 summer time, the
 * same instant); an hour the clock shows twice (01:00 on the last Sunday of October) as its first
 * showing.
 */
export function zonedInstant(day: string, hour: number, timeZone: string): Date {
  const wall = Date.parse(`${day}T${String(hour).padStart(2, '0')}:00:00Z`);
  // The offsets in force half a day either side: a change of the clock happens between them.
  const before = zoneOffsetMs(wall - 43_200_000, timeZone);
  const after = zoneOffsetMs(wall + 43_200_000, timeZone);
  const showing = [wall - before, wall - after].filter((instant) => zoneOffsetMs(instant, timeZone) === wall - instant);
  // Shown once or twice: the first showing. Never shown (a gap): the offset before the change
  // carries the hour past the gap.
  return new Date(showing.length > 0 ? Math.min(...showing) : wall - before);
}

/** The instant a zone's day begins and the next one begins: [start, end) for "renewed on" filters. */
export function zonedDayRange(from: string, to: string, timeZone: string): { start: Date; end: Date } {
  const next = new Date(`${to}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return { start: zonedInstant(from, 0, timeZone), end: zonedInstant(next.toISOString().slice(0, 10), 0, timeZone) };
}
