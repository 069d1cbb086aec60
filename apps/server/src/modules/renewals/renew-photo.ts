/**
 * Renewing with a new photo (optional on the renew form): the photo — checked by content, cropped
 * and re-encoded by the cards feature's processPhoto — is stored before the transaction; if the
 * renewal fails, or a repeated idempotency key answers the first renewal, the new file goes; once
 * committed, the photo it replaced goes. No row ever points at a missing file, no file is orphaned.
 */
import type { FastifyRequest } from 'fastify';
import type { RenewInput } from '@passdesk/contract/renewals/renewal';
import type { Services } from '../../platform/services.ts';
import { newStorageKey } from '../../platform/storage/storage.ts';
import { renewCard, type RenewResult } from './renew.ts';

type RenewServices = Pick<Services, 'db' | 'storage' | 'config' | 'log'>;

async function deleteQuietly(services: RenewServices, request: FastifyRequest, key: string): Promise<void> {
  try {
    await services.storage.delete(key);
  } catch (error) {
    request.log.warn({ err: error, key }, 'could not delete an unreferenced card photo');
  }
}

export async function renewWithPhoto(services: RenewServices, request: FastifyRequest, cardId: number, input: RenewInput, key: string | undefined, photo: Buffer | undefined): Promise<RenewResult> {
  if (!photo) return renewCard(services.db, request, services.config, cardId, input, key);
  const photoKey = newStorageKey('card-photos', 'jpg');
  await services.storage.put(photoKey, photo, { contentType: 'image/jpeg' });
  let result: RenewResult;
  try {
    result = await renewCard(services.db, request, services.config, cardId, input, key, photoKey);
  } catch (error) {
    await deleteQuietly(services, request, photoKey);
    throw error;
  }
  if (result.replayed) await deleteQuietly(services, request, photoKey);
  else if (result.replacedPhotoKey) await deleteQuietly(services, request, result.replacedPhotoKey);
  return result;
}
