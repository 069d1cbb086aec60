/**
 * `npm run test:container` (CI runs it after `npm test`): builds the repository's Dockerfile as it
 * is and starts the image, with no container engine (docs/operations.md, "The container image").
 *
 * 1. The Dockerfile's base image: the real one when this machine has it, else a local stand-in
 *    under the same name (stand-in-base.ts; cached).
 * 2. `buildah bud --isolation chroot --pull=never` of the unchanged Dockerfile (layers cached).
 * 3. The image's own settings: a user without privileges, /data as a volume, a HEALTHCHECK on
 *    /readyz, SIGTERM to stop.
 * 4. Its command, run as its user (image.ts), once on the embedded database in /data and once on
 *    a PostgreSQL database made for the run (and dropped): /readyz, the HEALTHCHECK's own command,
 *    a sign-in and a card issued through the API, the command line inside the image as its user
 *    (`db status`, `admin create`, `admin reset-password` and `backup`, their one line and exit
 *    code; on PostgreSQL `backup` without a folder, into /data/backups; on the embedded database
 *    `backup` asks the running server and the others run after the stop), then SIGTERM and exit 0.
 * Prints each step's time, the image's size and the run's total; any failure exits 1.
 * Needs root (buildah's chroot isolation, chroot, mount), buildah, podman and debootstrap
 * (.ci/run installs them).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestPostgresDatabase, type TestPostgresDatabase } from '../../apps/server/src/test/test-database.ts';
import { PREPARED_FOLDER } from '../../apps/server/src/platform/first-start/prepared-data-dir.ts';
import { REPO_ROOT } from '../../apps/server/src/platform/repo-paths.ts';
import { freePort } from '../support/server.ts';
import { issueCard, waitUntilReady } from './api-check.ts';
import { buildImage, imageSize, MountedContainer, type ImageConfig } from './image.ts';
import { succeeds, secondsSince } from './shell.ts';
import { baseImages, ensureBaseImage } from './stand-in-base.ts';

const TAG = 'localhost/passdesk:container-test';
const ADMIN_EMAIL = 'it@transit.example';
const ADMIN_PASSWORD = 'Container@2026';
const SECOND_EMAIL = 'second@transit.example';
const BUILD_LOG = path.join(REPO_ROOT, 'e2e/artifacts/container-build.log');
const MB = 1024 * 1024;

const log = (line: string) => console.log(`container: ${line}`);

function check(condition: boolean, problem: string): void {
  if (!condition) throw new Error(problem);
}

async function preflight(): Promise<void> {
  check(process.getuid?.() === 0, 'runs as root: buildah --isolation chroot, chroot and mount need it');
  for (const tool of ['buildah', 'podman', 'debootstrap', 'unshare', 'chroot']) check(await succeeds('sh', ['-c', `command -v ${tool}`]), `${tool} is missing (Debian packages buildah, podman, debootstrap; .ci/run installs them)`);
}

/** What an engine would read from the image: the checks that do not need it running. */
function checkImageSettings(config: ImageConfig): void {
  check(config.User !== '' && config.User !== 'root' && config.User !== '0', `the image runs as ${config.User || 'root'}, not as a user without privileges`);
  check(Object.keys(config.Volumes ?? {}).includes('/data'), 'the image declares no /data volume');
  check(config.Env.includes('DATA_DIR=/data'), 'DATA_DIR is not /data in the image');
  check((config.Healthcheck?.Test ?? []).join(' ').includes('/readyz'), 'the image has no HEALTHCHECK on /readyz');
  check((config.StopSignal ?? 'SIGTERM') === 'SIGTERM', `the image stops with ${config.StopSignal}, not SIGTERM`);
}

/** The image holds no demo DATA_DIR prepared by an install: its secrets would be every container's (docs/operations.md "The first start"). */
function checkNoPreparedDataDir(container: MountedContainer): void {
  const prepared = path.join(container.root, container.config.WorkingDir || '/', path.relative(REPO_ROOT, PREPARED_FOLDER));
  check(!fs.existsSync(prepared), `the image holds a prepared demo DATA_DIR (${path.relative(container.root, prepared)})`);
}

type PassdeskInImage = (args: string, code: number, line: RegExp) => Promise<string>;

/** `passdesk <args>` inside the image as its user: the exit code, and one line of output matching `line`. */
async function passdeskInImage(container: MountedContainer, env: Record<string, string>, args: string, code: number, line: RegExp): Promise<string> {
  const ran = await container.exec(env, ['passdesk', ...args.split(' ')]);
  const output = ran.output.trim();
  check(ran.code === code && !output.includes('\n') && line.test(output), `passdesk ${args} in the image: exit ${ran.code} (expected ${code}), output:\n${ran.output}`);
  return output;
}

/** An administrator made with the command line, and its password reset by it. */
async function commandLineAccounts(passdesk: PassdeskInImage): Promise<void> {
  await passdesk(`admin create --email ${SECOND_EMAIL} --first-name Ravi`, 0, /^Created super admin second@transit\.example \(id \d+\), one-time password \(shown only now; to be changed at the first sign-in\): \S+$/);
  await passdesk(`admin reset-password --email ${SECOND_EMAIL}`, 0, /^Reset the password of second@transit\.example \(id \d+\), one-time password .*: \S+; its sessions ended/);
}

interface Outcome {
  database: string;
  readySeconds: string;
  cardNumber: string;
  stopSeconds: string;
}

/** Starts the image's command on one database and puts it through its paces. */
async function startAndUse(database: 'embedded' | 'PostgreSQL', postgres?: TestPostgresDatabase): Promise<Outcome> {
  const container = await MountedContainer.from(TAG);
  const port = await freePort();
  const env: Record<string, string> = { PORT: String(port), ADMIN_EMAIL, ADMIN_PASSWORD, DEMO_DATA: 'true', LOG_FORMAT: 'json', LOG_LEVEL: 'warn', ...(postgres ? { DATABASE_URL: postgres.url } : {}) };
  const started = performance.now();
  const server = container.start(env);
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitUntilReady(base, server.exited, 300_000, server.output);
    const readySeconds = secondsSince(started);
    // The HEALTHCHECK's own command, run inside the image as an engine runs it.
    const health = await container.exec({ PORT: String(port) }, container.config.Healthcheck?.Test.slice(1) ?? []);
    check(health.code === 0, `the HEALTHCHECK command exited ${health.code}: ${health.output}`);
    const cardNumber = await issueCard(base, ADMIN_EMAIL, ADMIN_PASSWORD);
    // The command line inside the image, as its user. Beside a running server: on PostgreSQL every
    // command works; the embedded database belongs to the server, which takes the backup itself.
    const passdesk = (args: string, code: number, line: RegExp) => passdeskInImage(container, env, args, code, line);
    if (postgres) {
      await passdesk('db status', 0, /^\d+ migrations applied \(latest \S+\), none pending \(/);
      await commandLineAccounts(passdesk);
      // Without a folder: into DATA_DIR, since the image's user cannot write its working folder /app.
      const backedUp = await passdesk('backup', 0, /^Backup of PostgreSQL database \S+ on 127\.0\.0\.1:\d+ written to \/data\/backups\/passdesk-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ \(pg_dump \d+\.\d+, custom format\): database \d+ bytes, [1-9]\d* files$/);
      const folder = / written to (\S+) \(/.exec(backedUp)?.[1] ?? '';
      check(fs.existsSync(path.join(container.root, folder, 'manifest.json')), 'passdesk backup in the image left no manifest.json');
    } else {
      await passdesk('db status', 1, /^passdesk db status: DATA_DIR \/data is in use by a running PassDesk server \(pid \d+\)/);
      await passdesk('backup /data/backups/embedded', 0, /^Backup of \/data written to \/data\/backups\/embedded \(by the running server, pid \d+\): database \d+ bytes, [1-9]\d* files$/);
      check(fs.existsSync(path.join(container.root, 'data/backups/embedded/manifest.json')), 'passdesk backup in the image left no manifest.json');
    }

    const stopping = performance.now();
    server.child.kill('SIGTERM');
    const exit = await Promise.race([server.exited, new Promise<undefined>((resolve) => setTimeout(resolve, 60_000))]);
    check(exit !== undefined, 'still running 60 s after SIGTERM');
    check(exit?.code === 0, `exit after SIGTERM: code ${exit?.code}, signal ${exit?.signal}\n${server.output().slice(-4000)}`);
    const stopSeconds = secondsSince(stopping);
    if (!postgres) {
      // Stopped: the command line may open the embedded database now.
      await passdesk('db status', 0, /^\d+ migrations applied \(latest \S+\), none pending \(/);
      await commandLineAccounts(passdesk);
      await passdesk(`admin unlock --email ${ADMIN_EMAIL}`, 0, /^(Unlocked it@transit\.example \(id \d+\): \d+ lock\(s\) cleared|it@transit\.example \(id \d+\) had no lock to clear)$/);
    }
    log(`${database}: ready in ${readySeconds} s, signed in and issued card ${cardNumber}, the HEALTHCHECK and the command line answered, SIGTERM → exit 0 in ${stopSeconds} s`);
    return { database, readySeconds, cardNumber, stopSeconds };
  } finally {
    if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
    await server.exited;
    await container.remove();
  }
}

async function main(): Promise<void> {
  const started = performance.now();
  await preflight();
  const dockerfile = fs.readFileSync(path.join(REPO_ROOT, 'Dockerfile'), 'utf8');
  for (const name of baseImages(dockerfile)) {
    const step = performance.now();
    const base = await ensureBaseImage(name, log);
    log(`base image ${base.name}: ${base.origin}${base.node ? ` (Node ${base.node})` : ''}, ${secondsSince(step)} s`);
  }

  const building = performance.now();
  fs.mkdirSync(path.dirname(BUILD_LOG), { recursive: true });
  await buildImage(REPO_ROOT, TAG, BUILD_LOG);
  const size = await imageSize(TAG);
  log(`built ${TAG} from the Dockerfile in ${secondsSince(building)} s (log: ${path.relative(REPO_ROOT, BUILD_LOG)}); image size ${(size / MB).toFixed(0)} MB`);

  const container = await MountedContainer.from(TAG);
  try {
    checkImageSettings(container.config);
    checkNoPreparedDataDir(container);
  } finally {
    await container.remove();
  }
  await startAndUse('embedded');
  process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/postgres';
  const postgres = await createTestPostgresDatabase();
  try {
    await startAndUse('PostgreSQL', postgres);
  } finally {
    await postgres.drop();
  }
  log(`passed in ${secondsSince(started)} s on ${os.availableParallelism()} cores (load ${os.loadavg()[0]?.toFixed(1)}); image size ${(size / MB).toFixed(0)} MB`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`container: FAILED: ${(error as Error).message}`);
    process.exit(1);
  },
);
