import { describe, expect, it } from 'vitest';
import { requestWaves } from './network.ts';

const at = (path: string, startTime: number, responseEnd: number) => ({ name: `http://127.0.0.1:4000${path}`, startTime, responseEnd });

describe('requestWaves', () => {
  it('counts each request one wave after the latest that ended before it started', () => {
    const waves = requestWaves([at('/routes', 0, 10), at('/assets/index.js', 12, 40), at('/api/v1/admin/me', 50, 60), at('/assets/Shell.js', 51, 80), at('/api/v1/admin/routes?page=1', 90, 99)]);
    expect([...waves.values()]).toEqual([1, 2, 3, 3, 4]);
  });

  it('never chains a request to a font or an image: nothing waits for one (the favicon case)', () => {
    const waves = requestWaves([
      at('/routes', 0, 10),
      at('/assets/index.js', 12, 40),
      at('/api/v1/admin/me', 50, 60),
      at('/assets/Shell.js', 50, 80),
      // Asked for by the browser after the document loaded; answered before the list was asked for.
      at('/favicon.svg', 65, 70),
      at('/assets/inter-latin-500-normal.woff2', 66, 72),
      at('/api/v1/admin/routes?page=1', 90, 99),
    ]);
    expect(waves.get('http://127.0.0.1:4000/favicon.svg')).toBe(4);
    expect(waves.get('http://127.0.0.1:4000/api/v1/admin/routes?page=1')).toBe(4);
  });
});
