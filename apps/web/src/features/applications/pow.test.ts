import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hasLeadingZeroBits, powChallenge } from '@passdesk/contract/applications/application';
import { solveProofOfWork } from './pow.ts';

describe('the application form proof of work', () => {
  it('finds a nonce the server accepts', async () => {
    const challenge = '1790000000000.AAAAAAAAAAAAAAAAAAAAAA.BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB';
    const nonce = await solveProofOfWork(challenge, '9876543210', 8);
    const digest = createHash('sha256').update(powChallenge(challenge, '9876543210', nonce)).digest();
    expect(hasLeadingZeroBits(digest, 8)).toBe(true);
  });
});
