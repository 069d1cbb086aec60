import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { localizedMail, MAIL_LANGUAGE_DIVIDER, mailDay, mailLanguage, type MailBuilder } from './mail-texts.ts';

/** The translation files the panel ships (no built panel here). */
const config = { webDistDir: path.join('/nonexistent', 'web-dist'), printLanguage: 'gu' as const };
const ISOLATES = /[\u2066-\u2069]/;

const reminder: MailBuilder = (words, language) => {
  const values = { name: 'Amina', card: 'LDW-2026-000007', category: 'Student', until: mailDay('2026-12-05', language) };
  return { subject: words('subject', values), lines: [words('dear', values), '', words('validUntil', values)] };
};

describe('mail texts', () => {
  it('English alone: the plain English text, no isolate marks, no divider', async () => {
    const mail = await localizedMail(config, 'renewals', 'en', reminder);
    expect(mail).toEqual({
      subject: 'Your bus pass LDW-2026-000007 expires on 5 December 2026',
      text: 'Dear Amina,\n\nYour Student pass LDW-2026-000007 is valid until 5 December 2026.',
    });
  });

  it('Arabic: the subject in Arabic without marks, the values isolated in the Arabic text, the English text unchanged below', async () => {
    const english = await localizedMail(config, 'renewals', 'en', reminder);
    const mail = await localizedMail(config, 'renewals', 'ar', reminder);
    expect(mail.subject).toBe('تنتهي بطاقة الحافلة LDW-2026-000007 في 5 ديسمبر 2026');
    expect(mail.subject).not.toMatch(ISOLATES);
    const [arabic, rest] = mail.text.split(`\n\n${MAIL_LANGUAGE_DIVIDER}\n\n`);
    expect(arabic).toContain('مرحبًا \u2068Amina\u2069،');
    expect(arabic).toContain('صالحة حتى \u20685 ديسمبر 2026\u2069.');
    expect(rest).toBe(english.text);
  });

  it('a recorded language PassDesk writes in wins; anything else is the office’s', () => {
    expect(mailLanguage('hi', config)).toBe('hi');
    expect(mailLanguage(null, config)).toBe('gu');
    expect(mailLanguage('fr', config)).toBe('gu');
  });
});
