/**
 * The demo cards' photos in storage: two dozen avatars (demo-avatar-drawing.ts) shared by all of them.
 */
import type { Services } from '../../platform/services.ts';
import { newStorageKey } from '../../platform/storage/storage.ts';
import { demoAvatars } from './demo-avatar-cache.ts';
import { DEMO_AVATAR_VARIANTS } from './demo-avatar-drawing.ts';

/**
 * Demo photos live in their own folder and are shared by many demo cards, so they are never
 * deleted when a card gets a new photo (cards.service.ts on edit, renewals/renew.ts on renewal).
 */
const DEMO_PHOTO_FOLDER = 'demo-card-photos';
const isSharedDemoPhoto = (key: string): boolean => key.startsWith(`${DEMO_PHOTO_FOLDER}/`);
/** The photo a card owns alone, as a list to release when a new one replaces it: none for a shared demo photo. */
export const ownPhotoKeys = (key: string): string[] => (isSharedDemoPhoto(key) ? [] : [key]);

/** Stores the first `count` demo avatars of each gender (drawn once by `npm install`, else now); returns their storage keys. */
export async function storeDemoAvatars(services: Services, count = DEMO_AVATAR_VARIANTS): Promise<{ female: string[]; male: string[] }> {
  const drawn = await demoAvatars();
  const avatars = { female: drawn.female.slice(0, count), male: drawn.male.slice(0, count) };
  const store = async (content: Buffer) => {
    const key = newStorageKey(DEMO_PHOTO_FOLDER, 'jpg');
    await services.storage.put(key, content, { contentType: 'image/jpeg' });
    return key;
  };
  const [female, male] = await Promise.all([Promise.all(avatars.female.map(store)), Promise.all(avatars.male.map(store))]);
  return { female, male };
}
