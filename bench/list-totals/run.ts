/**
 * The totals of the lists that grow without bound, above the 100,000 rows where an unfiltered list
 * answers the planner's estimate (docs/api.md "Conventions"): the card list, the audit trail, Card
 * Scan and Web Application Card, each asked over HTTP unfiltered and narrowed, beside the same
 * request with `count=exact` (the exact total; the panel's follow-up). For each: what the answer
 * says (exact, "about N", "about N, counting…"), its median time of five, the exact total and its
 * median time of three, and the
 * error of any estimate. Goal (docs/performance.md "Goals at a glance"): an estimate only on a
 * large unfiltered list, within 10 % of the truth; every narrowed list exact, in the answer or
 * following it.
 *
 *   npm run bench -- list-totals [--driver pglite] [--database-url URL] [--rows 250000]
 *   --rows N: cards, scans, audit events and applications seeded each (default 250,000), on a fresh
 *   PostgreSQL database (BENCH_DATABASE_URL as cards-list) or an empty DATA_DIR (--driver pglite).
 *   --database-url: a database of your own, seeded when it holds no cards yet, kept after the run.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ADMIN_API } from '@passdesk/contract/http/paths';
import { AUDIT_PATHS } from '@passdesk/contract/audit/audit-paths';
import { APPLICATION_PATHS } from '@passdesk/contract/applications/applications-paths';
import { CARD_PATHS } from '@passdesk/contract/cards/cards-paths';
import { CARD_SCAN_PATHS } from '@passdesk/contract/scans/scans-paths';
import { issueSession } from '../../apps/server/src/platform/auth/sessions.ts';
import { loadConfig } from '../../apps/server/src/platform/config/config.ts';
import { openDatabase, type SqlSession } from '../../apps/server/src/platform/database/database.ts';
import { loggerOptions } from '../../apps/server/src/platform/logging/logger.ts';
import { openRuntime } from '../../apps/server/src/runtime.ts';
import { cards } from '../../apps/server/src/modules/cards/cards.public.ts';
import { seedMasterAndCards, withFreshPostgres } from '../cards-list/run.ts';
import { describeMachine, median, numberOption, stringOption } from '../support/machine.ts';

const ROWS = numberOption('rows', 250_000);
const DRIVER = stringOption('driver') ?? 'postgres';
const GIVEN_URL = stringOption('database-url');

/** Scans, audit events and applications, ROWS each, written by the database itself over the seeded cards. */
async function seedOtherLists(session: SqlSession): Promise<void> {
  await session.query('set statement_timeout = 0');
  await session.query(`insert into mobile_users (name, employee_code, mobile, password_hash, center_id) select 'Bench Inspector', 'BENCH-TOTALS', '9000000002', 'x', min(id) from centers`);
  const results = `array['valid','valid','valid','valid','valid','valid','expired','blocked','not_found','not_yet_valid','deleted','bad_signature']`;
  await session.query(`
    insert into card_scans (client_scan_id, mobile_user_id, card_number, card_id, result, scanned_at, received_at)
    select md5('totals' || i)::uuid, (select min(id) from mobile_users), 'B' || i, 1 + (i % ${ROWS}), (${results})[1 + i % 12],
           now() - ((i % 525600) || ' minutes')::interval, now()
    from generate_series(1, ${ROWS}) as g(i)`);
  const entities = `array['card','card','card','renewal','application','user','route','center']`;
  await session.query(`
    insert into audit_events (occurred_at, actor_type, actor_id, action, entity, entity_id, ip)
    select now() - ((i % 525600) || ' minutes')::interval, 'admin', 1, e.entity || '.update', e.entity, (i % 100000)::text, '127.0.0.1'
    from generate_series(1, ${ROWS}) as g(i), lateral (select (${entities})[1 + i % 8] as entity) e`);
  const statuses = `array['approved','approved','approved','rejected','pending','expired']`;
  await session.query(`
    insert into applications (application_number, first_name, last_name, date_of_birth, gender, mobile, address, city, pincode, id_proof_type, id_proof_last4, id_proof_hash,
                              photo_key, category_id, route_id, center_id, consent_at, status, created_at, updated_at)
    select 'WA-' || lpad(c.id::text, 11, '0'), c.first_name, c.last_name, c.date_of_birth, c.gender, c.mobile, c.address, c.city, c.pincode, c.id_proof_type, c.id_proof_last4, c.id_proof_hash,
           c.photo_key, c.category_id, c.route_id, c.center_id, now(), (${statuses})[1 + c.id % 6], now() - ((c.id % 730) || ' days')::interval, now()
    from cards c order by c.id limit ${ROWS}`);
  for (const table of ['cards', 'card_scans', 'audit_events', 'applications']) await session.query(`vacuum analyze ${table}`);
}

interface ListAnswer {
  data: { total: number; total_is_estimate?: boolean; exact_total_follows?: boolean };
}

const LISTS = [
  { label: 'cards', path: CARD_PATHS.list, narrowed: [['status active + route', 'status=active&route_id=1'], ['search "patel"', 'search=patel']] },
  { label: 'audit trail', path: AUDIT_PATHS.list, narrowed: [['entity card', 'entity=card'], ['search "renewal"', 'search=renewal']] },
  { label: 'scans', path: CARD_SCAN_PATHS.list, narrowed: [['result expired', 'result=expired'], ['card number "B12"', 'card_number=B12']] },
  { label: 'applications', path: APPLICATION_PATHS.list, narrowed: [['status pending', 'status=pending'], ['search "shah"', 'search=shah']] },
] as const;

async function measure(databaseUrl: string | undefined): Promise<string[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'passdesk-bench-totals-'));
  const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, ADMIN_EMAIL: 'bench@passdesk.local', ADMIN_PASSWORD: 'Bench@12345', DEMO_DATA: 'false', JOBS_WORKER: 'false', LOG_LEVEL: 'warn', WEB_DIST_DIR: path.join(dataDir, 'no-web'), ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });
  const database = await openDatabase({ url: databaseUrl, dataDir: databaseUrl ? undefined : dataDir, poolMax: 10 });
  const runtime = await openRuntime(config, { logger: loggerOptions({ level: 'warn', pretty: false }), database });
  const rows: string[] = [];
  try {
    if ((await database.db.select({ id: cards.id }).from(cards).limit(1)).length === 0) {
      const seeding = performance.now();
      await seedMasterAndCards(database, ROWS);
      await database.withSession((session) => seedOtherLists(session));
      console.error(`${DRIVER}: seeded ${ROWS.toLocaleString('en')} rows a list in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);
    }
    const { token } = await issueSession(database.db, runtime.services.tokens, { subjectType: 'admin', subjectId: 1, ttlHours: 1 });
    const address = await runtime.app.listen({ port: 0, host: '127.0.0.1' });
    const ask = async (url: string): Promise<{ answer: ListAnswer['data']; ms: number }> => {
      const started = performance.now();
      const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
      if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
      const { data } = (await response.json()) as ListAnswer;
      return { answer: data, ms: performance.now() - started };
    };
    for (const list of LISTS) {
      for (const [label, query] of [['unfiltered', ''], ...list.narrowed] as const) {
        const url = `${address}${ADMIN_API}${list.path}?limit=10${query ? `&${query}` : ''}`;
        await ask(url); // warm: the first request of a shape plans and prepares it
        const firsts = [await ask(url), await ask(url), await ask(url), await ask(url), await ask(url)];
        const first = { answer: firsts[0]!.answer, ms: median(firsts.map((asked) => asked.ms)) };
        const exacts = [await ask(`${url}&count=exact`), await ask(`${url}&count=exact`), await ask(`${url}&count=exact`)];
        const exact = { answer: exacts[0]!.answer, ms: median(exacts.map((asked) => asked.ms)) };
        const { total, total_is_estimate: estimated, exact_total_follows: follows } = first.answer;
        const said = estimated ? `about ${total.toLocaleString('en')}${follows ? ', counting…' : ''}` : total.toLocaleString('en');
        const error = estimated ? `${(((total - exact.answer.total) / Math.max(1, exact.answer.total)) * 100).toFixed(1)} %` : total === exact.answer.total ? 'exact' : `**wrong: ${total} ≠ ${exact.answer.total}**`;
        const kind = label === 'unfiltered' ? 'unfiltered' : 'narrowed';
        const verdict = kind === 'narrowed' ? (!estimated || follows ? 'met' : '**missed**') : !estimated || Math.abs(total - exact.answer.total) <= exact.answer.total * 0.1 ? 'met' : '**missed**';
        const row = `| ${DRIVER} | ${list.label} | ${label} | ${said} | ${first.ms.toFixed(1)} ms | ${exact.answer.total.toLocaleString('en')} | ${exact.ms.toFixed(1)} ms | ${error} | ${verdict} |`;
        console.error(row);
        rows.push(row);
      }
    }
  } finally {
    await runtime.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}

const rows = DRIVER === 'pglite' ? await measure(undefined) : GIVEN_URL ? await measure(GIVEN_URL) : await withFreshPostgres((url) => measure(url));
console.log(describeMachine());
console.log(`\n${ROWS.toLocaleString('en')} rows a list; each request: the median of five answers (after one to warm it), then of three with count=exact.\n`);
console.log('| database | list | request | the answer says | in | exact total | count=exact in | estimate error | goal |\n| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
for (const row of rows) console.log(row);
