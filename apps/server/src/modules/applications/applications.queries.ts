/**
 * Reading web applications: the queue (list with the tabs' counts), one application for review
 * with its possible duplicates, the CSV rows, the applicant's status look-up and the form's options.
 * A possible duplicate is another card (not deleted) or application holding the same ID hash, or
 * the same name and date of birth.
 */
import { and, asc, count, eq, gte, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type {
  Application,
  ApplicationDuplicate,
  ApplicationListItem,
  ApplicationListQuery,
  ApplicationListResult,
  ApplicationOptions,
  ApplicationPublicStatus,
  ApplicationStatus,
} from '@passdesk/contract/applications/application';
import { APPLICATION_MESSAGES } from '@passdesk/contract/applications/application';
import { applicationPath } from '@passdesk/contract/applications/applications-paths';
import { deriveCardStatus } from '@passdesk/contract/cards/card';
import { ADMIN_API } from '@passdesk/contract/http/paths';
import type { DbOrTx } from '../../platform/database/database.ts';
import { notFound } from '../../platform/http/errors.ts';
import { listOrder, listWhere, runList, filters, type ListPlan, type ListSource } from '../../platform/http/list-query.ts';
import { addDays } from '@passdesk/contract/cards/card-fields';
import { zonedInstant } from '../../platform/time/zoned-time.ts';
import { adminUsers } from '../access/access.schema.ts';
import { cards } from '../cards/cards.public.ts';
import { cardCategories } from '../categories/categories.schema.ts';
import { centers } from '../centers/centers.schema.ts';
import { routes } from '../routes/routes.schema.ts';
import { applicationDocuments, applications } from './applications.schema.ts';
import { EXACT_TOTAL_UP_TO } from '@passdesk/contract/http/list';

const nameKey = (firstName: SQL | unknown, lastName: SQL | unknown): SQL => sql`lower(${firstName} || ' ' || ${lastName})`;

/** Another live card or another application like this one (outer row: `applications`). */
const possibleDuplicate: SQL = sql`(exists (select 1 from ${cards} c where c.deleted_at is null and c.id is distinct from ${applications.card_id}
    and (c.id_proof_hash = ${applications.id_proof_hash} or (lower(c.first_name || ' ' || c.last_name) = ${nameKey(applications.first_name, applications.last_name)} and c.date_of_birth = ${applications.date_of_birth})))
  or exists (select 1 from ${applications} o where o.id <> ${applications.id}
    and (o.id_proof_hash = ${applications.id_proof_hash} or (lower(o.first_name || ' ' || o.last_name) = ${nameKey(applications.first_name, applications.last_name)} and o.date_of_birth = ${applications.date_of_birth}))))`;

const columns = {
  application: applications,
  category_name: cardCategories.name,
  category_code: cardCategories.code,
  center_name: centers.name,
  center_code: centers.code,
  route_number: routes.route_number,
  card_number: cards.card_number,
  possible_duplicate: sql<boolean>`${possibleDuplicate}`.as('possible_duplicate'),
};

function selectApplications(db: DbOrTx) {
  return db
    .select(columns)
    .from(applications)
    .innerJoin(cardCategories, eq(cardCategories.id, applications.category_id))
    .innerJoin(centers, eq(centers.id, applications.center_id))
    .leftJoin(routes, eq(routes.id, applications.route_id))
    .leftJoin(cards, eq(cards.id, applications.card_id));
}
type Row = Awaited<ReturnType<ReturnType<typeof selectApplications>['execute']>>[number];

/** Applications grow without end: unfiltered and above EXACT_TOTAL_UP_TO, the total is the planner's estimate (docs/api.md "Conventions"). */
const source: ListSource<Row> = {
  rows: (db) => selectApplications(db),
  count: (db) => db.select({ total: count() }).from(applications),
  total: { kind: 'estimated', exactUpTo: EXACT_TOTAL_UP_TO },
};

/** Days are the configured time zone's, as staff read them; `to` is inclusive. */
function applicationListPlan(timeZone: string): ListPlan<ApplicationListQuery> {
  return {
    sortable: {
      submitted_at: applications.created_at,
      name: nameKey(applications.first_name, applications.last_name),
      application_number: applications.application_number,
      reviewed_at: applications.reviewed_at,
    },
    searchable: [applications.application_number, applications.first_name, applications.last_name, applications.mobile],
    filters: {
      status: filters.equals(applications.status),
      category_id: filters.equals(applications.category_id),
      center_id: filters.equals(applications.center_id),
      from: (day) => gte(applications.created_at, zonedInstant(day, 0, timeZone)),
      to: (day) => lt(applications.created_at, zonedInstant(addDays(day, 1), 0, timeZone)),
      duplicate: (value) => (value === 'yes' ? possibleDuplicate : sql`not ${possibleDuplicate}`),
    },
    tieBreaker: applications.id,
  };
}

function toListItem(row: Row): ApplicationListItem {
  const a = row.application;
  return {
    id: a.id,
    application_number: a.application_number,
    first_name: a.first_name,
    last_name: a.last_name,
    mobile: a.mobile,
    date_of_birth: a.date_of_birth,
    category: { id: a.category_id, name: row.category_name, code: row.category_code },
    center: { id: a.center_id, name: row.center_name, code: row.center_code },
    route_number: row.route_number,
    status: a.status,
    submitted_at: a.created_at.toISOString(),
    reviewed_at: a.reviewed_at ? a.reviewed_at.toISOString() : null,
    card_id: a.card_id,
    card_number: row.card_number,
    possible_duplicate: Boolean(row.possible_duplicate),
  };
}

/** The page, and how many match the other filters in each status (the tabs). */
export async function listApplications(db: DbOrTx, query: ApplicationListQuery, timeZone: string): Promise<Omit<ApplicationListResult, 'intake'>> {
  const plan = applicationListPlan(timeZone);
  const result = await runList(db, source, plan, query);
  const counted = await db
    .select({ status: applications.status, n: count() })
    .from(applications)
    .where(listWhere(plan, { ...query, status: undefined }))
    .groupBy(applications.status);
  const counts = { pending: 0, approved: 0, rejected: 0, expired: 0 };
  for (const row of counted) counts[row.status as ApplicationStatus] = row.n;
  return { ...result, items: result.items.map(toListItem), counts };
}

/** Every application matching the list's filters, a page at a time, for the streamed CSV. */
export async function* eachApplication(db: DbOrTx, query: ApplicationListQuery, timeZone: string, pageSize = 1000): AsyncGenerator<ApplicationListItem & { email: string; gender: string; city: string; review_note: string | null }> {
  const plan = applicationListPlan(timeZone);
  const where = listWhere(plan, query);
  const orderBy = listOrder(plan, query);
  for (let offset = 0; ; offset += pageSize) {
    const rows = await selectApplications(db).where(where).orderBy(...orderBy).limit(pageSize).offset(offset);
    for (const row of rows) yield { ...toListItem(row), email: row.application.email, gender: row.application.gender, city: row.application.city, review_note: row.application.review_note };
    if (rows.length < pageSize) return;
  }
}

/** Cards and other applications that may be the same person. */
async function findApplicationDuplicates(db: DbOrTx, application: typeof applications.$inferSelect, today: string): Promise<ApplicationDuplicate[]> {
  const name = `${application.first_name} ${application.last_name}`.toLowerCase();
  const sameCard = or(eq(cards.id_proof_hash, application.id_proof_hash), and(eq(nameKey(cards.first_name, cards.last_name), name), eq(cards.date_of_birth, application.date_of_birth)));
  const cardRows = await db
    .select({ id: cards.id, number: cards.card_number, first_name: cards.first_name, last_name: cards.last_name, status: cards.status, valid_until: cards.valid_until, hash: cards.id_proof_hash })
    .from(cards)
    .where(and(isNull(cards.deleted_at), sameCard, application.card_id === null ? undefined : ne(cards.id, application.card_id)))
    .orderBy(asc(cards.id))
    .limit(10);
  const sameApplication = or(
    eq(applications.id_proof_hash, application.id_proof_hash),
    and(eq(nameKey(applications.first_name, applications.last_name), name), eq(applications.date_of_birth, application.date_of_birth)),
  );
  const applicationRows = await db
    .select({ id: applications.id, number: applications.application_number, first_name: applications.first_name, last_name: applications.last_name, status: applications.status, hash: applications.id_proof_hash })
    .from(applications)
    .where(and(ne(applications.id, application.id), sameApplication))
    .orderBy(asc(applications.id))
    .limit(10);
  const reason = (hash: string) => (hash === application.id_proof_hash ? ('same_id' as const) : ('same_name_and_birth_date' as const));
  return [
    ...cardRows.map((row) => ({
      kind: 'card' as const,
      id: row.id,
      number: row.number,
      holder: `${row.first_name} ${row.last_name}`.trim(),
      status: deriveCardStatus({ status: row.status, deleted_at: null, valid_until: row.valid_until }, today),
      reason: reason(row.hash),
    })),
    ...applicationRows.map((row) => ({ kind: 'application' as const, id: row.id, number: row.number, holder: `${row.first_name} ${row.last_name}`.trim(), status: row.status, reason: reason(row.hash) })),
  ];
}

export async function findApplication(db: DbOrTx, id: number): Promise<typeof applications.$inferSelect | undefined> {
  const [row] = await db.select().from(applications).where(eq(applications.id, id));
  return row;
}

export async function listApplicationDocuments(db: DbOrTx, id: number) {
  return db.select().from(applicationDocuments).where(eq(applicationDocuments.application_id, id)).orderBy(asc(applicationDocuments.id));
}

/** GET applications/{id}: everything the reviewer needs, with duplicates and file links. */
export async function loadApplication(db: DbOrTx, id: number, today: string): Promise<Application> {
  const [row] = await selectApplications(db).where(eq(applications.id, id));
  if (!row) throw notFound(APPLICATION_MESSAGES.notFound);
  const a = row.application;
  const [category] = await db.select().from(cardCategories).where(eq(cardCategories.id, a.category_id));
  const [route] = a.route_id === null ? [] : await db.select().from(routes).where(eq(routes.id, a.route_id));
  const [reviewer] = a.reviewed_by === null ? [] : await db.select({ first_name: adminUsers.first_name, last_name: adminUsers.last_name }).from(adminUsers).where(eq(adminUsers.id, a.reviewed_by));
  const documents = await listApplicationDocuments(db, id);
  return {
    ...toListItem(row),
    guardian_name: a.guardian_name,
    gender: a.gender,
    email: a.email,
    address: a.address,
    city: a.city,
    pincode: a.pincode,
    institution: a.institution,
    id_proof_type: a.id_proof_type as Application['id_proof_type'],
    id_proof_last4: a.id_proof_last4,
    category: { id: a.category_id, name: row.category_name, code: row.category_code, route_scope: category?.route_scope ?? 'all_routes', fee: category?.fee ?? 0, validity_days: category?.validity_days ?? 0 },
    route: route ? { id: route.id, name: route.name, route_number: route.route_number } : null,
    photo_url: a.photo_key ? `${ADMIN_API}${applicationPath('photo', { id })}` : null,
    documents: documents.map((document) => ({
      id: document.id,
      file_name: document.file_name,
      content_type: document.content_type,
      size: document.size,
      url: `${ADMIN_API}${applicationPath('document', { id, documentId: document.id })}`,
    })),
    review_note: a.review_note,
    reviewed_by_name: reviewer ? `${reviewer.first_name} ${reviewer.last_name}`.trim() : null,
    duplicates: await findApplicationDuplicates(db, a, today),
  };
}

/** The applicant's look-up: the number and the mobile must both match. */
export async function publicStatus(db: DbOrTx, applicationNumber: string, mobile: string): Promise<ApplicationPublicStatus> {
  const [row] = await db
    .select({ application: applications, category_name: cardCategories.name, card_number: cards.card_number })
    .from(applications)
    .innerJoin(cardCategories, eq(cardCategories.id, applications.category_id))
    .leftJoin(cards, eq(cards.id, applications.card_id))
    .where(and(eq(applications.application_number, applicationNumber), eq(applications.mobile, mobile)));
  if (!row) throw notFound(APPLICATION_MESSAGES.statusNotFound);
  const a = row.application;
  return {
    application_number: a.application_number,
    status: a.status,
    category_name: row.category_name,
    submitted_at: a.created_at.toISOString(),
    reviewed_at: a.reviewed_at ? a.reviewed_at.toISOString() : null,
    review_note: a.status === 'rejected' ? a.review_note : null,
    card_number: a.status === 'approved' ? row.card_number : null,
  };
}

/** Active routes and centers for the public form. */
export async function applicationOptions(db: DbOrTx): Promise<ApplicationOptions> {
  const [routeRows, centerRows] = await Promise.all([
    db
      .select({ id: routes.id, route_number: routes.route_number, name: routes.name, origin: routes.origin, destination: routes.destination })
      .from(routes)
      .where(eq(routes.status, 'active'))
      .orderBy(asc(routes.route_number)),
    db.select({ id: centers.id, name: centers.name, code: centers.code, address: centers.address, city: centers.city }).from(centers).where(eq(centers.status, 'active')).orderBy(asc(centers.name)),
  ]);
  return { routes: routeRows, centers: centerRows };
}

