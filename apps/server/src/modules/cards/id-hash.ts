/**
 * The keyed hash of an ID number (docs/domain.md: only the last 4 digits are kept in clear). HMAC-SHA256
 * under ID_HASH_KEY, or a key generated once and kept in the database (system_state), so all
 * instances and restarts hash alike. Without the key a leaked hash cannot be matched to a number
 * by trying all 10^12 Aadhaar numbers.
 */
import crypto from 'node:crypto';
import { normaliseIdNumber } from '@passdesk/contract/cards/card-fields';
import type { DbOrTx } from '../../platform/database/database.ts';
import { ensureStoredSecret } from '../../platform/database/system-secrets.ts';

const STATE_KEY = 'card_id_hash_key';

export type IdHasher = (idProofType: string, idNumber: string) => string;

export async function ensureIdHasher(db: DbOrTx, configuredKey: string | undefined): Promise<IdHasher> {
  const secret = configuredKey ?? (await ensureStoredSecret(db, STATE_KEY));
  return (idProofType, idNumber) => crypto.createHmac('sha256', secret).update(`${idProofType}:${normaliseIdNumber(idNumber)}`).digest('hex');
}
