/**
 * The keyed hash of an ID number (docs/domain.md: only the last 4 digits are kept in clear). HMAC-SHA256
 * under ID_HASH_KEY, or a key generated once and kept in the database (system_state), so all
 * instances and restarts hash alike. Without the key a leaked hash cannot be matched to a number
 * by trying all 10^12 Aadhaar numbers.
 */
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { normaliseIdNumber } from '@passdesk/contract/cards/card-fields';
import type { DbOrTx } from '../../platform/database/database.ts';
import { systemState } from '../../platform/database/system-state.schema.ts';

const STATE_KEY = 'card_id_hash_key';

export type IdHasher = (idProofType: string, idNumber: string) => string;

export async function ensureIdHasher(db: DbOrTx, configuredKey: string | undefined): Promise<IdHasher> {
  let key = configuredKey;
  if (!key) {
    // Two instances starting together: the first insert wins, both read the winner.
    await db.insert(systemState).values({ key: STATE_KEY, value: crypto.randomBytes(32).toString('base64url') }).onConflictDoNothing();
    const [row] = await db.select({ value: systemState.value }).from(systemState).where(eq(systemState.key, STATE_KEY));
    if (typeof row?.value !== 'string') throw new Error('card ID hash key is missing from system_state');
    key = row.value;
  }
  const secret = key;
  return (idProofType, idNumber) => crypto.createHmac('sha256', secret).update(`${idProofType}:${normaliseIdNumber(idNumber)}`).digest('hex');
}
