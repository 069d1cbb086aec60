/** Calendar days in the configured time zone (TIME_ZONE, default Asia/Kolkata): what "today" means to a pass office. */

/**
 * One formatter per time zone: making an Intl.DateTimeFormat costs about 200 µs, formatting with
 * one about 5 µs, and every scan asks for its day (bench/scans-post, docs/performance.md).
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

/** `YYYY-MM-DD` of an instant in a time zone. */
export function dayIn(timeZone: string, at: Date = new Date()): string {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // en-CA writes dates as YYYY-MM-DD.
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timeZone, formatter);
  }
  return formatter.format(at);
}
