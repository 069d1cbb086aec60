/**
 * The fuzz run over the OpenAPI document, shared by the test (openapi-fuzz.test.ts, a few hundred
 * cases per operation) and the long variant (bench/fuzz, 10,000 per operation family). For each
 * operation, a batch of fuzzed requests signed in with the scheme it asks for (a super admin's or
 * an inspector's token, issued once and re-issued only when a case revoked it), then a smaller
 * batch without signing in. No answer may be a 5xx, and a refused request (4xx) must change
 * nothing: row counts and stored files are compared once per batch; when they differ, the refused
 * requests are replayed (one at a time if need be) to name the culprit.
 */
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { cardWorld, photo, sendCard, adultFields } from '../../modules/cards/cards.fixtures.ts';
import { issueSession } from '../../platform/auth/sessions.ts';
import { createInspector } from '../inspectors.ts';
import type { TestApp } from '../test-app.ts';
import { hostileContents } from './hostile-files.ts';
import { hostileFile, type FilePart, type Schema } from './arbitraries.ts';
import { operationKey, operationsOf, requestArbitrary, type FuzzRequest, type Operation } from './requests.ts';
import { difference, stateReader, type State } from './state.ts';
import { CARD_PATHS } from '@passdesk/contract/cards/cards-paths';
import { AUTH_PATHS } from '@passdesk/contract/auth/auth-paths';
import { MOBILE_AUTH_PATHS } from '@passdesk/contract/mobile-users/mobile-users-paths';
import { ADMIN_API, MOBILE_API } from '@passdesk/contract/http/paths';
import { apiUrl } from '../api-url.ts';

export interface FuzzContext {
  t: TestApp;
  operations: Operation[];
  resolve: (ref: string) => Schema | undefined;
  files: fc.Arbitrary<FilePart>;
  tokens: { staff: string; inspector: string };
  inspectorId: number;
  readState: () => Promise<State>;
  seed: number;
  /** 5xx answers, cut responses and refusals that changed the state, each with how to reproduce it. */
  failures: string[];
}

export interface OperationReport {
  key: string;
  family: string;
  cases: number;
  statuses: Map<number, number>;
  /** Signed-in cases answered neither 401 nor 403: the input reached validation or the handler. */
  reached: number;
  /** File parts sent. */
  files: number;
  /** Batches whose state differed and were replayed to check their refusals. */
  replays: number;
  /** Wall time of the operation's batches, state checks included. */
  milliseconds: number;
  /** CPU time of this process over them (the machine's other load hardly changes it; PostgreSQL's own is not in it). */
  cpuMilliseconds: number;
}

/** The app gets a little data (master data, two cards, an inspector) so small ids hit real rows. */
export async function prepareFuzz(t: TestApp, seed: number): Promise<FuzzContext> {
  const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<Schema>();
  const schemas = ((document.components as Schema | undefined)?.schemas ?? {}) as Record<string, Schema>;
  const staff = await t.tokenFor(1);
  const world = await cardWorld(t);
  const portrait = await photo();
  for (let index = 0; index < 2; index += 1) {
    const card = await sendCard(t, world.clerk.token, 'POST', apiUrl(ADMIN_API, CARD_PATHS.create), adultFields(world), { photo: portrait });
    if (card.statusCode !== 200) throw new Error(`fuzz: seed card refused: ${card.body}`);
  }
  const inspector = await createInspector(t, staff);
  return {
    t,
    operations: operationsOf(document),
    resolve: (ref) => schemas[ref.replace('#/components/schemas/', '')],
    files: hostileFile(await hostileContents()),
    tokens: { staff, inspector: inspector.token },
    inspectorId: inspector.id,
    readState: await stateReader(t),
    seed,
    failures: [],
  };
}

const refused = (status: number) => status >= 400 && status < 500;

function describe(context: FuzzContext, request: FuzzRequest, signedIn: boolean, response?: LightMyRequestResponse): string {
  const payload = Buffer.isBuffer(request.payload) ? `${request.payload.length} bytes of ${request.headers['content-type']}` : request.payload?.slice(0, 600);
  return `FUZZ_SEED=${context.seed}: ${request.method} ${request.url.slice(0, 300)} (${signedIn ? 'signed in' : 'anonymous'})${response ? ` answered ${response.statusCode}: ${response.body.slice(0, 400)}` : ''}\nbody sent: ${payload}`;
}

async function send(context: FuzzContext, operation: Operation, request: FuzzRequest, signedIn: boolean, remoteAddress: string): Promise<LightMyRequestResponse> {
  const token = !signedIn || operation.scheme === 'public' ? undefined : context.tokens[operation.scheme];
  const response = await context.t
    .inject({ method: request.method as 'GET', url: request.url, headers: request.headers, payload: request.payload, token, remoteAddress })
    .catch((error: unknown) => {
      throw new Error(`${describe(context, request, signedIn)}\ncut the response: ${String(error)}`);
    });
  if (response.statusCode >= 500) {
    const logged = context.t.logs.filter((line) => Number(line.level) >= 50).at(-1);
    context.failures.push(`${describe(context, request, signedIn, response)}\nlogged: ${JSON.stringify(logged)?.slice(0, 800)}`);
  }
  return response;
}

/** Did a case sign the fuzzer out (a logout, a revoked phone, an email change)? */
async function tokenRevoked(context: FuzzContext, scheme: 'staff' | 'inspector'): Promise<boolean> {
  const url = scheme === 'staff' ? apiUrl(ADMIN_API, AUTH_PATHS.me) : apiUrl(MOBILE_API, MOBILE_AUTH_PATHS.me);
  const check = await context.t.inject({ method: 'GET', url, token: context.tokens[scheme] });
  return check.statusCode === 401 || check.statusCode === 403;
}

/** Signs in again: a new session for the same user, or a new inspector if a case deactivated or deleted this one. */
async function renewToken(context: FuzzContext, scheme: 'staff' | 'inspector'): Promise<void> {
  if (scheme === 'staff') {
    context.tokens.staff = await context.t.tokenFor(1);
    return;
  }
  const { services } = context.t;
  context.tokens.inspector = (await issueSession(services.db, services.tokens, { subjectType: 'mobile', subjectId: context.inspectorId, ttlHours: 1 })).token;
  if (!(await tokenRevoked(context, 'inspector'))) return;
  const inspector = await createInspector(context.t, context.tokens.staff);
  context.tokens.inspector = inspector.token;
  context.inspectorId = inspector.id;
}

/** Runs refused requests again, one at a time, to find the first that changes the state. */
async function findCulprit(context: FuzzContext, operation: Operation, requests: FuzzRequest[], signedIn: boolean, remoteAddress: string): Promise<string> {
  for (const request of requests) {
    const before = await context.readState();
    const response = await send(context, operation, request, signedIn, remoteAddress);
    const changed = difference(before, await context.readState());
    if (refused(response.statusCode) && changed) return `${describe(context, request, signedIn, response)}\nchanged: ${changed}`;
  }
  return 'no single refused request changes the state when replayed alone';
}

/**
 * One batch: the requests, then the state check. A case that signs the fuzzer out ends a segment:
 * its state is checked, then the fuzzer signs in again (its own writes are outside every segment).
 */
async function runBatch(context: FuzzContext, operation: Operation, requests: FuzzRequest[], signedIn: boolean, remoteAddress: string, report: OperationReport): Promise<void> {
  let before = await context.readState();
  let segment: FuzzRequest[] = [];
  let answers: number[] = [];
  for (const request of requests) {
    const response = await send(context, operation, request, signedIn, remoteAddress);
    segment.push(request);
    answers.push(response.statusCode);
    report.cases += 1;
    report.files += request.files;
    report.statuses.set(response.statusCode, (report.statuses.get(response.statusCode) ?? 0) + 1);
    if (signedIn && response.statusCode !== 401 && response.statusCode !== 403) report.reached += 1;
    const scheme = operation.scheme;
    if (signedIn && scheme !== 'public' && response.statusCode === 401 && (await tokenRevoked(context, scheme))) {
      await checkSegment(context, operation, segment, answers, before, signedIn, remoteAddress, report);
      await renewToken(context, scheme);
      before = await context.readState();
      segment = [];
      answers = [];
    }
  }
  await checkSegment(context, operation, segment, answers, before, signedIn, remoteAddress, report);
}

/** Refused requests changed nothing: compared once; when the state moved, the refused ones are replayed on their own. */
async function checkSegment(
  context: FuzzContext,
  operation: Operation,
  requests: FuzzRequest[],
  answers: number[],
  before: State,
  signedIn: boolean,
  remoteAddress: string,
  report: OperationReport,
): Promise<void> {
  const changed = difference(before, await context.readState());
  if (!changed) return;
  let refusedRequests = requests.filter((_, index) => refused(answers[index] ?? 0));
  if (refusedRequests.length === answers.length) {
    context.failures.push(`${operationKey(operation)}: refused requests changed the state (${changed})\n${await findCulprit(context, operation, refusedRequests, signedIn, remoteAddress)}`);
    return;
  }
  // Some requests succeeded (and may change the state): the refused ones again, on their own.
  report.replays += 1;
  for (let attempt = 0; attempt < 3 && refusedRequests.length > 0; attempt += 1) {
    const start = await context.readState();
    const statuses: number[] = [];
    for (const request of refusedRequests) statuses.push((await send(context, operation, request, signedIn, remoteAddress)).statusCode);
    const stillRefused = refusedRequests.filter((_, index) => refused(statuses[index] ?? 0));
    const replayChanged = difference(start, await context.readState());
    if (!replayChanged) return;
    if (stillRefused.length === refusedRequests.length) {
      context.failures.push(`${operationKey(operation)}: refused requests changed the state (${replayChanged})\n${await findCulprit(context, operation, refusedRequests, signedIn, remoteAddress)}`);
      return;
    }
    refusedRequests = stillRefused;
  }
}

/** Fuzzes one operation: `runs` cases signed in (or, for a public operation, as anyone) and `anonymousRuns` without a token. */
export async function fuzzOperation(context: FuzzContext, operation: Operation, runs: number, anonymousRuns: number): Promise<OperationReport> {
  const index = context.operations.indexOf(operation);
  const started = performance.now();
  const cpu = process.cpuUsage();
  const report: OperationReport = { key: operationKey(operation), family: operation.family, cases: 0, statuses: new Map(), reached: 0, files: 0, replays: 0, milliseconds: 0, cpuMilliseconds: 0 };
  const arbitrary = requestArbitrary(operation, context.resolve, context.files);
  // One address per operation: the per-address limits of public calls work as in production.
  const remoteAddress = `203.0.113.${(index % 250) + 1}`;
  const requests = fc.sample(arbitrary, { numRuns: runs, seed: context.seed + index });
  await runBatch(context, operation, requests, true, remoteAddress, report);
  if (operation.scheme !== 'public' && anonymousRuns > 0) {
    await runBatch(context, operation, fc.sample(arbitrary, { numRuns: anonymousRuns, seed: context.seed + index + 100_000 }), false, remoteAddress, report);
  }
  report.milliseconds = performance.now() - started;
  const used = process.cpuUsage(cpu);
  report.cpuMilliseconds = (used.user + used.system) / 1000;
  return report;
}
