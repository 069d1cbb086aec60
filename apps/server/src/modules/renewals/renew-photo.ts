/**
 * Renewing with a new photo (optional on the renew form): the photo — checked by content, cropped
 * and re-encoded by the cards feature's processPhoto — is stored before the transaction and claimed
 * by it (platform/storage/store-and-claim.ts): if the renewal fails, or a repeated idempotency key
 * answers the first renewal, the new file goes; once committed, the photo it replaced goes. No row
 * ever points at a missing file, and a process killed in between leaves the new file to the sweep.
 */
import type { FastifyRequest } from 'fastify';
import type { RenewInput } from '@passdesk/contract/renewals/renewal';
import type { Services } from '../../platform/services.ts';
import { newStorageKey } from '../../platform/storage/storage.ts';
import { storeAndClaim } from '../../platform/storage/store-and-claim.ts';
import { renewCard, type RenewResult } from './renew.ts';

type RenewServices = Pick<Services, 'db' | 'storage' | 'config' | 'log'>;

export async function renewWithPhoto(services: RenewServices, request: FastifyRequest, cardId: number, input: RenewInput, key: string | undefined, photo: Buffer | undefined): Promise<RenewResult> {
  if (!photo) return renewCard(services.db, request, services.config, cardId, input, key);
  return storeAndClaim({ ...services, log: request.log }, async (files) => {
    const photoKey = newStorageKey('card-photos', 'jpg');
    await files.put([{ key: photoKey, body: photo, contentType: 'image/jpeg' }]);
    return renewCard(services.db, request, services.config, cardId, input, key, { key: photoKey, files });
  });
}
