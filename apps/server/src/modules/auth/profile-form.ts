/**
 * Reads the profile form: multipart (fields plus an optional `profile_image` file) or JSON. The
 * file is checked by its content, never by its name or declared type, and its dimensions; it is
 * stored re-encoded (at most PROFILE_IMAGE_MAX_SIDE pixels a side), so only its pixels survive.
 */

/** A profile picture is shown small: larger ones are scaled down on upload. */
const PROFILE_IMAGE_MAX_SIDE = 1024;
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import {
  PROFILE_IMAGE_MAX_BYTES,
  PROFILE_IMAGE_TOO_LARGE_MESSAGE,
  PROFILE_IMAGE_TYPE_MESSAGE,
  PROFILE_IMAGE_TYPES,
  type ProfileImageType,
} from '@passdesk/contract/auth/profile';
import { badRequest, payloadTooLarge, unsupportedMediaType } from '../../platform/http/errors.ts';
import { reencodeImage } from '../../platform/http/images.ts';
import { unsafeTextError } from '../../platform/http/validation.ts';
import { findUnsafeText } from '@passdesk/contract/http/text';

export interface ProfileImage {
  content: Buffer;
  contentType: ProfileImageType;
  extension: string;
}

export interface ProfileForm {
  fields: Record<string, unknown>;
  image?: ProfileImage;
}

const isImageType = (mime: string): mime is ProfileImageType => Object.hasOwn(PROFILE_IMAGE_TYPES, mime);

export async function readProfileForm(request: FastifyRequest): Promise<ProfileForm> {
  if (!request.isMultipart()) {
    const body = request.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) throw badRequest('Send the profile as JSON or as a multipart form');
    return { fields: body as Record<string, unknown> };
  }
  const fields: Record<string, unknown> = {};
  let content: Buffer | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: PROFILE_IMAGE_MAX_BYTES, files: 1, fields: 20 } })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'profile_image') {
          part.file.resume();
          throw badRequest(`Unexpected file field "${part.fieldname}"`);
        }
        content = await part.toBuffer();
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') throw payloadTooLarge(PROFILE_IMAGE_TOO_LARGE_MESSAGE);
    throw error;
  }
  const unsafe = findUnsafeText(fields);
  if (unsafe !== undefined) throw unsafeTextError(unsafe);
  if (!content) return { fields };
  const detected = await fileTypeFromBuffer(content);
  if (!detected || !isImageType(detected.mime)) throw unsupportedMediaType(PROFILE_IMAGE_TYPE_MESSAGE);
  const format = detected.mime === 'image/png' ? 'png' : detected.mime === 'image/webp' ? 'webp' : 'jpeg';
  const image = await reencodeImage(content, format, PROFILE_IMAGE_MAX_SIDE, 'profile_image');
  return { fields, image: { content: image, contentType: detected.mime, extension: PROFILE_IMAGE_TYPES[detected.mime] } };
}
