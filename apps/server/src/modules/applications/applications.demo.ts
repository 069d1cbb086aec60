/**
 * Demo web applications: three dozen pending (a few of them look like people who already hold a
 * card, so the duplicate flag shows), three dozen approved (each linked both ways with a demo card
 * whose holder it describes) and three dozen rejected with a note. Fixed seed, shared avatars.
 */
import { and, asc, eq, isNull, notExists } from 'drizzle-orm';
import { addDays } from '@passdesk/contract/cards/card-fields';
import type { DemoSeed, Services } from '../../platform/services.ts';
import { dayIn } from '../../platform/time/today.ts';
import { adminUsers } from '../access/access.schema.ts';
import { AREAS, cards, demoContact, ensureIdHasher, FEMALE, holderValues, MALE, randomFrom, storeDemoAvatars, SURNAMES } from '../cards/cards.public.ts';
import { cardCategories } from '../categories/categories.schema.ts';
import { centers } from '../centers/centers.schema.ts';
import { routes } from '../routes/routes.schema.ts';
import { applications } from './applications.schema.ts';
import { newApplicationNumber } from './applications.service.ts';

/** A few that nobody reviewed in time, so the Expired tab has something to show. */
export const DEMO_EXPIRED_APPLICATIONS = 8;
export const DEMO_APPLICATIONS_PER_STATUS = 36;
const REJECT_NOTES = [
  'The photo is blurred: send a clear passport-style photo.',
  'The ID document is missing. Apply again with your Aadhaar card attached.',
  'Date of birth does not match the ID document.',
  'The student ID has expired; attach this year’s ID card.',
  'Age does not fit the senior citizen category.',
];

async function loadDemoApplications(services: Services, perStatus = DEMO_APPLICATIONS_PER_STATUS): Promise<void> {
  const db = services.db;
  const today = dayIn(services.config.timeZone);
  const categories = await db.select().from(cardCategories).where(eq(cardCategories.status, 'active')).orderBy(asc(cardCategories.id));
  const centerRows = await db.select({ id: centers.id }).from(centers).where(eq(centers.status, 'active')).orderBy(asc(centers.id));
  const routeRows = await db.select({ id: routes.id }).from(routes).where(eq(routes.status, 'active')).orderBy(asc(routes.id));
  const [admin] = await db.select({ id: adminUsers.id }).from(adminUsers).orderBy(asc(adminUsers.id)).limit(1);
  if (categories.length === 0 || centerRows.length === 0 || routeRows.length === 0) return;
  const hashId = await ensureIdHasher(db, services.config.idHashKey);
  const avatars = await storeDemoAvatars(services, 4);
  const random = randomFrom(20261124);
  const submittedAt = (daysAgo: number) => new Date(`${addDays(today, -daysAgo)}T${String(random.int(3, 15)).padStart(2, '0')}:${String(random.int(10, 59))}:00Z`);

  const person = () => {
    const category = random.pick(categories);
    const female = random.next() < 0.5;
    const firstName = random.pick(female ? FEMALE : MALE);
    const lastName = random.pick(SURNAMES);
    const age = random.int(category.min_age ?? 18, Math.min(category.max_age ?? 60, 90));
    const idNumber = `${random.int(2, 9)}${random.digits(11)}`;
    const [area, pincode] = random.pick(AREAS);
    return {
      first_name: firstName,
      last_name: lastName,
      guardian_name: age < 18 ? `${random.pick(MALE)} ${lastName}` : '',
      date_of_birth: addDays(`${Number(today.slice(0, 4)) - age - 1}-${today.slice(5, 10)}`, random.int(1, 360)),
      ...demoContact(random, { female, firstName, lastName, area, pincode }, 0.5),
      institution: '',
      id_proof_type: 'aadhaar',
      id_proof_last4: idNumber.slice(-4),
      id_proof_hash: hashId('aadhaar', idNumber),
      photo_key: (female ? avatars.female : avatars.male)[random.int(0, 3)] ?? '',
      category_id: category.id,
      route_id: category.route_scope === 'single_route' ? random.pick(routeRows).id : null,
      center_id: random.pick(centerRows).id,
    };
  };

  const pending = Array.from({ length: perStatus }, () => {
    const created = submittedAt(random.int(0, 20));
    return { ...person(), application_number: newApplicationNumber(), consent_at: created, created_at: created, updated_at: created };
  });
  const rejected = Array.from({ length: perStatus }, () => {
    const created = submittedAt(random.int(5, 90));
    const reviewed = new Date(created.getTime() + random.int(1, 72) * 3_600_000);
    return {
      ...person(),
      application_number: newApplicationNumber(),
      consent_at: created,
      created_at: created,
      updated_at: reviewed,
      status: 'rejected' as const,
      review_note: random.pick(REJECT_NOTES),
      reviewed_by: admin?.id ?? null,
      reviewed_at: reviewed,
    };
  });

  // Expired: never reviewed in time; their files were deleted (application-retention.ts).
  const expired = Array.from({ length: DEMO_EXPIRED_APPLICATIONS }, () => {
    const created = submittedAt(random.int(35, 80));
    const closed = new Date(created.getTime() + 30 * 86_400_000);
    return { ...person(), photo_key: '', application_number: newApplicationNumber(), consent_at: created, created_at: created, updated_at: closed, status: 'expired' as const, reviewed_at: closed };
  });

  // Approved: demo cards issued recently, each from an application describing its holder.
  const issued = await db
    .select()
    .from(cards)
    .where(and(isNull(cards.deleted_at), notExists(db.select({ id: applications.id }).from(applications).where(eq(applications.card_id, cards.id)))))
    .orderBy(asc(cards.id))
    .limit(perStatus + 4);
  const approvedCards = issued.slice(4);
  // A few pending ones resemble holders of the first cards (same name and date of birth): flagged.
  for (const [index, card] of issued.slice(0, 4).entries()) {
    const target = pending[index * 3];
    if (target) Object.assign(target, { first_name: card.first_name, last_name: card.last_name, date_of_birth: card.date_of_birth });
  }

  await db.transaction(async (tx) => {
    await tx.insert(applications).values([...pending, ...rejected, ...expired]);
    for (const card of approvedCards) {
      const reviewed = new Date(`${card.issue_date}T05:30:00Z`);
      const created = new Date(reviewed.getTime() - random.int(2, 96) * 3_600_000);
      await tx
        .insert(applications)
        .values({
          application_number: newApplicationNumber(),
          ...holderValues(card),
          id_proof_last4: card.id_proof_last4,
          id_proof_hash: card.id_proof_hash,
          photo_key: card.photo_key,
          category_id: card.category_id,
          route_id: card.route_id,
          center_id: card.center_id,
          consent_at: created,
          created_at: created,
          updated_at: reviewed,
          status: 'approved',
          reviewed_by: admin?.id ?? null,
          reviewed_at: reviewed,
          card_id: card.id,
        });
    }
  });
}

export const applicationsDemo: DemoSeed = {
  // After the demo cards (55), which the approved ones point at.
  order: 58,
  run: (services) => loadDemoApplications(services),
};
