/**
 * Whether an uploaded document is a real PDF (docs/architecture.md "Upload rules"): parsed by
 * pdf-lib — its object tree, its page tree and each page's size — not judged by its first bytes.
 *
 * A file that does not end as a PDF does is refused before any parsing. The parse runs in a child process of its own (pdf-check-child.ts), one file at a time, because a
 * PDF is compressed: 300 KB of object stream unpack to 300 MB inside the parser, a 2 MB upload to
 * gigabytes, and a crafted structure can keep the parser busy for seconds. The child is given
 * CHECK_TIME_LIMIT_MS and CHECK_MEMORY_LIMIT_MB per file; past either it is killed and the file is
 * refused as too complex, and the server's own memory and event loop never see it (the time limit
 * counts from when the child is ready, not while it starts). The child stays for the next file and
 * leaves after a minute without one. Files wait their turn (at most
 * MAX_WAITING; beyond that the upload is answered 503, try again).
 */
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { repoPath } from '../repo-paths.ts';
import { serviceUnavailable } from './errors.ts';

export type PdfVerdict = 'pdf' | 'encrypted' | 'unreadable' | 'too-complex';

const CHECK_TIME_LIMIT_MS = 5_000;
const CHECK_MEMORY_LIMIT_MB = 384;
const IDLE_MS = 60_000;
const MAX_WAITING = 16;

/** The child as the sources run it (tsx: tests, development) or as the bundle `npm start` runs has it beside main.mjs. */
function childEntry(): { file: string; execArgv: string[] } {
  if (import.meta.url.endsWith('.ts')) {
    return { file: fileURLToPath(new URL('./pdf-check-child.ts', import.meta.url)), execArgv: ['--import', import.meta.resolve('tsx')] };
  }
  return { file: repoPath('apps/server/dist/pdf-check-child.mjs'), execArgv: [] };
}

/** The resident memory of a process in MB (Linux), or undefined where /proc is not there. */
function residentMb(pid: number): number | undefined {
  try {
    const pages = Number(fs.readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1]);
    return (pages * 4096) / 1024 / 1024;
  } catch {
    return undefined;
  }
}

/** How long a child may take to start (loading pdf-lib on a busy machine) before uploads are answered 503. */
const START_TIME_LIMIT_MS = 60_000;

interface Checker {
  process: ChildProcess;
  /** Settles once the child has loaded and listens. */
  ready: Promise<void>;
}

let checker: Checker | undefined;
let idleTimer: NodeJS.Timeout | undefined;
let queue: Promise<unknown> = Promise.resolve();
let waiting = 0;

function startChecker(): Checker {
  const entry = childEntry();
  const started = fork(entry.file, [], {
    execArgv: [...entry.execArgv, `--max-old-space-size=${CHECK_MEMORY_LIMIT_MB / 2}`],
    serialization: 'advanced',
    // The parser reports what it skips on the console; nobody reads it.
    stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
  });
  started.unref();
  started.channel?.unref();
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => started.kill('SIGKILL'), START_TIME_LIMIT_MS);
    started.once('message', () => {
      clearTimeout(timer);
      resolve();
    });
    started.once('exit', () => {
      clearTimeout(timer);
      reject(serviceUnavailable('Documents cannot be checked right now. Please try again in a moment.'));
    });
  });
  const made = { process: started, ready };
  started.once('exit', () => {
    if (checker === made) checker = undefined;
  });
  // A start that failed is answered by the check that waited for it.
  ready.catch(() => undefined);
  return made;
}

function stopChecker(): void {
  checker?.process.kill('SIGKILL');
  checker = undefined;
}

async function checkInChild(bytes: Buffer): Promise<PdfVerdict> {
  clearTimeout(idleTimer);
  checker ??= startChecker();
  const { process: running, ready } = checker;
  try {
    await ready;
    return await new Promise<PdfVerdict>((resolve) => {
      const finish = (verdict: PdfVerdict) => {
        clearTimeout(deadline);
        clearInterval(watchdog);
        running.off('message', onMessage);
        running.off('exit', onExit);
        resolve(verdict);
      };
      const onMessage = (verdict: PdfVerdict) => finish(verdict);
      // Killed by the deadline or the watchdog, or out of memory on its own.
      const onExit = () => finish('too-complex');
      const deadline = setTimeout(() => running.kill('SIGKILL'), CHECK_TIME_LIMIT_MS);
      const watchdog = setInterval(() => {
        const used = running.pid === undefined ? undefined : residentMb(running.pid);
        if (used !== undefined && used > CHECK_MEMORY_LIMIT_MB) running.kill('SIGKILL');
      }, 50);
      running.on('message', onMessage);
      running.once('exit', onExit);
      running.send({ bytes });
    });
  } finally {
    idleTimer = setTimeout(stopChecker, IDLE_MS);
    idleTimer.unref();
  }
}

/**
 * Every PDF ends with `%%EOF` (a few bytes may follow); a file that does not was cut short or is
 * not one, and is refused at once: the parser would spend seconds looking for objects in it.
 */
function endsLikeAPdf(bytes: Buffer): boolean {
  return bytes.subarray(Math.max(0, bytes.length - 1024)).includes('%%EOF');
}

/** The verdict on one uploaded file: `pdf`, or why it is not one a reviewer can open. */
export function checkPdf(bytes: Buffer): Promise<PdfVerdict> {
  if (!endsLikeAPdf(bytes)) return Promise.resolve('unreadable');
  if (waiting >= MAX_WAITING) return Promise.reject(serviceUnavailable('Too many documents are being checked right now. Please try again in a moment.'));
  waiting += 1;
  const turn = queue.then(() => checkInChild(bytes));
  queue = turn.catch(() => undefined);
  return turn.finally(() => {
    waiting -= 1;
  });
}

/** Ends the checking process (the server closes). */
export function stopPdfChecks(): void {
  clearTimeout(idleTimer);
  stopChecker();
}
