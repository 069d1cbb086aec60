/**
 * The card QR signing keys as staff see them (docs/api.md "Card QR", "Revoking a key"): every key
 * the installation has had, and revoking one. Paths under ADMIN_API: CARD_KEY_PATHS.
 */
import { z } from 'zod';
import { reasonSchema } from './card-fields.ts';

export const CARD_KEY_PATHS = {
  list: '/cards/keys',
  revoke: '/cards/keys/revoke/:keyId',
} as const;

/** current: signs new QR codes; published: retired, still trusted for its cards; withdrawn: retired and past its last day; revoked: trusted no more. */
export const CARD_KEY_STATES = ['current', 'published', 'withdrawn', 'revoked'] as const;
export type CardKeyState = (typeof CARD_KEY_STATES)[number];

export const cardKeySchema = z.object({
  key_id: z.string(),
  state: z.enum(CARD_KEY_STATES),
  /** generated: made and kept by the server; configured: given by CARD_SIGNING_KEY (only its public half is kept). */
  source: z.enum(['generated', 'configured']),
  created_at: z.string(),
  retired_at: z.string().nullable(),
  published_until: z.string().nullable(),
  revoked_at: z.string().nullable(),
  revoke_reason: z.string().nullable(),
});
export type CardKey = z.infer<typeof cardKeySchema>;

/** A key id as the QR prints it: 8 base64url characters. */
export const cardKeyParamsSchema = z.object({ keyId: z.string().regex(/^[A-Za-z0-9_-]{8}$/, 'Key id must be the 8 characters a QR code names') });

export const revokeCardKeySchema = z.object({ reason: reasonSchema() });
export type RevokeCardKeyInput = z.infer<typeof revokeCardKeySchema>;

export const revokedCardKeySchema = z.object({
  key_id: z.string(),
  /** The key that signs new QR codes from now on when the revoked key was the current one; otherwise null. */
  replaced_by: z.string().nullable(),
});
export type RevokedCardKey = z.infer<typeof revokedCardKeySchema>;

export const CARD_KEY_MESSAGES = {
  notFound: 'No card signing key has this id',
  alreadyRevoked: 'This key is already revoked',
  configuredCurrent:
    'This key is the current one and comes from CARD_SIGNING_KEY: set a new CARD_SIGNING_KEY and restart every instance, then revoke this key',
} as const;
