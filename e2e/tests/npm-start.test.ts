/**
 * What the README's `npm start` runs, end to end: scripts/start.mjs bundles the server, runs the
 * bundle, which serves the built panel and the API, and stops cleanly on SIGTERM (the panel is
 * built before the browser tests, so the script does not rebuild it here).
 */
import { describe, expect, it } from 'vitest';
import { startServer } from '../support/server.ts';

describe('npm start', () => {
  it('bundles the server, serves the panel and the API, and exits 0 on SIGTERM', async () => {
    const server = await startServer({ DEMO_DATA: 'false' }, { via: 'npm-start' });
    try {
      const page = await fetch(`${server.url}/login`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<div id="root"');
      const ready = await fetch(`${server.url}/readyz`);
      expect(await ready.json()).toMatchObject({ status: 'ready', database: 'pglite' });
    } finally {
      expect(await server.stop()).toBe(0);
    }
    expect(server.output()).not.toMatch(/rebuilding|Building the web app/);
  });
});
