/**
 * The long variant of the OpenAPI fuzz test (docs/reliability.md "Fuzzing"): `--cases` fuzzed
 * requests per operation family (the document's tags: Cards, Renew Card, Inspector app, …), shared
 * among the family's operations, signed in with the scheme each asks for (9 in 10) and without
 * (1 in 10). Zero 5xx, and a refused request changes no row count and no stored file (the same run
 * as apps/server/src/test/fuzz/fuzz-run.ts). Prints a Markdown table per family; figures go in
 * docs/reliability.md.
 *
 *   npm run bench -- fuzz [--cases 10000] [--families "Cards,Inspector app"]
 *   TEST_DB=postgres TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench -- fuzz
 *   FUZZ_SEED=<n> (default 20261124)
 */
import { fuzzOperation, prepareFuzz, type OperationReport } from '../../apps/server/src/test/fuzz/fuzz-run.ts';
import { createTestApp } from '../../apps/server/src/test/test-app.ts';
import { testDriver } from '../../apps/server/src/test/test-database.ts';
import { describeMachine, numberOption } from '../support/machine.ts';

const CASES = numberOption('cases', 10_000);
const familiesOption = process.argv.indexOf('--families');
const ONLY = familiesOption >= 0 ? new Set((process.argv[familiesOption + 1] ?? '').split(',').map((name) => name.trim())) : undefined;
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_124);

console.log(describeMachine());
console.log(`database: ${testDriver()}; ${CASES.toLocaleString('en')} cases per operation family; FUZZ_SEED=${SEED}`);
const t = await createTestApp({ logLevel: 'warn', env: { DEMO_DATA: 'false', MOBILE_API_ACCOUNT_PER_MINUTE: '10000000', MOBILE_API_IP_PER_MINUTE: '10000000' } });
let failed: boolean;
try {
  const context = await prepareFuzz(t, SEED);
  const all = [...new Set(context.operations.map((operation) => operation.family))];
  const unknown = [...(ONLY ?? [])].filter((family) => !all.includes(family));
  if (unknown.length > 0) throw new Error(`no operation family named ${unknown.map((name) => `"${name}"`).join(', ')}; the families: ${all.join(', ')}`);
  // In the order given (the most wanted first, for a run that may be stopped), else the document's.
  const families = ONLY ? [...ONLY] : all;
  console.log(`families: ${families.map((family) => `${family} (${context.operations.filter((operation) => operation.family === family).length})`).join(', ')}`);
  console.log('\n| family | operations | cases | 2xx | 4xx | 5xx | refusals replayed | refusals that changed state | wall | CPU per case |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  const totals = { cases: 0, fiveHundreds: 0, changed: 0 };
  for (const family of families) {
    const operations = context.operations.filter((operation) => operation.family === family);
    const perOperation = Math.ceil(CASES / operations.length);
    const signedIn = Math.ceil(perOperation * 0.9);
    const failuresBefore = context.failures.length;
    const reports: OperationReport[] = [];
    for (const operation of operations) {
      reports.push(await fuzzOperation(context, operation, operation.scheme === 'public' ? perOperation : signedIn, operation.scheme === 'public' ? 0 : perOperation - signedIn));
    }
    const count = (test: (status: number) => boolean) => reports.reduce((sum, report) => sum + [...report.statuses].filter(([status]) => test(status)).reduce((total, [, n]) => total + n, 0), 0);
    const cases = reports.reduce((sum, report) => sum + report.cases, 0);
    const newFailures = context.failures.slice(failuresBefore);
    const changed = newFailures.filter((failure) => failure.includes('changed the state')).length;
    const fiveHundreds = count((status) => status >= 500);
    totals.cases += cases;
    totals.fiveHundreds += fiveHundreds;
    totals.changed += changed;
    const wall = reports.reduce((sum, report) => sum + report.milliseconds, 0) / 1000;
    const cpu = reports.reduce((sum, report) => sum + report.cpuMilliseconds, 0);
    console.log(
      `| ${family} | ${operations.length} | ${cases.toLocaleString('en')} | ${count((status) => status < 300).toLocaleString('en')} | ${count((status) => status >= 400 && status < 500).toLocaleString('en')} | ${fiveHundreds} | ${reports.reduce((sum, report) => sum + report.replays, 0)} | ${changed} | ${wall.toFixed(0)} s | ${(cpu / cases).toFixed(1)} ms |`,
    );
    for (const failure of newFailures.slice(0, 3)) console.log(`\n${failure}\n`);
  }
  console.log(`\ntotal: ${totals.cases.toLocaleString('en')} cases, ${totals.fiveHundreds} answers 5xx, ${totals.changed} batches of refusals that changed the state; load average now ${(await import('node:os')).loadavg().map((value) => value.toFixed(2)).join(' ')}`);
  failed = context.failures.length > 0;
} finally {
  await t.close();
}
process.exit(failed ? 1 : 0);
