/** The public address of a stored object, e.g. the `profile_image` the API returns. */
export const MEDIA_PREFIX = '/media/';

/** `mediaUrl('profile-images/2026/11/<uuid>.png')` → `/media/profile-images/2026/11/<uuid>.png`. */
export function mediaUrl(key: string): string;
export function mediaUrl(key: string | null | undefined): string | null;
export function mediaUrl(key: string | null | undefined): string | null {
  return key ? `${MEDIA_PREFIX}${key}` : null;
}
