/**
 * An application and the card issued from it are linked once, by the application's `card_id`
 * (docs/domain.md "Web applications"). A database whose links were also kept on the card migrates
 * with every link kept, on PGlite and PostgreSQL.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../../platform/database/database.ts';
import { migrate, readMigrations } from '../../platform/database/migrate.ts';
import { openTestDatabase, testDriver } from '../../test/test-database.ts';

const LINK_MIGRATION = '0024_application_card_link';
const HOLDER = `'Asha', '2000-01-01', 'female', '9876543210', '1 Main Road', 'Pune', '411001', 'aadhaar', '1234', 'hash', 'photos/a.jpg', 1, 1`;
const HOLDER_COLUMNS = 'first_name, date_of_birth, gender, mobile, address, city, pincode, id_proof_type, id_proof_last4, id_proof_hash, photo_key, category_id, center_id';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const run = (database: Database, text: string) => database.withSession((session) => session.query(text));

async function insertApplication(database: Database, number: string): Promise<number> {
  const [row] = await database.withSession((session) =>
    session.query<{ id: number }>(`insert into applications (application_number, ${HOLDER_COLUMNS}, consent_at) values ('${number}', ${HOLDER}, now()) returning id`),
  );
  if (!row) throw new Error('application insert returned nothing');
  return row.id;
}

async function insertCard(database: Database, number: string, applicationId: number | null): Promise<number> {
  const [row] = await database.withSession((session) =>
    session.query<{ id: number }>(
      `insert into cards (card_number, ${HOLDER_COLUMNS}, issue_date, valid_from, valid_until, fee_paid, payment_mode, application_id)
       values ('${number}', ${HOLDER}, '2026-01-01', '2026-01-01', '2026-12-31', 0, 'waived', $1) returning id`,
      [applicationId],
    ),
  );
  if (!row) throw new Error('card insert returned nothing');
  return row.id;
}

describe(`the application-card link on ${testDriver()}`, () => {
  it('keeps every link made the old way when the card side is dropped', async () => {
    const database = await openTestDatabase();
    cleanups.push(() => database.close());
    const migrations = readMigrations();
    const at = migrations.findIndex((migration) => migration.name === LINK_MIGRATION);
    expect(at).toBeGreaterThan(0);
    await migrate(database, migrations.slice(0, at));
    await run(database, `insert into card_categories (name, code, validity_days, fee, renewal_fee) values ('Student', 'STU', 365, 0, 0)`);
    await run(database, `insert into centers (name, code) values ('Pune Station', 'PNQ')`);

    const cardSideOnly = await insertApplication(database, 'WA-AAAAA-00001');
    const bothSides = await insertApplication(database, 'WA-AAAAA-00002');
    const applicationSideOnly = await insertApplication(database, 'WA-AAAAA-00003');
    const pending = await insertApplication(database, 'WA-AAAAA-00004');
    const first = await insertCard(database, 'PNQ-2026-000001', cardSideOnly);
    const second = await insertCard(database, 'PNQ-2026-000002', bothSides);
    const third = await insertCard(database, 'PNQ-2026-000003', null);
    await insertCard(database, 'PNQ-2026-000004', null);
    await run(database, `update applications set card_id = ${second} where id = ${bothSides}`);
    await run(database, `update applications set card_id = ${third} where id = ${applicationSideOnly}`);

    expect(await migrate(database)).toEqual(migrations.slice(at).map((migration) => migration.name));
    const links = await database.withSession((session) => session.query<{ id: number; card_id: number | null }>('select id, card_id from applications order by id'));
    expect(links).toEqual([
      { id: cardSideOnly, card_id: first },
      { id: bothSides, card_id: second },
      { id: applicationSideOnly, card_id: third },
      { id: pending, card_id: null },
    ]);
    const cardColumns = await database.withSession((session) =>
      session.query<{ name: string }>("select column_name as name from information_schema.columns where table_name = 'cards' and column_name = 'application_id'"),
    );
    expect(cardColumns).toEqual([]);
  });
});
