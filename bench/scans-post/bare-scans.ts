/**
 * The yardstick for POST /api/v1/mobile/scans: a bare Fastify route that does the same database
 * work with node-postgres — the card lookup by its unique card number and the scan's insert, in one
 * statement like PassDesk's — and nothing else (no sign-in, no rate limit, no validation, no log).
 * DATABASE_URL and INSPECTOR_ID come from bench/scans-post/run.ts. With PREPARED=1 the statement is
 * a named prepared statement (parsed and planned once per connection), as PassDesk's is: the fair
 * yardstick for the framework's own cost.
 */
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const inspectorId = Number(process.env.INSPECTOR_ID);
const name = process.env.PREPARED === '1' ? 'bare_scan' : undefined;
const app = Fastify({ logger: false });

interface Body {
  scans: Array<{ client_scan_id: string; card_number: string; scanned_at: string; mode: string }>;
}

app.post<{ Body: Body }>('/api/v1/mobile/scans', async (request) => {
  const results = [];
  for (const scan of request.body.scans) {
    const { rows } = await pool.query({
      name,
      text: `with card as (select c.id, c.status, c.deleted_at, c.valid_from, c.valid_until, c.photo_key, c.first_name, c.last_name, cat.name as category_name
                     from cards c join card_categories cat on cat.id = c.category_id where c.card_number = $1),
       inserted as (
         insert into card_scans (client_scan_id, mobile_user_id, card_number, card_id, result, scanned_at, mode)
         select $2::uuid, $3::int, $1::text, card.id,
           case when card.id is null then 'not_found' when card.deleted_at is not null then 'deleted' when card.status = 'blocked' then 'blocked'
                when $4::date < card.valid_from then 'not_yet_valid' when $4::date > card.valid_until then 'expired' else 'valid' end,
           $5::timestamptz, $6::text
         from (select 1) as one left join card on true
         on conflict (mobile_user_id, client_scan_id) do nothing
         returning id, result, received_at, card_id)
       select inserted.id, inserted.result, inserted.received_at, card.first_name, card.last_name, card.category_name, card.photo_key
       from inserted left join card on card.id = inserted.card_id`,
      values: [scan.card_number, scan.client_scan_id, inspectorId, scan.scanned_at.slice(0, 10), scan.scanned_at, scan.mode],
    });
    results.push({ client_scan_id: scan.client_scan_id, ...rows[0] });
  }
  return { message: 'Scans recorded', data: { results } };
});

const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`listening at ${address}`);
process.on('SIGTERM', () => void app.close().then(() => pool.end()).then(() => process.exit(0)));
