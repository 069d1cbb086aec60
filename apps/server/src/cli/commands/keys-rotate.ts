/**
 * `passdesk keys rotate`: new generated signing keys (docs/operations.md "Rotating the token secret",
 * "Rotating the QR signing key"). The token secret: the old one keeps verifying the tokens it signed
 * for the longest token lifetime, so nobody is signed out. The card QR key: the old one stays
 * published while a card it signed can be valid, so printed cards keep verifying. A key set by a
 * variable (JWT_SECRET, CARD_SIGNING_KEY) is rotated in the configuration instead.
 */
import { publishedKeys, rotateSigningKey } from '../../modules/cards/cards.public.ts';
import { rotateStoredJwtSecret } from '../../platform/auth/tokens.ts';
import { dayIn } from '../../platform/time/today.ts';
import { auditCommand, CommandError, withDatabase, type Command } from '../command.ts';

const HOUR = 3_600_000;

const keysRotate: Command = {
  name: ['keys', 'rotate'],
  summary: 'replace the generated token secret and card QR signing key (--tokens or --cards for one of them); restart every instance after a new token secret',
  usage: '[--tokens] [--cards]',
  options: { tokens: { type: 'boolean' }, cards: { type: 'boolean' } },
  async run(input) {
    const { config } = input;
    const both = !input.options.tokens && !input.options.cards;
    const tokens = both || input.options.tokens === true;
    const cards = both || input.options.cards === true;
    if (tokens && config.jwtSecret) throw new CommandError(`JWT_SECRET is set, so the token secret is rotated in the configuration (JWT_SECRET and JWT_SECRET_PREVIOUS, docs/operations.md)${cards ? '; add --cards to rotate only the card key' : ''}`);
    if (cards && config.cardSigningKey) throw new CommandError(`CARD_SIGNING_KEY is set, so the card key is rotated in the configuration (docs/operations.md)${tokens ? '; add --tokens to rotate only the token secret' : ''}`);
    return withDatabase(input, async (database) => {
      const done: string[] = [];
      const changes: Record<string, unknown> = {};
      if (tokens) {
        const lifetimeHours = Math.max(config.sessionTtlHours, config.mobile.sessionTtlHours);
        const keepUntil = new Date(Date.now() + lifetimeHours * HOUR);
        const { previousKeyId, keyId } = await rotateStoredJwtSecret(database.db, keepUntil);
        Object.assign(changes, { jwt_key_id_before: previousKeyId ?? null, jwt_key_id_after: keyId, jwt_key_id_before_verifies_until: keepUntil.toISOString() });
        done.push(`the token secret (${previousKeyId ?? 'none'} → ${keyId}; the old one verifies its tokens until ${keepUntil.toISOString()})`);
      }
      if (cards) {
        const today = dayIn(config.timeZone);
        const before = (await publishedKeys(database.db, today)).find((key) => key.retired_at === null);
        const { keyId } = await rotateSigningKey(database.db, today);
        const retired = before ? (await publishedKeys(database.db, today)).find((key) => key.key_id === before.key_id) : undefined;
        Object.assign(changes, { card_key_before: before?.key_id ?? null, card_key_after: keyId, card_key_before_published_until: retired?.published_until ?? null });
        done.push(`the card QR key (${before?.key_id ?? 'none'} → ${keyId}${retired ? `; the old one stays published until ${retired.published_until}` : ''})`);
      }
      await auditCommand(database, { action: 'keys.rotated', entity: 'system', changes });
      // Running instances hear of a new card key at once (modules/cards/card-key-watch.ts); a token secret is read at start.
      const after = tokens ? 'restart every PassDesk instance to sign tokens with the new secret' : 'running PassDesk instances sign new QR codes with the new key at once';
      return `Rotated ${done.join(' and ')}; ${after}`;
    });
  },
};

export default keysRotate;
