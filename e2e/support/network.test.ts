import { describe, expect, it } from 'vitest';
import { requestWaves, type Initiator, type RequestStart } from './network.ts';

const ORIGIN = 'http://127.0.0.1:4000';
const url = (path: string) => `${ORIGIN}${path}`;
const byParser = (path: string): Initiator => ({ type: 'parser', url: url(path) });
/** A fetch's initiator as Chromium records it: the stack of the scripts that issued it, innermost first. */
const byScripts = (...paths: string[]): Initiator => ({ type: 'script', stack: { callFrames: paths.map((path) => ({ url: url(path) })) } });
/** A module script's own fetch (an import or a modulepreload): Chromium names no script. */
const MODULE_FETCH: Initiator = { type: 'script', url: 'about:client' };

function request(requestId: string, path: string, type: string, initiator: Initiator, sent: number, finished?: number): RequestStart {
  return { requestId, url: url(path), type, initiator, sent, finished };
}

/** A cold signed-in /routes as Chromium recorded it (shapes from a real load; times in seconds). */
const ROUTES_LOAD: RequestStart[] = [
  request('doc', '/routes', 'Document', { type: 'other' }, 0, 0.01),
  request('main', '/assets/index-B7.js', 'Script', byParser('/routes'), 0.012, 0.04),
  request('css', '/assets/index-DX.css', 'Stylesheet', byParser('/routes'), 0.012, 0.02),
  request('font400', '/assets/inter-latin-400-normal.woff2', 'Font', byParser('/routes'), 0.013, 0.02),
  request('me', '/api/v1/admin/me', 'Fetch', byScripts('/assets/index-B7.js', '/assets/index-B7.js'), 0.05, 0.06),
  // Asked for after `me` had answered: timing alone would chain it to `me`.
  request('permissions', '/api/v1/admin/permissions', 'Fetch', byScripts('/assets/index-B7.js'), 0.065, 0.07),
  request('shell', '/assets/record-form-DB.js', 'Script', MODULE_FETCH, 0.066, 0.08),
  request('favicon', '/favicon.svg', 'Other', { type: 'other' }, 0.07, 0.071),
  request('list', '/api/v1/admin/routes?page=1', 'Fetch', byScripts('/assets/index-B7.js', '/assets/record-form-DB.js', '/assets/index-B7.js'), 0.09, 0.1),
  request('page', '/assets/RoutesPage-B.js', 'Script', MODULE_FETCH, 0.09, 0.1),
  request('font500', '/assets/inter-latin-500-normal.woff2', 'Font', byParser('/assets/index-DX.css'), 0.095, 0.1),
];
const SOURCES = new Map([
  [url('/assets/index-B7.js'), 'import("./record-form-DB.js");m.f=["assets/record-form-DB.js"]'],
  [url('/assets/record-form-DB.js'), 'import("./RoutesPage-B.js")'],
  [url('/assets/RoutesPage-B.js'), ''],
]);

describe('requestWaves', () => {
  it('counts from what each request waited for: document 0, main script 1, what it sends 2, what its chunks send 3', () => {
    const waves = requestWaves(ROUTES_LOAD, SOURCES);
    expect(Object.fromEntries(waves)).toEqual({ doc: 0, main: 1, css: 1, font400: 1, me: 2, permissions: 2, shell: 2, favicon: 1, list: 3, page: 3, font500: 2 });
  });

  it('does not chain a request to one that merely ended before it started (a fast machine)', () => {
    // Everything answered at once: `me` ended before `permissions`, the shell's chunk and the list started.
    const fast = ROUTES_LOAD.map((entry) => ({ ...entry, finished: entry.sent + 0.0001 }));
    expect(requestWaves(fast, SOURCES).get('list')).toBe(3);
    expect(requestWaves(fast, SOURCES).get('permissions')).toBe(2);
  });

  it('a request sent from a later chunk counts one wave later (the list request moved into the page chunk)', () => {
    const late = ROUTES_LOAD.map((entry) => (entry.requestId === 'list' ? { ...entry, sent: 0.11, initiator: byScripts('/assets/index-B7.js', '/assets/RoutesPage-B.js') } : entry));
    expect(requestWaves(late, SOURCES).get('list')).toBe(4);
  });

  it('a module fetch that no arrived script names counts after the latest script that had arrived (an upper bound)', () => {
    const waves = requestWaves(ROUTES_LOAD, new Map());
    // With no text to read, the page chunk may come after the shell's chunk: wave 3, never less.
    expect(waves.get('shell')).toBe(2);
    expect(waves.get('page')).toBe(3);
  });
});
