/**
 * Expiry reminders: a daily job on the platform's job queue mails every holder who gave an email
 * address, once per validity period, when the card's last valid day is at most 7 days away (so
 * a day the job did not run is caught up the next day). Without SMTP_URL the mail goes to the
 * log, like every mail. It is written in the language of the application the card was issued
 * from, else the office's PRINT_LANGUAGE, beside English (locales/mail-texts.ts).
 *
 * "Once" holds across any number of workers and instances: before mailing, a worker claims the
 * (card, valid_until) pair with an insert that the unique index lets only one of them make. A
 * failed delivery is recorded and claimed again by a later run; a claim whose delivery outcome
 * was never recorded (a crash mid-send) is not retried, as it may have gone out.
 *
 * Scheduling: one job per day at 08:00 in the configured time zone. Whoever moves the
 * `schedule:` marker in system_state forward enqueues that day's job in the same transaction, so
 * two instances starting together queue it once; each run queues the next day's.
 */
import { and, asc, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import { addDays } from '@passdesk/contract/cards/card-fields';
import { REMINDER_DAYS_BEFORE, type ExpiryReminder } from '@passdesk/contract/renewals/renewal';
import type { Config } from '../../platform/config/config.ts';
import type { Db, DbOrTx } from '../../platform/database/database.ts';
import { applications } from '../applications/applications.schema.ts';
import { cardCategories } from '../categories/categories.schema.ts';
import { localizedMail, mailDay, mailLanguage, type MailBuilder } from '../locales/mail-texts.ts';
import { cardExpiryReminders } from './renewals.schema.ts';
import { cards } from '../cards/cards.public.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { scheduleDailyRun } from '../../platform/jobs/daily-schedule.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { dayIn } from '../../platform/time/today.ts';

export const EXPIRY_REMINDER_JOB = 'renewals.expiry-reminders';
/** The hour (configured zone) the daily run is due. */
export const REMINDER_HOUR = 8;

export interface ReminderDeps {
  db: Db;
  mailer: Mailer;
  config: Config;
}

export interface ReminderRunResult {
  [key: string]: unknown;
  day: string;
  sent: number;
  failed: number;
}

/** Cards due a reminder on `today` that no worker has claimed for their current period. */
async function dueCards(db: DbOrTx, today: string) {
  return db
    .select({
      id: cards.id,
      card_number: cards.card_number,
      first_name: cards.first_name,
      email: cards.email,
      valid_until: cards.valid_until,
      category_name: cardCategories.name,
      language: applications.language,
    })
    .from(cards)
    .innerJoin(cardCategories, eq(cardCategories.id, cards.category_id))
    .leftJoin(applications, eq(applications.card_id, cards.id))
    .leftJoin(cardExpiryReminders, and(eq(cardExpiryReminders.card_id, cards.id), eq(cardExpiryReminders.valid_until, cards.valid_until)))
    .where(
      and(
        isNull(cards.deleted_at),
        eq(cards.status, 'active'),
        sql`${cards.email} <> ''`,
        gte(cards.valid_until, today),
        lte(cards.valid_until, addDays(today, REMINDER_DAYS_BEFORE)),
        sql`(${cardExpiryReminders.id} is null or ${cardExpiryReminders.status} = 'failed')`,
      ),
    )
    .orderBy(asc(cards.valid_until), asc(cards.id));
}

/** Takes the (card, period) pair for this worker; false when another worker has it. */
async function claim(db: Db, card: { id: number; email: string; valid_until: string }): Promise<number | undefined> {
  const [row] = await db
    .insert(cardExpiryReminders)
    .values({ card_id: card.id, valid_until: card.valid_until, email: card.email, status: 'sending' })
    .onConflictDoUpdate({
      target: [cardExpiryReminders.card_id, cardExpiryReminders.valid_until],
      set: { status: 'sending', email: card.email, error: null, updated_at: new Date() },
      setWhere: eq(cardExpiryReminders.status, 'failed'),
    })
    .returning({ id: cardExpiryReminders.id });
  return row?.id;
}

/** The reminder in one language's words (`renewals.json` → `mail`). */
function reminderMail(card: { card_number: string; first_name: string; valid_until: string; category_name: string }): MailBuilder {
  return (words, language) => {
    const values = { name: card.first_name, card: card.card_number, category: card.category_name, until: mailDay(card.valid_until, language) };
    return { subject: words('subject', values), lines: [words('dear', values), '', words('validUntil', values), words('renew'), '', words('signature')] };
  };
}

/** Mails every due reminder of `today` (a calendar day in the configured zone). */
export async function sendExpiryReminders(deps: ReminderDeps, today: string): Promise<ReminderRunResult> {
  const result: ReminderRunResult = { day: today, sent: 0, failed: 0 };
  for (const card of await dueCards(deps.db, today)) {
    const reminderId = await claim(deps.db, card);
    if (reminderId === undefined) continue;
    try {
      const mail = await localizedMail(deps.config, 'renewals', mailLanguage(card.language, deps.config), reminderMail(card));
      await deps.mailer.send({ to: card.email, ...mail });
      await deps.db.update(cardExpiryReminders).set({ status: 'sent', sent_at: new Date() }).where(eq(cardExpiryReminders.id, reminderId));
      result.sent += 1;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await deps.db.update(cardExpiryReminders).set({ status: 'failed', error: message.slice(0, 1000) }).where(eq(cardExpiryReminders.id, reminderId));
      result.failed += 1;
    }
  }
  return result;
}

/**
 * Queues the run of `day` unless a run of that day or a later one is queued already. True when
 * this call queued it.
 */
export function scheduleExpiryReminders(db: Db, jobs: JobQueue, config: Config, day: string): Promise<boolean> {
  return scheduleDailyRun(db, jobs, { name: EXPIRY_REMINDER_JOB, hour: REMINDER_HOUR }, config.timeZone, day);
}

/**
 * The handler of the daily job: remind as of today (a run that was late because the server was
 * down catches up), then queue tomorrow's run.
 */
export function expiryReminderJob(deps: ReminderDeps & { jobs: JobQueue }) {
  return async (): Promise<ReminderRunResult> => {
    const today = dayIn(deps.config.timeZone);
    const result = await sendExpiryReminders(deps, today);
    await scheduleExpiryReminders(deps.db, deps.jobs, deps.config, addDays(today, 1));
    return result;
  };
}

function toExpiryReminder(row: typeof cardExpiryReminders.$inferSelect): ExpiryReminder {
  return {
    id: row.id,
    card_id: row.card_id,
    valid_until: row.valid_until,
    email: row.email,
    status: row.status,
    sent_at: row.sent_at ? row.sent_at.toISOString() : null,
    error: row.error,
    created_at: row.created_at.toISOString(),
  };
}

export async function remindersOf(db: DbOrTx, cardId: number): Promise<ExpiryReminder[]> {
  const rows = await db.select().from(cardExpiryReminders).where(eq(cardExpiryReminders.card_id, cardId)).orderBy(sql`${cardExpiryReminders.id} desc`);
  return rows.map(toExpiryReminder);
}
