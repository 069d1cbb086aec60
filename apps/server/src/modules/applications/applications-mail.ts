/**
 * Mails to applicants who gave an email: the application number on submission, and again when the
 * application is approved (with the card number), rejected (with the note) or expired unreviewed. Sent by a job queued
 * in the deciding transaction, so a mail goes out only for a decision that committed, and a
 * failing mail server is retried without holding up the applicant or the reviewer.
 */
import { eq } from 'drizzle-orm';
import type { MailMessage } from '../../platform/mail/mailer.ts';
import type { JobHandler } from '../../platform/jobs/job-queue.ts';
import type { Services } from '../../platform/services.ts';
import { cards } from '../cards/cards.schema.ts';
import { cardCategories } from '../categories/categories.schema.ts';
import { centers } from '../centers/centers.schema.ts';
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

function applicationMail(kind: ApplicationMailKind, facts: ApplicationMailFacts): MailMessage {
  const lines = [`Hello ${facts.first_name},`, ''];
  let subject: string;
  if (kind === 'submitted') {
    subject = `Bus pass application ${facts.application_number} received`;
    lines.push(
      `We received your application for a ${facts.category_name} pass. Your application number is ${facts.application_number}.`,
      'Keep it: with your mobile number it shows the status of your application on the status page.',
    );
  } else if (kind === 'approved') {
    subject = `Bus pass application ${facts.application_number} approved`;
    lines.push(
      `Your application ${facts.application_number} for a ${facts.category_name} pass has been approved.`,
      `Your pass number is ${facts.card_number ?? '(see the status page)'}. Collect it at ${facts.center_name}.`,
    );
  } else if (kind === 'expired') {
    subject = `Bus pass application ${facts.application_number} has expired`;
    lines.push(
      `Your application ${facts.application_number} for a ${facts.category_name} pass could not be reviewed in time and has been closed. Its photo and documents were deleted.`,
      `Please apply again, or visit ${facts.center_name}.`,
    );
  } else {
    subject = `Bus pass application ${facts.application_number} was not approved`;
    lines.push(`Your application ${facts.application_number} for a ${facts.category_name} pass was not approved.`, `Reason: ${facts.review_note ?? ''}`, 'You may apply again with the missing details.');
  }
  return { to: facts.email, subject, text: lines.join('\n') };
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
      })
      .from(applications)
      .innerJoin(cardCategories, eq(cardCategories.id, applications.category_id))
      .innerJoin(centers, eq(centers.id, applications.center_id))
      .leftJoin(cards, eq(cards.id, applications.card_id))
      .where(eq(applications.id, id));
    if (!row?.email) return { skipped: 'no email' };
    await services.mailer.send(applicationMail(kind as ApplicationMailKind, row));
    return { sent: kind };
  };
}
