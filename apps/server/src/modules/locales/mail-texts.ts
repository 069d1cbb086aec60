/**
 * Mails to applicants and holders in their language (docs/domain.md "Mails to applicants and
 * holders"): the words come from a feature's translation files, section `mail` (the same files and
 * loader as the printed card and receipt). English alone when the language is English; otherwise
 * the chosen language first and the same mail in English below it, like the bilingual card. The
 * English text is the same as an English-only mail, without isolate marks; the subject is in the
 * chosen language alone, without isolate marks, so that a mail list shows it whole and clean.
 */
import { PRINT_LANGUAGES, type PrintLanguage } from '@passdesk/contract/print/printable-text';
import type { Config } from '../../platform/config/config.ts';
import { printTexts, type Translate } from '../../platform/print/print-texts.ts';
import { localesDir } from './locale-files.ts';

export interface MailText {
  subject: string;
  lines: string[];
}

/** One language's mail: its subject and lines, from that language's words. */
export type MailBuilder = (words: Translate, language: PrintLanguage) => MailText;

/** What divides the chosen language's text from the English one. */
export const MAIL_LANGUAGE_DIVIDER = '— English —';

const ISOLATE_MARKS = /[\u2066-\u2069]/g;

/** The recorded language when it is one PassDesk writes in, else the office's PRINT_LANGUAGE. */
export function mailLanguage(recorded: string | null | undefined, config: Pick<Config, 'printLanguage'>): PrintLanguage {
  return PRINT_LANGUAGES.find((language) => language === recorded) ?? config.printLanguage;
}

/** A mail's subject and text in `language` (beside English), from `namespace`.json's `mail` section. */
export async function localizedMail(config: Pick<Config, 'webDistDir'>, namespace: string, language: PrintLanguage, build: MailBuilder): Promise<{ subject: string; text: string }> {
  const words = await printTexts(localesDir(config.webDistDir), namespace, 'mail', language, { isolateEnglish: false });
  const english = build(words.en, 'en');
  if (!words.local) return { subject: english.subject, text: english.lines.join('\n') };
  const local = build(words.local, language);
  return { subject: local.subject.replace(ISOLATE_MARKS, ''), text: [...local.lines, '', MAIL_LANGUAGE_DIVIDER, '', ...english.lines].join('\n') };
}

/** A calendar day (`YYYY-MM-DD`) as a mail writes it in `language`: "5 December 2026", "5 डिसेंबर 2026". */
export function mailDay(day: string, language: PrintLanguage): string {
  const locale = language === 'ar' ? 'ar' : `${language}-IN`;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC', numberingSystem: 'latn' }).format(new Date(`${day}T00:00:00Z`));
}
