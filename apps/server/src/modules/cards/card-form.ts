/**
 * Reads the card form (multipart: the fields as text parts, `photo` and `documents` as file parts)
 * and checks every file by its content, never by its name or declared type. The photo is cropped
 * to the passport ratio, resized and re-encoded as JPEG, which also drops whatever else the file
 * carried (EXIF location, trailing data).
 */
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { MAX_IMAGE_PIXELS } from '@passdesk/contract/http/images';
import { checkImageDimensions, reencodeImage } from '../../platform/http/images.ts';
import {
  CARD_DOCUMENT_MAX_BYTES,
  CARD_DOCUMENT_MAX_COUNT,
  CARD_DOCUMENT_TYPES,
  CARD_FILE_MESSAGES,
  CARD_PHOTO_HEIGHT,
  CARD_PHOTO_MAX_BYTES,
  CARD_PHOTO_TYPES,
  CARD_PHOTO_WIDTH,
  type CardDocumentType,
} from '@passdesk/contract/cards/card-files';
import { badRequest, payloadTooLarge, unsupportedMediaType } from '../../platform/http/errors.ts';

interface CardDocumentUpload {
  content: Buffer;
  contentType: CardDocumentType;
  extension: string;
  fileName: string;
}

export interface CardForm {
  fields: Record<string, unknown>;
  /** The processed photo (JPEG), when one was sent. */
  photo?: Buffer;
  documents: CardDocumentUpload[];
}

/** Fields a form may repeat (one part per value). */
const LIST_FIELDS = new Set(['remove_document_ids']);

const isDocumentType = (mime: string): mime is CardDocumentType => Object.hasOwn(CARD_DOCUMENT_TYPES, mime);

/** A display name from the uploader's file name: no path, no control characters, at most 200 characters. */
function displayFileName(name: string | undefined, fallback: string): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must go
  const clean = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  return (clean || fallback).slice(0, 200);
}

async function processPhoto(content: Buffer): Promise<Buffer> {
  const detected = await fileTypeFromBuffer(content);
  if (!detected || !(CARD_PHOTO_TYPES as readonly string[]).includes(detected.mime)) throw unsupportedMediaType(CARD_FILE_MESSAGES.photoType);
  // Refuses decompression bombs and absurd sizes from the header, before decoding.
  await checkImageDimensions(content, 'photo');
  try {
    return await sharp(content, { limitInputPixels: MAX_IMAGE_PIXELS })
      .rotate()
      .resize(CARD_PHOTO_WIDTH, CARD_PHOTO_HEIGHT, { fit: 'cover', position: 'attention' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer();
  } catch {
    throw badRequest(CARD_FILE_MESSAGES.photoUnreadable, { photo: CARD_FILE_MESSAGES.photoUnreadable });
  }
}

/** The picture formats a document may be in, as the encoder names them; a PDF is kept as sent. */
const DOCUMENT_IMAGE_FORMATS: Partial<Record<CardDocumentType, 'jpeg' | 'png' | 'webp'>> = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/webp': 'webp' };
/** A scanned document stays legible (an A4 page at 300 dpi is 3508 px high) but no larger. */
const DOCUMENT_IMAGE_MAX_SIDE = 3508;

async function checkDocument(content: Buffer, fileName: string | undefined, index: number): Promise<CardDocumentUpload> {
  const detected = await fileTypeFromBuffer(content);
  if (!detected || !isDocumentType(detected.mime)) throw unsupportedMediaType(CARD_FILE_MESSAGES.documentType);
  const imageFormat = DOCUMENT_IMAGE_FORMATS[detected.mime];
  return {
    // A picture is decoded and encoded again: only its pixels are stored (docs/architecture.md "Files and the media route").
    content: imageFormat ? await reencodeImage(content, imageFormat, DOCUMENT_IMAGE_MAX_SIDE, 'documents') : content,
    contentType: detected.mime,
    extension: CARD_DOCUMENT_TYPES[detected.mime],
    fileName: displayFileName(fileName, `document-${index + 1}.${CARD_DOCUMENT_TYPES[detected.mime]}`),
  };
}

/** A file part's bytes; one over the size limit is 413 with the given message. */
async function toBuffer(part: MultipartFile, tooLarge: string): Promise<Buffer> {
  try {
    return await part.toBuffer();
  } catch (error) {
    if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') throw payloadTooLarge(tooLarge);
    throw error;
  }
}

export async function readCardForm(request: FastifyRequest): Promise<CardForm> {
  if (!request.isMultipart()) {
    const body = request.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) throw badRequest('Send the card as a multipart form (fields, photo, documents)');
    return { fields: body as Record<string, unknown>, documents: [] };
  }
  const fields: Record<string, unknown> = {};
  let photoContent: Buffer | undefined;
  const documentFiles: Array<{ content: Buffer; fileName: string | undefined }> = [];
  try {
    const limits = { fileSize: CARD_DOCUMENT_MAX_BYTES, files: CARD_DOCUMENT_MAX_COUNT + 1, fields: 60, parts: 80 };
    for await (const part of request.parts({ limits })) {
      if (part.type === 'file') {
        if (part.fieldname === 'photo') {
          if (photoContent) throw badRequest('Send one photo', { photo: 'Send one photo' });
          photoContent = await toBuffer(part, CARD_FILE_MESSAGES.photoTooLarge);
          if (photoContent.length > CARD_PHOTO_MAX_BYTES) throw payloadTooLarge(CARD_FILE_MESSAGES.photoTooLarge);
        } else if (part.fieldname === 'documents') {
          if (documentFiles.length >= CARD_DOCUMENT_MAX_COUNT) throw badRequest(CARD_FILE_MESSAGES.tooManyDocuments, { documents: CARD_FILE_MESSAGES.tooManyDocuments });
          documentFiles.push({ content: await toBuffer(part, CARD_FILE_MESSAGES.documentTooLarge), fileName: part.filename });
        } else {
          part.file.resume();
          throw badRequest(`Unexpected file field "${part.fieldname}"`);
        }
      } else if (typeof part.value === 'string') {
        const name = part.fieldname;
        if (LIST_FIELDS.has(name)) fields[name] = [...((fields[name] as string[] | undefined) ?? []), part.value];
        else fields[name] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_FILES_LIMIT') throw badRequest(CARD_FILE_MESSAGES.tooManyDocuments, { documents: CARD_FILE_MESSAGES.tooManyDocuments });
    throw error;
  }
  const photo = photoContent ? await processPhoto(photoContent) : undefined;
  const documents = await Promise.all(documentFiles.map((file, index) => checkDocument(file.content, file.fileName, index)));
  return { fields, photo, documents };
}
