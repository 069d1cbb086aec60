/**
 * About 5,000 demo cards across the demo categories, centers and routes: Indian names, ages that
 * fit each category, passport-style photos drawn locally, issue dates over the last 13 months (so
 * many monthly passes have expired), a few blocked and a few deleted. A fixed seed makes every
 * fresh database the same. The cards share two dozen stored avatars (see demo-photos.ts): writing
 * 5,000 files made the first start many seconds slower.
 */
import { asc, eq, sql } from 'drizzle-orm';
import { addDays, validUntil } from '@passdesk/contract/cards/card-fields';
import { adminUsers } from '../access/access.schema.ts';
import { cardCategories } from '../categories/categories.schema.ts';
import { centers } from '../centers/centers.schema.ts';
import { routes } from '../routes/routes.schema.ts';
import type { DemoSeed, Services } from '../../platform/services.ts';
import { dayIn } from '../../platform/time/today.ts';
import { seedAuditEvents, type SeededAuditEntry } from '../../platform/audit/audit.ts';
import { auditView } from './cards.service.ts';
import { formatCardNumber } from './card-numbers.ts';
import { insertManyRows } from '../../platform/database/copy-rows.ts';
import { cardNumberCounters, cards } from './cards.schema.ts';
import { DEMO_AVATAR_VARIANTS } from './demo-avatar-drawing.ts';
import { storeDemoAvatars } from './demo-photos.ts';
import { ensureIdHasher } from './id-hash.ts';

const DEMO_CARD_COUNT = 5000;

export const FEMALE = ['Aarohi', 'Aditi', 'Ananya', 'Anjali', 'Bhavna', 'Diya', 'Divya', 'Falguni', 'Gauri', 'Hetal', 'Isha', 'Jalpa', 'Kavya', 'Khushi', 'Komal', 'Krupa', 'Lata', 'Mansi', 'Meera', 'Neha', 'Nidhi', 'Pooja', 'Priya', 'Radha', 'Riddhi', 'Sakshi', 'Sejal', 'Shreya', 'Sneha', 'Tanvi', 'Urvi', 'Vaishali', 'Zoya', 'Fatima', 'Ayesha', 'Lakshmi', 'Savita', 'Kamala', 'Sharda', 'Hansa'];
export const MALE = ['Aarav', 'Aditya', 'Amit', 'Arjun', 'Bhavesh', 'Chirag', 'Darshan', 'Dhruv', 'Harsh', 'Hitesh', 'Jay', 'Jignesh', 'Kabir', 'Karan', 'Kishan', 'Manoj', 'Mehul', 'Nikhil', 'Parth', 'Pranav', 'Rahul', 'Raj', 'Rohan', 'Sahil', 'Sanjay', 'Tushar', 'Umesh', 'Vivek', 'Yash', 'Imran', 'Salim', 'Arif', 'Ramesh', 'Suresh', 'Mahesh', 'Dinesh', 'Govind', 'Hasmukh', 'Natwar', 'Prakash'];
export const SURNAMES = ['Patel', 'Shah', 'Desai', 'Mehta', 'Joshi', 'Trivedi', 'Parmar', 'Solanki', 'Chauhan', 'Rathod', 'Prajapati', 'Pandya', 'Bhatt', 'Vyas', 'Thakkar', 'Raval', 'Dave', 'Modi', 'Makwana', 'Vaghela', 'Sharma', 'Verma', 'Singh', 'Yadav', 'Gupta', 'Agarwal', 'Mishra', 'Iyer', 'Nair', 'Reddy', 'Shaikh', 'Khan', 'Ansari', 'Pathan', 'Christian', 'Macwan', 'Gohil', 'Jadeja', 'Zala', 'Panchal'];
/**
 * Holders whose names are written in their own script: every 20th demo card, in turn Gujarati,
 * Hindi and Arabic (docs/domain.md "Printing"). The longest of each list are what the printed card's
 * name box is checked against (card-print.test.ts).
 */
export const SCRIPT_NAMES = {
  gujarati: {
    female: ['ભાવના', 'હેતલ', 'ફાલ્ગુની', 'જલ્પા', 'કૃપા', 'ભાગ્યશ્રી', 'હંસા'],
    male: ['અમિત', 'હર્ષદ', 'જિજ્ઞેશ', 'ચિરાગ', 'હસમુખ', 'ભાવેશ', 'સંજય'],
    surnames: ['પટેલ', 'શાહ', 'દેસાઈ', 'ત્રિવેદી', 'પ્રજાપતિ', 'ઠક્કર', 'મકવાણા', 'વાઘેલા'],
  },
  hindi: {
    female: ['अनन्या', 'प्रियंका', 'श्रद्धा', 'लक्ष्मी', 'सावित्री', 'कृष्णा'],
    male: ['अमित', 'हर्ष', 'क्षितिज', 'श्रीनिवास', 'प्रद्युम्न', 'ज्ञानेश्वर'],
    surnames: ['शर्मा', 'वर्मा', 'त्रिपाठी', 'श्रीवास्तव', 'चतुर्वेदी', 'द्विवेदी', 'मिश्रा'],
  },
  arabic: {
    female: ['أمينة', 'فاطمة', 'عائشة', 'زينب', 'خديجة'],
    male: ['عبد الرحمن', 'محمد', 'عمران', 'سليم', 'عارف'],
    surnames: ['شيخ', 'خان', 'الأنصاري', 'الهاشمي', 'القرشي'],
  },
} as const;
const SCRIPT_TURNS = ['gujarati', 'hindi', 'arabic'] as const;
const SCRIPT_EVERY = 20;

export const AREAS: Array<[string, string]> = [
  ['Paldi', '380007'], ['Navrangpura', '380009'], ['Maninagar', '380008'], ['Naroda', '382330'], ['Vastral', '382418'], ['Bopal', '380058'],
  ['Chandkheda', '382424'], ['Ghatlodiya', '380061'], ['Satellite', '380015'], ['Bapunagar', '380024'], ['Isanpur', '382443'], ['Sabarmati', '380005'],
  ['Nikol', '382350'], ['Ranip', '382480'], ['Juhapura', '380055'], ['Odhav', '382415'], ['Vasna', '380007'], ['Shahibaug', '380004'],
];
const SOCIETIES = ['Shanti Nagar', 'Gokuldham', 'Sundarvan', 'Shivam Park', 'Nilkanth Society', 'Krishna Kunj', 'Parishram Flats', 'Sahajanand Tenements', 'Ambika Nagar', 'Umiya Park'];
/**
 * A demo holder's contact fields: a mobile number, an email for `emailShare` of them, an address in
 * the given area. Drawn in a fixed order, so the demo stays the same everywhere.
 */
export function demoContact(random: DemoRandom, holder: { female: boolean; firstName: string; lastName: string; area: string; pincode: string }, emailShare: number) {
  return {
    gender: holder.female ? ('female' as const) : ('male' as const),
    mobile: `${random.int(6, 9)}${random.digits(9)}`,
    email: random.next() < emailShare ? `${holder.firstName.toLowerCase()}.${holder.lastName.toLowerCase()}${random.int(1, 99)}@example.in` : '',
    address: `${random.int(1, 250)}, ${random.pick(SOCIETIES)}, ${holder.area}`,
    city: 'Ahmedabad',
    pincode: holder.pincode,
  };
}

const INSTITUTIONS = ['Gujarat University', 'L.D. College of Engineering', 'H.L. College of Commerce', 'St. Xavier\'s College', 'Navrangpura High School', 'Vidyanagar High School', 'Nirma University', 'Shardamandir School', 'M.G. Science Institute', 'Ahmedabad Municipal School No. 12'];

/** Deterministic pseudo-random numbers (mulberry32), so the demo is the same everywhere. */
export function randomFrom(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T,
    digits: (count: number) => Array.from({ length: count }, () => Math.floor(next() * 10)).join(''),
  };
}

export type DemoRandom = ReturnType<typeof randomFrom>;

/** Share of the demo cards per category code, and the ages issued in it. */
const MIX: Record<string, { share: number; ages: [number, number]; female?: boolean }> = {
  STM: { share: 20, ages: [10, 24] },
  STQ: { share: 10, ages: [12, 24] },
  STA: { share: 8, ages: [6, 22] },
  SCY: { share: 15, ages: [60, 88] },
  DVY: { share: 5, ages: [8, 70] },
  GNM: { share: 14, ages: [18, 58] },
  GMA: { share: 10, ages: [19, 59] },
  GNQ: { share: 7, ages: [20, 58] },
  WMM: { share: 9, ages: [18, 58], female: true },
  FFL: { share: 2, ages: [86, 99] },
};

async function loadDemoCards(services: Services, count = DEMO_CARD_COUNT): Promise<void> {
  const db = services.db;
  const today = dayIn(services.config.timeZone);
  const categories = await db.select().from(cardCategories).where(eq(cardCategories.status, 'active'));
  const centerRows = await db.select().from(centers).where(eq(centers.status, 'active')).orderBy(asc(centers.id));
  const routeRows = await db.select({ id: routes.id }).from(routes).where(eq(routes.status, 'active'));
  const [admin] = await db.select({ id: adminUsers.id }).from(adminUsers).orderBy(asc(adminUsers.id)).limit(1);
  const mix = categories.filter((category) => MIX[category.code]);
  if (mix.length === 0 || centerRows.length === 0 || routeRows.length === 0) return;
  const hashId = await ensureIdHasher(db, services.config.idHashKey);
  const avatars = await storeDemoAvatars(services);
  const random = randomFrom(20261123);
  const weights = mix.map((category) => MIX[category.code]?.share ?? 0);
  const totalWeight = weights.reduce((sum, weight) => sum + weight, 0);
  const pickCategory = () => {
    let roll = random.next() * totalWeight;
    for (const [index, weight] of weights.entries()) {
      roll -= weight;
      if (roll < 0) return mix[index] ?? mix[0];
    }
    return mix[0];
  };

  const drafts = Array.from({ length: count }, () => {
    const category = pickCategory() ?? categories[0];
    if (!category) throw new Error('no demo category');
    const rule = MIX[category.code] ?? { share: 0, ages: [20, 50] as [number, number] };
    const female = rule.female ?? random.next() < 0.48;
    const roll = random.next();
    // Half issued in the last month, the rest over the year before: many monthly passes have expired.
    const issueDate = addDays(today, -(roll < 0.5 ? random.int(0, 29) : roll < 0.8 ? random.int(30, 180) : random.int(181, 400)));
    const age = random.int(rule.ages[0], rule.ages[1]);
    const dateOfBirth = addDays(`${Number(issueDate.slice(0, 4)) - age - 1}-${issueDate.slice(5, 10)}`, random.int(1, 360));
    const firstName = random.pick(female ? FEMALE : MALE);
    const lastName = random.pick(SURNAMES);
    const [area, pincode] = random.pick(AREAS);
    const student = category.code.startsWith('ST');
    const idType = category.code === 'DVY' ? 'udid' : student && random.next() < 0.4 ? 'student_id' : category.code === 'SCY' && random.next() < 0.3 ? 'voter_id' : 'aadhaar';
    const idNumber =
      idType === 'udid' ? `GJ${random.digits(16)}` : idType === 'student_id' ? `GU${random.digits(8)}` : idType === 'voter_id' ? `GJV${random.digits(7)}` : `${random.int(2, 9)}${random.digits(11)}`;
    const center = random.pick(centerRows);
    const status = random.next() < 0.03 ? ('blocked' as const) : ('active' as const);
    const deleted = random.next() < 0.02;
    const paid: 'cash' | 'upi' | 'card' | 'waived' = category.fee === 0 ? 'waived' : random.pick(['cash', 'cash', 'upi', 'upi', 'card'] as const);
    return {
      first_name: firstName,
      last_name: lastName,
      guardian_name: age < 18 || random.next() < 0.3 ? `${random.pick(MALE)} ${lastName}` : '',
      date_of_birth: dateOfBirth,
      ...demoContact(random, { female, firstName, lastName, area, pincode }, 0.4),
      institution: student ? random.pick(INSTITUTIONS) : '',
      id_proof_type: idType,
      id_proof_last4: idNumber.slice(-4),
      id_proof_hash: hashId(idType, idNumber),
      category_id: category.id,
      route_id: category.route_scope === 'single_route' ? random.pick(routeRows).id : null,
      center,
      issue_date: issueDate,
      valid_from: issueDate,
      valid_until: validUntil(issueDate, category.validity_days),
      fee_paid: category.fee,
      payment_mode: paid,
      receipt_number: paid === 'waived' ? '' : `R-${issueDate.slice(2, 4)}${random.digits(6)}`,
      status,
      block_reason: status === 'blocked' ? random.pick(['Reported lost by holder', 'Misuse reported by conductor', 'Documents under verification']) : null,
      deleted_at: deleted ? new Date(`${addDays(issueDate, 1)}T06:30:00Z`) : null,
      deleted_by: deleted ? (admin?.id ?? null) : null,
      delete_reason: deleted ? random.pick(['Issued twice by mistake', 'Holder cancelled the pass', 'Wrong category chosen']) : null,
      created_by: admin?.id ?? null,
      photo_key: (female ? avatars.female : avatars.male)[random.int(0, DEMO_AVATAR_VARIANTS - 1)] ?? '',
    };
  });

  // Every 20th holder's name in Gujarati, Hindi or Arabic script, from numbers of their own (the
  // rest of the demo stays as it was). They gave no email: it would be made from a Latin name.
  const scriptRandom = randomFrom(20261128);
  drafts.forEach((draft, index) => {
    if (index % SCRIPT_EVERY !== 0) return;
    const names = SCRIPT_NAMES[SCRIPT_TURNS[(index / SCRIPT_EVERY) % SCRIPT_TURNS.length] ?? 'gujarati'];
    draft.first_name = scriptRandom.pick(draft.gender === 'female' ? names.female : names.male);
    draft.last_name = scriptRandom.pick(names.surnames);
    if (draft.guardian_name) draft.guardian_name = `${scriptRandom.pick(names.male)} ${draft.last_name}`;
    draft.email = '';
  });

  // Numbers in issue order per center and year, as the counter would have given them.
  drafts.sort((a, b) => a.issue_date.localeCompare(b.issue_date));
  const counters = new Map<string, { center_id: number; year: number; last_value: number }>();
  const rows = drafts.map(({ center, ...draft }) => {
    const year = Number(draft.issue_date.slice(0, 4));
    const counterKey = `${center.id}:${year}`;
    const counter = counters.get(counterKey) ?? { center_id: center.id, year, last_value: 0 };
    counter.last_value += 1;
    counters.set(counterKey, counter);
    return { ...draft, center_id: center.id, card_number: formatCardNumber(center.code, year, counter.last_value) };
  });

  await db.transaction(async (tx) => {
    const events: SeededAuditEntry[] = [];
    // One COPY for all of them (copy-rows.ts): bound value by value, the inserts took most of a
    // first start; into a new database's empty table, each index sorted and each foreign key checked
    // once after it. Their ids are read back by card number.
    await insertManyRows(tx, cards, rows, { rebuildIndexes: true });
    const inserted = await tx
      .select({ id: cards.id, card_number: cards.card_number })
      .from(cards)
      .where(sql`${cards.card_number} in (select json_array_elements_text(${JSON.stringify(rows.map((row) => row.card_number))}::json))`);
    const idOf = new Map(inserted.map(({ id, card_number }) => [card_number, id]));
    // Each demo card's trail as the counter would have left it: issued, then blocked or deleted.
    for (const row of rows) {
      const id = idOf.get(row.card_number);
      if (id === undefined) throw new Error(`demo card ${row.card_number} was not inserted`);
      events.push(...demoCardEvents(id, row, today));
    }
    await seedAuditEvents(tx, events);
    await tx
      .insert(cardNumberCounters)
      .values([...counters.values()])
      .onConflictDoUpdate({ target: [cardNumberCounters.center_id, cardNumberCounters.year], set: { last_value: sql`greatest(${cardNumberCounters.last_value}, excluded.last_value)` } });
  });
}

type DemoCardRow = Omit<typeof cards.$inferInsert, 'id'> & { issue_date: string; created_by: number | null };

/** The audit events of one demo card, in the live format (cards.service.ts): create, then block or delete. */
function demoCardEvents(id: number, row: DemoCardRow, today: string): SeededAuditEntry[] {
  const { status, block_reason, deleted_at, deleted_by, delete_reason, ...issued } = row;
  const at = (day: string, hour: number) => new Date(`${day}T${String(hour).padStart(2, '0')}:15:00Z`);
  const events: SeededAuditEntry[] = [
    { action: 'create', entity: 'card', entityId: id, actorId: row.created_by, at: at(row.issue_date, 5), changes: { after: auditView({ ...issued, status: 'active' }), documents: [] } },
  ];
  if (status === 'blocked' && block_reason) {
    // Before a deletion (the next morning) when there is one; else a few days after issue.
    const day = deleted_at || addDays(row.issue_date, 3) > today ? row.issue_date : addDays(row.issue_date, 3);
    events.push({ action: 'block', entity: 'card', entityId: id, actorId: row.created_by, at: at(day, 9), changes: { reason: block_reason, before: { status: 'active' }, after: { status: 'blocked' } } });
  }
  if (deleted_at && delete_reason) {
    events.push({ action: 'delete', entity: 'card', entityId: id, actorId: deleted_by ?? null, at: deleted_at, changes: { reason: delete_reason, before: { status }, after: { status: 'deleted' } } });
  }
  return events;
}

export const cardsDemo: DemoSeed = {
  // After master data (10) and the demo staff (50); before renewals (60), which renew some of these.
  order: 55,
  run: (services) => loadDemoCards(services),
};
