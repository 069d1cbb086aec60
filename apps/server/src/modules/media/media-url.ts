/** The public address of a stored object, e.g. the `profile_image` the API returns. */
export const MEDIA_PREFIX = '/media/';

/**
 * The only folders `/media` serves (docs/architecture.md, "Files and the media route"): profile
 * pictures and card photos, shown through `<img src>`. Everything else a feature stores (a card's
 * or an application's documents, applicants' photos, report workbooks, APKs) is private to its
 * feature's permission-checked route, and `/media` answers 404 for it as for an unknown key.
 */
export const PUBLIC_MEDIA_FOLDERS: ReadonlySet<string> = new Set(['profile-images', 'card-photos', 'demo-card-photos']);

/** Whether `/media` may serve this key: its first folder is one of the public ones. */
export function isPublicMediaKey(key: string): boolean {
  return PUBLIC_MEDIA_FOLDERS.has(key.slice(0, key.indexOf('/')));
}

/** `mediaUrl('profile-images/2026/11/<uuid>.png')` → `/media/profile-images/2026/11/<uuid>.png`. */
export function mediaUrl(key: string): string;
export function mediaUrl(key: string | null | undefined): string | null;
export function mediaUrl(key: string | null | undefined): string | null {
  return key ? `${MEDIA_PREFIX}${key}` : null;
}
