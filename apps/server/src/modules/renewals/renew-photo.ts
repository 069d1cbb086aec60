/**
 * Renewing with a new photo (optional on the renew form): the photo — checked by content, cropped
 * and re-encoded by the cards feature's processPhoto — is stored before the transaction; if the
 * renewal fails, or a repeated idempotency key answers the first renewal, the new file goes; once
 * committed, the photo it replaced goes. No row ever points at a missing file, no file is orphaned:
 * the new key is written down as pending before the upload and claimed by the renewal's
 * transaction, so a process killed in between leaves it to the sweep (platform/storage/pending-files.ts).
 */
import type { FastifyRequest } from 'fastify';
import type { RenewInput } from '@passdesk/contract/renewals/renewal';
import type { Services } from '../../platform/services.ts';
import { newStorageKey } from '../../platform/storage/storage.ts';
import { deletePendingFiles, notePendingFiles } from '../../platform/storage/pending-files.ts';
import { renewCard, type RenewResult } from './renew.ts';

type RenewServices = Pick<Services, 'db' | 'storage' | 'config' | 'log'>;

/** Deletes a photo written down as pending; one that cannot be deleted now stays written down for the sweep. */
const deleteQuietly = (services: RenewServices, request: FastifyRequest, key: string) => deletePendingFiles({ ...services, log: request.log }, [key]);

export async function renewWithPhoto(services: RenewServices, request: FastifyRequest, cardId: number, input: RenewInput, key: string | undefined, photo: Buffer | undefined): Promise<RenewResult> {
  if (!photo) return renewCard(services.db, request, services.config, cardId, input, key);
  const photoKey = newStorageKey('card-photos', 'jpg');
  await notePendingFiles(services.db, [photoKey]);
  let result: RenewResult;
  try {
    await services.storage.put(photoKey, photo, { contentType: 'image/jpeg' });
    result = await renewCard(services.db, request, services.config, cardId, input, key, photoKey);
  } catch (error) {
    await deleteQuietly(services, request, photoKey);
    throw error;
  }
  if (result.replayed) await deleteQuietly(services, request, photoKey);
  else if (result.replacedPhotoKey) await deleteQuietly(services, request, result.replacedPhotoKey);
  return result;
}
