/**
 * PUT update: the signed-in user's names, mobile and picture. The picture is checked by its
 * content (JPEG, PNG or WebP, at most 2 MB) and stored before the row changes, through
 * platform/storage/store-and-claim.ts: if the row change fails the new file is deleted, the old
 * picture is deleted only after the commit, and a process that dies in between leaves either
 * file to the sweep, never an orphan.
 */
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { profileUpdateBodySchema } from '@passdesk/contract/auth/profile';
import { audit, changedFields } from '../../platform/audit/audit.ts';
import type { AdminActor } from '../../platform/auth/actor.ts';
import { adminUsers } from '../access/access.schema.ts';
import { badRequest } from '../../platform/http/errors.ts';
import type { Services } from '../../platform/services.ts';
import { newStorageKey } from '../../platform/storage/storage.ts';
import { storeAndClaim, type RowFiles } from '../../platform/storage/store-and-claim.ts';
import { readProfileForm, type ProfileImage } from './profile-form.ts';

export async function updateProfile(services: Services, request: FastifyRequest, actor: AdminActor): Promise<void> {
  const form = await readProfileForm(request);
  const parsed = profileUpdateBodySchema.safeParse(form.fields);
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'body');
      errors[field] ??= issue.message;
    }
    throw badRequest(Object.values(errors)[0] ?? 'Invalid profile', errors);
  }
  const fields = parsed.data;
  await storeAndClaim({ ...services, log: request.log }, async (files) => {
    const newKey = form.image ? await storeImage(files, form.image) : undefined;
    await services.db.transaction(async (tx) => {
      const [before] = await tx
        .select({ first_name: adminUsers.first_name, last_name: adminUsers.last_name, mobile: adminUsers.mobile, profile_image: adminUsers.profile_image })
        .from(adminUsers)
        .where(eq(adminUsers.id, actor.userId))
        .for('update');
      await tx
        .update(adminUsers)
        .set({ ...fields, ...(newKey ? { profile_image: newKey } : {}) })
        .where(eq(adminUsers.id, actor.userId));
      await audit(tx, request, {
        action: 'auth.profile_updated',
        entity: 'admin_user',
        entityId: actor.userId,
        changes: changedFields(before, { ...fields, ...(newKey ? { profile_image: newKey } : {}) }),
      });
      if (!newKey) return;
      await files.claim(tx);
      const oldKey = before?.profile_image;
      if (oldKey && oldKey !== newKey) await files.release(tx, [oldKey]);
    });
  });
}

async function storeImage(files: RowFiles, image: ProfileImage): Promise<string> {
  const key = newStorageKey('profile-images', image.extension);
  await files.put([{ key, body: image.content, contentType: image.contentType }]);
  return key;
}
