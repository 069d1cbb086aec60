/**
 * 1,000,000 cards written by the database itself (generate_series), over the demo categories,
 * centers and routes: 40 × 40 names, issue dates over two years, 3 % blocked, 1 % deleted; and
 * `card_counts` made from them.
 * Shared by bench/cards-list and bench/cards-export.
 */
import type { SqlSession } from '../../apps/server/src/platform/database/database.ts';

export const CARD_COUNT = Number(process.env.BENCH_CARDS ?? 1_000_000);

const FIRST = ['Priya', 'Aarav', 'Diya', 'Kabir', 'Meera', 'Rohan', 'Isha', 'Arjun', 'Neha', 'Yash', 'Pooja', 'Rahul', 'Sneha', 'Karan', 'Riddhi', 'Parth', 'Kavya', 'Jay', 'Hetal', 'Amit', 'Anjali', 'Vivek', 'Nidhi', 'Harsh', 'Tanvi', 'Sahil', 'Bhavna', 'Nikhil', 'Sejal', 'Dhruv', 'Zoya', 'Imran', 'Fatima', 'Salim', 'Lata', 'Ramesh', 'Savita', 'Suresh', 'Gauri', 'Mehul'];
const LAST = ['Patel', 'Shah', 'Desai', 'Mehta', 'Joshi', 'Trivedi', 'Parmar', 'Solanki', 'Chauhan', 'Rathod', 'Prajapati', 'Pandya', 'Bhatt', 'Vyas', 'Thakkar', 'Raval', 'Dave', 'Modi', 'Makwana', 'Vaghela', 'Sharma', 'Verma', 'Singh', 'Yadav', 'Gupta', 'Agarwal', 'Mishra', 'Iyer', 'Nair', 'Reddy', 'Shaikh', 'Khan', 'Ansari', 'Pathan', 'Macwan', 'Gohil', 'Jadeja', 'Zala', 'Panchal', 'Kapoor'];

const array = (values: readonly string[]) => `array[${values.map((value) => `'${value}'`).join(',')}]`;

/** Master data must exist (the demo categories, centers and routes). */
export async function seedCards(session: SqlSession, count = CARD_COUNT): Promise<void> {
  const batch = 200_000;
  // Seeding a million rows under load outlasts the server's statement time-out.
  await session.query('set statement_timeout = 0');
  // As a restore does: the rows take their category, center and route from those tables themselves,
  // so the per-row foreign-key checks (a third of a 10,000,000-card seed) are skipped, and no commit
  // waits for its WAL to reach the disk (a crash loses a bench seed, nothing else).
  await session.query("set session_replication_role = 'replica'");
  await session.query('set synchronous_commit = off');
  for (let start = 0; start < count; start += batch) {
    const end = Math.min(count, start + batch);
    await session.query(`
      with
        cat as (select array_agg(id order by id) ids, array_agg(route_scope order by id) scopes, array_agg(validity_days order by id) days, array_agg(fee order by id) fees from card_categories where status = 'active'),
        cen as (select array_agg(id order by id) ids, array_agg(code order by id) codes from centers where status = 'active'),
        rou as (select array_agg(id order by id) ids from routes),
        n as (select ${array(FIRST)} f, ${array(LAST)} l)
      insert into cards (card_number, first_name, last_name, date_of_birth, gender, mobile, address, city, pincode, id_proof_type, id_proof_last4, id_proof_hash,
                         photo_key, category_id, route_id, center_id, issue_date, valid_from, valid_until, fee_paid, payment_mode, receipt_number, status, block_reason, deleted_at, delete_reason)
      select
        -- The real format (center code, year, 6-digit sequence) so a whole-number search takes the exact path: 500,000 a year.
        cen.codes[1 + i % array_length(cen.ids, 1)] || '-' || (2025 + i / 500000) || '-' || lpad((i % 500000)::text, 6, '0'),
        n.f[1 + (i * 7) % 40], n.l[1 + (i * 13 / 7) % 40],
        date '1960-01-01' + (i % 20000),
        case when (i * 7) % 40 in (0, 2, 4, 8, 10, 12, 14, 16, 18, 22, 24, 26, 28, 30, 32, 34, 36, 38) then 'female' else 'male' end,
        (6000000000 + (i::bigint * 7919) % 3999999999)::text,
        (1 + i % 250) || ', Shanti Nagar, Paldi', 'Ahmedabad', '380007',
        'aadhaar', lpad((i % 10000)::text, 4, '0'), md5(i::text) || md5((i * 3)::text),
        'demo-card-photos/2026/11/00000000-0000-4000-8000-000000000000.jpg',
        cat.ids[1 + i % array_length(cat.ids, 1)],
        case when cat.scopes[1 + i % array_length(cat.ids, 1)] = 'single_route' then rou.ids[1 + i % array_length(rou.ids, 1)] end,
        cen.ids[1 + i % array_length(cen.ids, 1)],
        current_date - (i % 730), current_date - (i % 730), current_date - (i % 730) + cat.days[1 + i % array_length(cat.ids, 1)],
        cat.fees[1 + i % array_length(cat.ids, 1)], 'cash', 'R-' || i,
        case when i % 33 = 0 then 'blocked' else 'active' end,
        case when i % 33 = 0 then 'Reported lost' end,
        case when i % 100 = 7 then now() end,
        case when i % 100 = 7 then 'Issued twice' end
      from generate_series(${start + 1}, ${end}) as g(i), cat, cen, rou, n
    `);
  }
  await session.query('reset session_replication_role');
  // The replica role also held back the triggers that keep `card_counts` (the dashboard's figures
  // and the card list's exact totals): made again from the cards, as their migration first made them.
  await session.query('delete from card_counts');
  await session.query(`
    insert into card_counts (category_id, center_id, status, issue_date, valid_until, cards)
    select category_id, center_id, status, issue_date, valid_until, count(*) from cards where deleted_at is null group by 1, 2, 3, 4, 5`);
  await session.query('reset synchronous_commit');
  await session.query('analyze cards');
  await session.query('analyze card_counts');
  await session.query('reset statement_timeout');
}
