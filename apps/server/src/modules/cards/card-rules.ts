/**
 * The rules a card's fields must meet beyond their shapes (docs/domain.md "Cards"): the category, route
 * and center exist and are active, the route fits the category's scope, the holder's age fits the
 * category, the start day is near the issue day; and the duplicate-ID check.
 */
import { and, eq, gte, isNull, ne } from 'drizzle-orm';
import type { z } from 'zod';
import { CARD_MESSAGES, VALID_FROM_MAX_DAYS_AHEAD, addDays, ageFits, ageOn, pickHolder, validUntil, type CardHolderField } from '@passdesk/contract/cards/card-fields';
import { deriveCardStatus, type CardDuplicate } from '@passdesk/contract/cards/card';
import type { DbOrTx } from '../../platform/database/database.ts';
import { badRequest, unprocessable } from '../../platform/http/errors.ts';
import { adminUsers } from '../access/access.schema.ts';
import { cardCategories } from '../categories/categories.schema.ts';
import { centers } from '../centers/centers.schema.ts';
import { routes } from '../routes/routes.schema.ts';
import { cards } from './cards.schema.ts';

/** A schema's parse, or 400 naming every field at fault (the first message is the headline). */
export function parseFields<S extends z.ZodType>(schema: S, fields: unknown): z.output<S> {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'body');
    errors[field] ??= issue.message;
  }
  throw badRequest(Object.values(errors)[0] ?? 'Invalid card', errors);
}

/** The holder's columns as the form gave them (the contract's one list) with the ID proof type: the same on a card and on a web application. */
export function holderValues<T extends Record<CardHolderField | 'id_proof_type', unknown>>(input: T): Pick<T, CardHolderField | 'id_proof_type'> {
  return { ...pickHolder(input), id_proof_type: input.id_proof_type };
}

export interface IssueFacts {
  category: typeof cardCategories.$inferSelect;
  route: typeof routes.$inferSelect | undefined;
  center: typeof centers.$inferSelect;
  valid_from: string;
  valid_until: string;
}

interface IssueInput {
  category_id: number;
  route_id?: number | undefined;
  center_id?: number | undefined;
  date_of_birth: string;
  valid_from?: string | undefined;
}

const refused = (field: string, message: string) => unprocessable(message, { [field]: message });

/**
 * Loads and checks what the fields point at. `issueDate` is the card's issue day (today for a new
 * card); `current` holds the ids the card already has, which stay acceptable when inactive since.
 */
export async function checkIssueFacts(
  db: DbOrTx,
  input: IssueInput,
  context: { issueDate: string; staffUserId: number | undefined; current?: { category_id: number; route_id: number | null; center_id: number; valid_from: string } },
): Promise<IssueFacts> {
  const [category] = await db.select().from(cardCategories).where(eq(cardCategories.id, input.category_id));
  if (!category) throw refused('category_id', 'Category not found');
  if (category.status !== 'active' && category.id !== context.current?.category_id) throw refused('category_id', `"${category.name}" is inactive`);

  let route: typeof routes.$inferSelect | undefined;
  if (category.route_scope === 'single_route') {
    if (input.route_id === undefined) throw refused('route_id', CARD_MESSAGES.routeRequired);
    [route] = await db.select().from(routes).where(eq(routes.id, input.route_id));
    if (!route) throw refused('route_id', 'Route not found');
    if (route.status !== 'active' && route.id !== context.current?.route_id) throw refused('route_id', `Route ${route.route_number} is inactive`);
  } else if (input.route_id !== undefined) {
    throw refused('route_id', CARD_MESSAGES.routeNotAllowed);
  }

  let centerId = input.center_id;
  if (centerId === undefined && context.staffUserId !== undefined) {
    const [staff] = await db.select({ center_id: adminUsers.center_id }).from(adminUsers).where(eq(adminUsers.id, context.staffUserId));
    centerId = staff?.center_id ?? undefined;
  }
  if (centerId === undefined) throw refused('center_id', CARD_MESSAGES.centerRequired);
  const [center] = await db.select().from(centers).where(eq(centers.id, centerId));
  if (!center) throw refused('center_id', 'Center not found');
  if (center.status !== 'active' && center.id !== context.current?.center_id) throw refused('center_id', `"${center.name}" is inactive`);

  const validFrom = input.valid_from ?? context.current?.valid_from ?? context.issueDate;
  const latest = addDays(context.issueDate, VALID_FROM_MAX_DAYS_AHEAD);
  if (validFrom < context.issueDate || validFrom > latest) {
    throw refused('valid_from', `Valid from must be between ${context.issueDate} and ${latest}`);
  }
  if (input.date_of_birth > context.issueDate) throw refused('date_of_birth', 'Date of birth cannot be in the future');
  const age = ageOn(input.date_of_birth, validFrom);
  if (age > 120) throw refused('date_of_birth', 'Date of birth is more than 120 years ago');
  if (!ageFits(age, category)) throw refused('date_of_birth', CARD_MESSAGES.ageOutside(category.min_age, category.max_age));

  return { category, route, center, valid_from: validFrom, valid_until: validUntil(validFrom, category.validity_days) };
}

/** Live cards (not deleted, not expired) holding the same ID, newest first. */
export async function findDuplicates(db: DbOrTx, idProofHash: string, today: string, exceptCardId?: number): Promise<CardDuplicate[]> {
  const rows = await db
    .select({
      id: cards.id,
      card_number: cards.card_number,
      first_name: cards.first_name,
      last_name: cards.last_name,
      status: cards.status,
      valid_until: cards.valid_until,
    })
    .from(cards)
    .where(
      and(
        eq(cards.id_proof_hash, idProofHash),
        isNull(cards.deleted_at),
        gte(cards.valid_until, today),
        exceptCardId === undefined ? undefined : ne(cards.id, exceptCardId),
      ),
    )
    .limit(5);
  return rows.map((row) => ({
    id: row.id,
    card_number: row.card_number,
    holder: `${row.first_name} ${row.last_name}`.trim(),
    status: deriveCardStatus({ status: row.status, deleted_at: null, valid_until: row.valid_until }, today),
    valid_until: row.valid_until,
  }));
}
