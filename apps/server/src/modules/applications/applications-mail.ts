/**
 * Mails to applicants who gave an email: the application number on submission, and again when the
 * application is approved (with the card number), rejected (with the note) or expired unreviewed;
 * in the language the applicant used on the form, else the office's PRINT_LANGUAGE, beside
 * English (locales/mail-texts.ts). Sent by a job queued
 * in the deciding transaction, so a mail goes out only for a decision that committed, and a
 * failing mail server is retried without holding up the applicant or the reviewer.
 */
import { eq } from 'drizzle-orm';
import type { JobHandler } from '../../platform/jobs/job-queue.ts';
import type { Services } from '../../platform/services.ts';
import { cards } from '../cards/cards.public.ts';
import { cardCategories } from '../categories/categories.schema.ts';
import { centers } from '../centers/centers.schema.ts';
import { localizedMail, mailLanguage, type MailBuilder } from '../locales/mail-texts.ts';
import { applications } from './applications.schema.ts';

export const APPLICATION_MAIL_JOB = 'applications.mail';
export type ApplicationMailKind = 'submitted' | 'approved' | 'rejected' | 'expired';
const KINDS: readonly string[] = ['submitted', 'approved', 'rejected', 'expired'];

interface ApplicationMailFacts {
  email: string;
  first_name: string;
  application_number: string;
  category_name: string;
  center_name: string;
  review_note: string | null;
  card_number: string | null;
}

/** One kind of mail in one language's words (`applications.json` → `mail`). */
function applicationMail(kind: ApplicationMailKind, facts: ApplicationMailFacts): MailBuilder {
  return (words) => {
    const values = {
      name: facts.first_name,
      number: facts.application_number,
      category: facts.category_name,
      center: facts.center_name,
      card: facts.card_number ?? words('approved.cardPending'),
      note: facts.review_note ?? '',
    };
    const say = (key: string) => words(`${kind}.${key}`, values);
    const lines = [words('hello', values), ''];
    if (kind === 'submitted') lines.push(say('body'), say('keep'));
    else if (kind === 'approved') lines.push(say('body'), say('collect'));
    else if (kind === 'expired') lines.push(say('body'), say('again'));
    else lines.push(say('body'), say('reason'), say('again'));
    return { subject: say('subject'), lines };
  };
}

export function applicationMailJob(services: Services): JobHandler {
  return async (payload) => {
    const id = Number(payload.application_id);
    const kind = String(payload.kind);
    if (!Number.isInteger(id) || !KINDS.includes(kind)) return { skipped: 'bad payload' };
    const [row] = await services.db
      .select({
        email: applications.email,
        first_name: applications.first_name,
        application_number: applications.application_number,
        category_name: cardCategories.name,
        center_name: centers.name,
        review_note: applications.review_note,
        card_number: cards.card_number,
        language: applications.language,
      })
      .from(applications)
      .innerJoin(cardCategories, eq(cardCategories.id, applications.category_id))
      .innerJoin(centers, eq(centers.id, applications.center_id))
      .leftJoin(cards, eq(cards.id, applications.card_id))
      .where(eq(applications.id, id));
    if (!row?.email) return { skipped: 'no email' };
    const language = mailLanguage(row.language, services.config);
    const mail = await localizedMail(services.config, 'applications', language, applicationMail(kind as ApplicationMailKind, row));
    await services.mailer.send({ to: row.email, ...mail });
    return { sent: kind };
  };
}
