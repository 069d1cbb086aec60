/** Calendar days in the configured time zone (TIME_ZONE, default Asia/Kolkata): what "today" means to a pass office. */

interface DayFormatter {
  formatter: Intl.DateTimeFormat;
  /** The whole second (ms since the epoch / 1000) of the last day formatted, and that day. */
  second: number;
  day: string;
}

/**
 * One formatter per time zone: making an Intl.DateTimeFormat costs about 200 µs, formatting with
 * one about 5–10 µs, and every scan and list request asks for its day (bench/scans-post,
 * bench/cards-list, docs/performance.md). The last day formatted is kept for its second: a time
 * zone's offset is a whole number of minutes, so no day begins inside a second and the answer is
 * exact.
 */
const formatters = new Map<string, DayFormatter>();

/** `YYYY-MM-DD` of an instant in a time zone. */
export function dayIn(timeZone: string, at: Date = new Date()): string {
  let entry = formatters.get(timeZone);
  if (!entry) {
    // en-CA writes dates as YYYY-MM-DD.
    entry = { formatter: new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }), second: Number.NaN, day: '' };
    formatters.set(timeZone, entry);
  }
  const second = Math.floor(at.getTime() / 1000);
  if (second !== entry.second) {
    entry.day = entry.formatter.format(at);
    entry.second = second;
  }
  return entry.day;
}
