/** The profile form (PUT update): names, mobile and an optional picture. */
import { z } from 'zod';

export const PROFILE_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
/** Accepted picture types, checked by the file's content on the server. */
export const PROFILE_IMAGE_TYPES = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' } as const;
export type ProfileImageType = keyof typeof PROFILE_IMAGE_TYPES;

export const profileUpdateBodySchema = z.object({
  first_name: z.string({ error: 'Enter your first name' }).trim().min(1, 'Enter your first name').max(100, 'First name must be at most 100 characters'),
  last_name: z.string().trim().max(100, 'Last name must be at most 100 characters').default(''),
  mobile: z
    .string()
    .trim()
    .regex(/^(\+?\d{7,15})?$/, 'Enter a valid mobile number (7 to 15 digits, optional +)')
    .default('')
    .transform((value) => (value === '' ? null : value)),
});
export type ProfileUpdateBody = z.input<typeof profileUpdateBodySchema>;

export const PROFILE_IMAGE_TOO_LARGE_MESSAGE = 'The profile picture must be at most 2 MB';
export const PROFILE_IMAGE_TYPE_MESSAGE = 'The profile picture must be a JPEG, PNG or WebP image';
