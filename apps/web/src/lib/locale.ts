/**
 * The panel's locale rules without React or i18next, shared by lib/format.ts and the boot script's
 * static frame (boot/record-frame.ts), so a date drawn before the main script reads as React's.
 */

/** The time zone instants are shown in (docs/api.md "Conventions"). */
export const PANEL_TIME_ZONE = 'Asia/Kolkata';

/** An instant as the panel shows it: the language's medium date and short time. */
export const DATE_TIME_OPTIONS = { dateStyle: 'medium', timeStyle: 'short' } as const satisfies Intl.DateTimeFormatOptions;

/** Indian digit grouping for the panel's languages; Arabic keeps its own digits. */
export function localeFor(language: string | undefined): string {
  const base = (language ?? 'en').split('-')[0];
  if (base === 'en') return 'en-IN';
  if (base === 'hi' || base === 'gu') return `${base}-IN`;
  return base || 'en-IN';
}
