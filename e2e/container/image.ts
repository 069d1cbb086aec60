/**
 * Building the Dockerfile with buildah (no container engine: `--isolation chroot`) and running a
 * built image's command the way an engine would, without one: a working container's root file
 * system is mounted (`buildah mount`), /dev and /proc are mounted into it in a mount namespace of
 * the command's own, and the image's command runs there under `chroot --userspec` as the image's
 * user, with the image's environment and working folder, on this machine's network.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { run } from './shell.ts';

/** What an engine reads from the image to run it (Docker's image config). */
export interface ImageConfig {
  User: string;
  Env: string[];
  WorkingDir: string;
  Cmd: string[] | null;
  Entrypoint: string[] | null;
  Volumes: Record<string, unknown> | null;
  Healthcheck?: { Test: string[]; Interval?: number; Timeout?: number; StartPeriod?: number; Retries?: number };
  StopSignal?: string;
}

/** Builds `dockerfile` in `context` as `tag`; the build's whole output goes to `logFile`. Layers are cached between runs. */
export async function buildImage(context: string, tag: string, logFile: string): Promise<void> {
  try {
    const { stdout, stderr } = await run('buildah', ['bud', '--isolation', 'chroot', '--pull=never', '--layers', '--format', 'docker', '--file', 'Dockerfile', '--tag', tag, '.'], { cwd: context });
    fs.writeFileSync(logFile, stdout + stderr);
  } catch (error) {
    fs.writeFileSync(logFile, (error as Error).message);
    throw error;
  }
}

export async function imageConfig(tag: string): Promise<ImageConfig> {
  const { stdout } = await run('buildah', ['inspect', '--type', 'image', tag]);
  return (JSON.parse(stdout) as { Docker: { config: ImageConfig } }).Docker.config;
}

/** The image's size as the engine counts it (every layer, the base's too), in bytes. */
export async function imageSize(tag: string): Promise<number> {
  const { stdout } = await run('podman', ['image', 'inspect', '--format', '{{.Size}}', tag]);
  return Number(stdout.trim());
}

export interface RunningCommand {
  child: ChildProcess;
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** A working container of `tag`, its root file system mounted; `remove()` unmounts and deletes it. */
export class MountedContainer {
  private constructor(
    readonly id: string,
    readonly root: string,
    readonly config: ImageConfig,
  ) {}

  static async from(tag: string): Promise<MountedContainer> {
    const { stdout: id } = await run('buildah', ['from', '--pull-never', tag]);
    const { stdout: root } = await run('buildah', ['mount', id.trim()]);
    return new MountedContainer(id.trim(), root.trim(), await imageConfig(tag));
  }

  /** `uid:gid` of the image's USER, read from the image's own /etc/passwd. */
  userSpec(): string {
    const user = this.config.User || 'root';
    if (/^\d+(:\d+)?$/.test(user)) return user.includes(':') ? user : `${user}:${user}`;
    const line = fs
      .readFileSync(path.join(this.root, 'etc/passwd'), 'utf8')
      .split('\n')
      .find((entry) => entry.split(':')[0] === user);
    const [, , uid, gid] = line?.split(':') ?? [];
    if (!uid || !gid) throw new Error(`the image's user ${user} is not in its /etc/passwd`);
    return `${uid}:${gid}`;
  }

  /**
   * Starts `argv` (default: the image's ENTRYPOINT and CMD) as the image's user, with the image's
   * environment plus `env`. Every step execs the next, so the child's pid is the command's own
   * process: a signal sent to it reaches the command itself, as an engine's stop does.
   */
  start(env: Record<string, string>, argv?: readonly string[]): RunningCommand {
    const command = argv ?? [...(this.config.Entrypoint ?? []), ...(this.config.Cmd ?? [])];
    const variables = [...this.config.Env, ...Object.entries(env).map(([name, value]) => `${name}=${value}`)];
    const inNamespace = 'mount --rbind /dev "$1/dev" && mount -t proc proc "$1/proc" && root="$1" && user="$2" && dir="$3" && shift 3 && exec chroot --userspec="$user" "$root" /usr/bin/env -i -C "$dir" "$@"';
    const child = spawn('unshare', ['--mount', '--propagation', 'private', 'sh', '-c', inNamespace, 'sh', this.root, this.userSpec(), this.config.WorkingDir || '/', ...variables, ...command], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
    return { child, output: () => output, exited };
  }

  /** Runs `argv` to its end (as `start` does) and returns its exit code and output. */
  async exec(env: Record<string, string>, argv: readonly string[]): Promise<{ code: number | null; output: string }> {
    const running = this.start(env, argv);
    const { code } = await running.exited;
    return { code, output: running.output() };
  }

  async remove(): Promise<void> {
    await run('buildah', ['umount', this.id]).catch(() => undefined);
    await run('buildah', ['rm', this.id]).catch(() => undefined);
  }
}
