/** The profile form (PUT update): names, mobile and an optional picture. */
import type { z } from 'zod';
import { adminUserFieldsSchema } from '../access/admin-user-payloads.ts';

export const PROFILE_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
/** Accepted picture types, checked by the file's content on the server. */
export const PROFILE_IMAGE_TYPES = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' } as const;
export type ProfileImageType = keyof typeof PROFILE_IMAGE_TYPES;

/** The same rules as the admin user form (a name, a mobile number are checked one way everywhere). */
export const profileUpdateBodySchema = adminUserFieldsSchema.pick({ first_name: true, last_name: true, mobile: true });
export type ProfileUpdateBody = z.input<typeof profileUpdateBodySchema>;

export const PROFILE_IMAGE_TOO_LARGE_MESSAGE = 'The profile picture must be at most 2 MB';
export const PROFILE_IMAGE_TYPE_MESSAGE = 'The profile picture must be a JPEG, PNG or WebP image';
