/** The profile image is shown with the media base path prefixed (docs/panel.md "Layout and display settings"). */
const MEDIA_BASE = '/media/';

export function profileImageUrl(image: string | null | undefined): string | undefined {
  if (!image) return undefined;
  if (/^(https?:|data:|blob:|\/)/.test(image)) return image;
  return `${MEDIA_BASE}${image}`;
}
