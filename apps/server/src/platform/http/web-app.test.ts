/** How the built panel is served: immutable hashed assets, index.html for client-side routes, JSON 404 for the API. */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useTempDir, useTestApp } from '../../test/suite.ts';

const BIG_ASSET = `export const words = ${JSON.stringify(Array.from({ length: 500 }, (_, index) => `word-${index}`))};`;
const INDEX = '<!doctype html><html><head><title>PassDesk</title><script type="module" src="/assets/x-abc123.js"></script></head><body><div id="root"></div></body></html>';

const INSPECT = '<!doctype html><html><head><title>PassDesk Inspector</title></head><body><div id="root"></div></body></html>';

describe('serving the web app (WEB_DIST_DIR)', () => {
  const dist = useTempDir('passdesk-dist-', (dir) => {
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(path.join(dir, 'index.html'), INDEX);
    fs.writeFileSync(path.join(dir, 'inspect.html'), INSPECT);
    fs.writeFileSync(path.join(dir, 'assets/x-abc123.js'), 'console.log("app")');
    fs.writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    fs.writeFileSync(path.join(dir, 'assets/big-def456.js'), BIG_ASSET);
    fs.writeFileSync(path.join(dir, 'assets/big-def456.js.br'), zlib.brotliCompressSync(BIG_ASSET));
    fs.writeFileSync(path.join(dir, 'assets/big-def456.js.gz'), zlib.gzipSync(BIG_ASSET));
  });
  const t = useTestApp(() => ({ env: { WEB_DIST_DIR: dist.path } }));

  it('serves the inspector app at /inspect and below, and the panel everywhere else', async () => {
    for (const url of ['/inspect', '/inspect/', '/inspect/receipt/1?x=1']) {
      const response = await t.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(INSPECT);
      expect(response.headers['cache-control'], url).toBe('no-cache, no-store, must-revalidate');
    }
    for (const url of ['/inspector', '/login', '/cards/scan']) expect((await t.inject({ method: 'GET', url })).body, url).toBe(INDEX);
  });

  it('serves a hashed asset with a year-long immutable cache', async () => {
    const response = await t.inject({ method: 'GET', url: '/assets/x-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log("app")');
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the precompressed copy the browser accepts, with Content-Encoding and Vary', async () => {
    const brotli = await t.inject({ method: 'GET', url: '/assets/big-def456.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toContain('javascript');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe(BIG_ASSET);

    const gzip = await t.inject({ method: 'GET', url: '/assets/big-def456.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(BIG_ASSET);

    const plain = await t.inject({ method: 'GET', url: '/assets/big-def456.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(BIG_ASSET);
  });

  it('answers a revalidation of an unchanged file with 304, keeping the file in memory from its first read', async () => {
    const first = await t.inject({ method: 'GET', url: '/favicon.svg' });
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await t.inject({ method: 'GET', url: '/favicon.svg', headers: { 'if-none-match': String(etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect((await t.inject({ method: 'GET', url: '/favicon.svg', headers: { 'if-none-match': '"other"' } })).statusCode).toBe(200);
    // Read once: the build's files do not change while the server runs (built-files.ts).
    fs.writeFileSync(path.join(dist.path, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"><g/></svg>');
    const kept = await t.inject({ method: 'GET', url: '/favicon.svg' });
    expect(kept.body).toBe(first.body);
    expect(kept.headers.etag).toBe(etag);
  });

  it('compresses JSON answers above the threshold, not small ones', async () => {
    const big = await t.inject({ method: 'GET', url: '/locales/en/access.json', headers: { 'accept-encoding': 'br, gzip' } });
    expect(big.statusCode).toBe(200);
    expect(big.headers['content-encoding']).toBe('br');
    expect(big.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(zlib.brotliDecompressSync(big.rawPayload).toString())).toHaveProperty('permissions.title', 'Permissions');

    const gzip = await t.inject({ method: 'GET', url: '/locales/en/access.json', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');

    const small = await t.inject({ method: 'GET', url: '/api/unknown', headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ message: 'No API endpoint at GET /api/unknown' });
  });

  it('serves index.html uncached for /, /index.html and any client-side route', async () => {
    for (const url of ['/', '/index.html', '/card-management/5', '/404', '/sign-in?next=%2Froles']) {
      const response = await t.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(INDEX);
      expect(response.headers['content-type'], url).toContain('text/html');
      expect(response.headers['cache-control'], url).toMatch(/no-cache/);
    }
  });

  it('revalidates unhashed files at the root', async () => {
    const response = await t.inject({ method: 'GET', url: '/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  });

  it('answers 404 for an unknown asset instead of the app', async () => {
    const response = await t.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
  });

  it('answers an unknown API path with a JSON 404, never the app', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/unknown' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({ message: 'No API endpoint at GET /api/unknown' });
  });

  it('does not serve files outside the build folder', async () => {
    const response = await t.inject({ method: 'GET', url: '/../../etc/passwd' });
    expect(response.body).not.toContain('root:');
    const encoded = await t.inject({ method: 'GET', url: '/%2e%2e/%2e%2e/etc/passwd' });
    expect(encoded.body).not.toContain('root:');
  });
});

describe('serving the translations of a built web app', () => {
  const NAV = JSON.stringify({ title: 'Navigation', items: Array.from({ length: 200 }, (_, index) => `item-${index}`) });
  // The build's brotli copy, told apart from anything the server could make of nav.json itself.
  const BUILT_BROTLI = zlib.brotliCompressSync(JSON.stringify({ from: 'the build' }));
  const dist = useTempDir('passdesk-dist-', (dir) => {
    fs.writeFileSync(path.join(dir, 'index.html'), INDEX);
    fs.mkdirSync(path.join(dir, 'locales/en'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'locales/en/nav.json'), NAV);
    fs.writeFileSync(path.join(dir, 'locales/en/nav.json.br'), BUILT_BROTLI);
  });
  const t = useTestApp(() => ({ env: { WEB_DIST_DIR: dist.path } }));

  it("sends the build's precompressed copy as it is, and the file itself to a client that takes no encoding", async () => {
    const brotli = await t.inject({ method: 'GET', url: '/locales/en/nav.json', headers: { 'accept-encoding': 'gzip, br' } });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toContain('application/json');
    expect(brotli.rawPayload.equals(BUILT_BROTLI)).toBe(true);
    // No gzip copy in the build: made once from the file.
    const gzip = await t.inject({ method: 'GET', url: '/locales/en/nav.json', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(NAV);
    // An encoding's own entry decides over `*`.
    const notBrotli = await t.inject({ method: 'GET', url: '/locales/en/nav.json', headers: { 'accept-encoding': 'br;q=0, *' } });
    expect(notBrotli.headers['content-encoding']).toBe('gzip');
    const plain = await t.inject({ method: 'GET', url: '/locales/en/nav.json', headers: { 'accept-encoding': 'br;q=0, identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(NAV);
  });
});
