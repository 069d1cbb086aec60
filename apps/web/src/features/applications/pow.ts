/** The form's proof of work on the server's challenge (contract: APPLICATION_POW_BITS): a nonce whose SHA-256 starts with enough zero bits. */
import { APPLICATION_POW_BITS, hasLeadingZeroBits, powChallenge } from '@passdesk/contract/applications/application';

const encoder = new TextEncoder();

/** Tries nonces in order (tens of thousands of hashes, about a second), yielding to the page now and then. */
export async function solveProofOfWork(challenge: string, mobile: string, bits = APPLICATION_POW_BITS): Promise<number> {
  for (let nonce = 0; ; nonce += 1) {
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(powChallenge(challenge, mobile, nonce))));
    if (hasLeadingZeroBits(digest, bits)) return nonce;
    if (nonce % 2000 === 1999) await new Promise((resolve) => setTimeout(resolve, 0));
  }
}
