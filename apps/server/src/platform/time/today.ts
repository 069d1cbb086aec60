/** Calendar days in the configured time zone (TIME_ZONE, default Asia/Kolkata): what "today" means to a pass office. */

/** `YYYY-MM-DD` of an instant in a time zone. */
export function dayIn(timeZone: string, at: Date = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}
