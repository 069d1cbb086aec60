/** Tokens are remembered once verified (tokens.ts): what a remembered token may still not do. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TokenService } from './tokens.ts';

const SECRET = 'test-secret-0123456789-0123456789-0123456789';
const claims = { sid: '3f0c1b9e-4d7a-4c55-9a43-0b1f6a2e8d11', sub: '7', typ: 'mobile' } as const;

describe('TokenService.verify', () => {
  afterEach(() => vi.useRealTimers());

  it('stops accepting a token it has already verified once the token expires', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-24T10:00:00Z') });
    const tokens = new TokenService(SECRET);
    const token = await tokens.sign(claims, new Date('2026-11-24T10:01:00Z'));
    expect(await tokens.verify(token)).toEqual(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    vi.setSystemTime(new Date('2026-11-24T10:01:00Z'));
    expect(await tokens.verify(token)).toBeUndefined();
  });

  it('accepts no token signed with another secret, nor an altered one, however often asked', async () => {
    const tokens = new TokenService(SECRET);
    const token = await tokens.sign(claims, new Date(Date.now() + 60_000));
    expect(await tokens.verify(token)).toEqual(claims);
    const foreign = await new TokenService(`${SECRET}-other`).sign(claims, new Date(Date.now() + 60_000));
    const [header, payload, signature] = token.split('.');
    const altered = `${header}.${payload}.${signature?.startsWith('A') ? 'B' : 'A'}${signature?.slice(1)}`;
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect(await tokens.verify(foreign)).toBeUndefined();
      expect(await tokens.verify(altered)).toBeUndefined();
    }
  });
});
