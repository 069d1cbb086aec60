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

/** The instant when the zone's clock shows `hour`:00 on `day`. */
export function zonedInstant(day: string, hour: number, timeZone: string): Date {
  const guess = Date.parse(`${day}T${String(hour).padStart(2, '0')}:00:00Z`);
  const first = guess - zoneOffsetMs(guess, timeZone);
  // Once more, in case the first guess fell on the other side of a daylight-saving change.
  return new Date(guess - zoneOffsetMs(first, timeZone));
}

/** The instant a zone's day begins and the next one begins: [start, end) for "renewed on" filters. */
export function zonedDayRange(from: string, to: string, timeZone: string): { start: Date; end: Date } {
  const next = new Date(`${to}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return { start: zonedInstant(from, 0, timeZone), end: zonedInstant(next.toISOString().slice(0, 10), 0, timeZone) };
}
