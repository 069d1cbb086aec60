/**
 * Money and dates as the panel shows them (docs/api.md "Conventions"): amounts arrive in integer
 * minor units (paise) of the configured currency (default INR); instants are UTC and shown in the
 * configured time zone (default Asia/Kolkata); plain dates (YYYY-MM-DD) are shown as they are.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { warmInWorker } from './intl-warm.ts';
import { DATE_TIME_OPTIONS, localeFor, PANEL_TIME_ZONE } from './locale.ts';

interface FormatSettings {
  currency: string;
  timeZone: string;
}

const settings: FormatSettings = { currency: 'INR', timeZone: PANEL_TIME_ZONE };

/**
 * Intl formatters, made once per locale and options: making one costs far more than using it
 * (a list of 10 rows made ~60 ms of them at the mobile preset's 4× CPU slowdown, docs/performance.md).
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** The number format for a locale and options, made once (see above). */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format;
}

/** The date format for a locale and options, made once (see above). */
export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}

/** The options of the formats a list or a form shows first: numbers, dates, date and time. */
const DATE_OPTIONS = { dateStyle: 'medium' } as const satisfies Intl.DateTimeFormatOptions;

/**
 * Has a worker make the language's number and date formats while a signed-in page's chunks and
 * data are still on their way: a page's first Intl formatter costs 20–60 ms of CPU (ICU loading
 * its locale data; 4× that at Lighthouse mobile's slowdown), a long task of its own on the main
 * thread, and ICU keeps what it loaded for the whole process (lib/intl-warm.worker.ts). The
 * sign-in page skips it.
 */
export function warmFormats(language: string): void {
  const locale = localeFor(language);
  warmInWorker([
    { kind: 'number', locale },
    { kind: 'date', locale, options: { ...DATE_OPTIONS, timeZone: settings.timeZone } },
    { kind: 'date', locale, options: { ...DATE_TIME_OPTIONS, timeZone: settings.timeZone } },
  ]);
}

/** How many minor units make one major unit of a currency (100 for INR, 1 for JPY). */
function minorUnitDigits(currency = settings.currency): number {
  return numberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

export function formatMoney(minor: number, locale = 'en-IN', currency = settings.currency): string {
  const digits = minorUnitDigits(currency);
  return numberFormat(locale, { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits }).format(minor / 10 ** digits);
}

/** "150.5" → 15050 for INR; undefined when the text is not an amount with at most the currency's decimals. */
export function parseMoneyInput(text: string, currency = settings.currency): number | undefined {
  const digits = minorUnitDigits(currency);
  const cleaned = text.replace(/[,\s]/g, '');
  const pattern = digits > 0 ? new RegExp(`^\\d+(\\.\\d{0,${digits}})?$`) : /^\d+$/;
  if (!pattern.test(cleaned)) return undefined;
  const [whole = '0', fraction = ''] = cleaned.split('.');
  return Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
}

/** 15050 → "150.50" for an input field (no grouping, no symbol). */
export function moneyInputText(minor: number, currency = settings.currency): string {
  const digits = minorUnitDigits(currency);
  return digits > 0 ? (minor / 10 ** digits).toFixed(digits) : String(minor);
}

/** The currency's symbol, e.g. ₹. */
function currencySymbol(locale = 'en-IN', currency = settings.currency): string {
  return numberFormat(locale, { style: 'currency', currency }).formatToParts(0).find((part) => part.type === 'currency')?.value ?? currency;
}

/** An instant (ISO 8601 UTC) as date and time in the configured zone. */
export function formatDateTime(instant: string | Date, locale = 'en-IN', timeZone = settings.timeZone): string {
  return dateFormat(locale, { ...DATE_TIME_OPTIONS, timeZone }).format(new Date(instant));
}

/** A plain date (YYYY-MM-DD) as written, or an instant's calendar day in the configured zone. */
export function formatDate(value: string | Date, locale = 'en-IN', timeZone = settings.timeZone): string {
  const plain = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
  // A plain date has no zone: read it as UTC midnight and print it in UTC so the day never shifts.
  const date = plain ? new Date(`${value}T00:00:00Z`) : new Date(value);
  return dateFormat(locale, { ...DATE_OPTIONS, timeZone: plain ? 'UTC' : timeZone }).format(date);
}

export function formatNumber(value: number, locale = 'en-IN'): string {
  return numberFormat(locale).format(value);
}

/** The formatters bound to the current language. */
export function useFormat() {
  const { i18n } = useTranslation();
  const locale = localeFor(i18n.language);
  return useMemo(
    () => ({
      locale,
      money: (minor: number) => formatMoney(minor, locale),
      date: (value: string | Date) => formatDate(value, locale),
      dateTime: (value: string | Date) => formatDateTime(value, locale),
      number: (value: number) => formatNumber(value, locale),
      currencySymbol: () => currencySymbol(locale),
    }),
    [locale],
  );
}

/** Today's date (YYYY-MM-DD) in the configured time zone: the counter's day, not UTC's. */
export function todayIso(timeZone = settings.timeZone): string {
  return dateFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
}
