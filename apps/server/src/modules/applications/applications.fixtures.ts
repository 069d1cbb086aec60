/** Test support for web applications: a valid public form to vary, with its bot check solved. */
import crypto from 'node:crypto';
import { APPLICATION_POW_BITS, hasLeadingZeroBits, powChallenge } from '@passdesk/contract/applications/application';
import { cardForm, type CardFiles, type CardWorld } from '../cards/cards.fixtures.ts';
import { applicationChallenges } from './application-challenge.ts';
import type { TestApp } from '../../test/test-app.ts';
import { PUBLIC_APPLICATION_PATHS } from '@passdesk/contract/applications/applications-paths';
import { USERS_API } from '@passdesk/contract/http/paths';
import { apiUrl } from '../../test/api-url.ts';

const SUBMIT_URL = apiUrl(USERS_API, PUBLIC_APPLICATION_PATHS.submit);

/** The proof of work a browser finds for a challenge. */
export function solvePow(challenge: string, mobile: string): number {
  for (let nonce = 0; ; nonce += 1) {
    if (hasLeadingZeroBits(crypto.createHash('sha256').update(powChallenge(challenge, mobile, nonce)).digest(), APPLICATION_POW_BITS)) return nonce;
  }
}

/** The bot check a browser sends for a form opened `ageMs` ago: a challenge the server signed, and its proof of work. */
export async function botCheck(t: TestApp, mobile: string, ageMs = 20_000): Promise<{ challenge: string; pow_nonce: string }> {
  const { challenge } = (await applicationChallenges(t.services.db)).issue(Date.now() - ageMs);
  return { challenge, pow_nonce: String(solvePow(challenge, mobile)) };
}

const randomAadhaar = (): string => `${2 + Math.floor(Math.random() * 8)}${String(Math.floor(Math.random() * 1e11)).padStart(11, '0')}`;

/** A form filled in by an adult for the all-routes monthly pass at LDW (`submit` adds the bot check). */
export function applicantFields(world: CardWorld, overrides: Record<string, string> = {}): Record<string, string> {
  const fields: Record<string, string> = {
    first_name: 'Meera',
    last_name: 'Joshi',
    date_of_birth: '1992-03-08',
    gender: 'female',
    mobile: `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`,
    email: 'meera@example.com',
    address: '44 Gokuldham, Satellite',
    city: 'Ahmedabad',
    pincode: '380015',
    id_proof_type: 'aadhaar',
    id_proof_number: randomAadhaar(),
    category_id: String(world.categoryId('GMA')),
    center_id: String(world.centerId('LDW')),
    consent: 'true',
    website: '',
    ...overrides,
  };
  return fields;
}

/** A citizen's address of its own (the form counts applications per address a day). */
export const someAddress = (): string => `198.18.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;

/**
 * Sends the form from `address` (by default one of its own); without a `challenge` among the
 * fields, with the bot check of a form opened 20 seconds ago.
 */
export async function submit(t: TestApp, fields: Record<string, string>, files: CardFiles, address = someAddress()) {
  const complete = fields.challenge === undefined ? { ...(await botCheck(t, fields.mobile ?? '')), ...fields } : fields;
  const form = cardForm(complete, files);
  return t.inject({ method: 'POST', url: SUBMIT_URL, payload: form.body, headers: { 'content-type': form.contentType }, remoteAddress: address });
}
