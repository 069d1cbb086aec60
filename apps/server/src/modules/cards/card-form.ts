/**
 * Reads the card form (multipart: the fields as text parts, `photo` and `documents` as file parts)
 * and checks every file by its content, never by its name or declared type. The photo is cropped
 * to the passport ratio, resized and re-encoded as JPEG, which also drops whatever else the file
 * carried (EXIF location, trailing data); a picture document is re-encoded in its own format; a PDF
 * document is parsed (platform/http/pdf-check.ts) and kept as sent.
 *
 * Reading (`readCardParts`: the bytes, within the form's size and count limits) and checking
 * (`checkCardFiles`: decoding, re-encoding, parsing) are two steps, so that the public form can
 * refuse a bot or a full day before it spends any work on the files.
 */
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { MAX_IMAGE_PIXELS } from '@passdesk/contract/http/images';
import { checkImageDimensions, loadSharp, reencodeImage } from '../../platform/http/images.ts';
import {
  CARD_DOCUMENT_LIMITS,
  CARD_DOCUMENT_TYPES,
  CARD_FILE_MESSAGES,
  CARD_PHOTO_HEIGHT,
  CARD_PHOTO_MAX_BYTES,
  CARD_PHOTO_TYPES,
  CARD_PHOTO_WIDTH,
  type CardDocumentType,
  type DocumentLimits,
} from '@passdesk/contract/cards/card-files';
import { badRequest, payloadTooLarge, unsupportedMediaType } from '../../platform/http/errors.ts';
import { checkPdf, type PdfVerdict } from '../../platform/http/pdf-check.ts';

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

/** The form as sent: its fields and its files' bytes, not yet checked. */
export interface CardParts {
  fields: Record<string, unknown>;
  photo?: Buffer;
  documents: Array<{ content: Buffer; fileName: string | undefined }>;
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
  const sharp = await loadSharp();
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

const PDF_REFUSALS: Record<Exclude<PdfVerdict, 'pdf'>, string> = {
  unreadable: CARD_FILE_MESSAGES.pdfUnreadable,
  encrypted: CARD_FILE_MESSAGES.pdfEncrypted,
  'too-complex': CARD_FILE_MESSAGES.pdfTooComplex,
};

async function checkDocument(content: Buffer, fileName: string | undefined, index: number): Promise<CardDocumentUpload> {
  const detected = await fileTypeFromBuffer(content);
  if (!detected || !isDocumentType(detected.mime)) throw unsupportedMediaType(CARD_FILE_MESSAGES.documentType);
  const imageFormat = DOCUMENT_IMAGE_FORMATS[detected.mime];
  if (!imageFormat) {
    // Not just a PDF's first bytes: its objects, pages and page sizes (docs/architecture.md "Upload rules").
    const verdict = await checkPdf(content);
    if (verdict !== 'pdf') throw badRequest(PDF_REFUSALS[verdict], { documents: PDF_REFUSALS[verdict] });
  }
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

/** Reads the form's parts: its fields, and its files' bytes within `limits` (413 for a file too large). */
export async function readCardParts(request: FastifyRequest, limits: DocumentLimits = CARD_DOCUMENT_LIMITS): Promise<CardParts> {
  if (!request.isMultipart()) {
    const body = request.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) throw badRequest('Send the card as a multipart form (fields, photo, documents)');
    return { fields: body as Record<string, unknown>, documents: [] };
  }
  const fields: Record<string, unknown> = {};
  let photo: Buffer | undefined;
  const documents: CardParts['documents'] = [];
  const tooMany = () => badRequest(limits.tooMany, { documents: limits.tooMany });
  try {
    // The photo may be larger than a document (its own limit is checked below), so the parser's cap is the larger of the two.
    const partLimits = { fileSize: Math.max(limits.maxBytes, CARD_PHOTO_MAX_BYTES), files: limits.maxCount + 1, fields: 60, parts: 80 };
    for await (const part of request.parts({ limits: partLimits })) {
      if (part.type === 'file') {
        if (part.fieldname === 'photo') {
          if (photo) throw badRequest('Send one photo', { photo: 'Send one photo' });
          photo = await toBuffer(part, CARD_FILE_MESSAGES.photoTooLarge);
          if (photo.length > CARD_PHOTO_MAX_BYTES) throw payloadTooLarge(CARD_FILE_MESSAGES.photoTooLarge);
        } else if (part.fieldname === 'documents') {
          if (documents.length >= limits.maxCount) throw tooMany();
          const content = await toBuffer(part, limits.tooLarge);
          if (content.length > limits.maxBytes) throw payloadTooLarge(limits.tooLarge);
          documents.push({ content, fileName: part.filename });
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
    if ((error as { code?: unknown }).code === 'FST_FILES_LIMIT') throw tooMany();
    throw error;
  }
  return { fields, photo, documents };
}

/** Checks the files of a form by their content: the photo re-encoded, pictures re-encoded, PDFs parsed. */
export async function checkCardFiles(parts: CardParts): Promise<CardForm> {
  const photo = parts.photo ? await processPhoto(parts.photo) : undefined;
  const documents: CardDocumentUpload[] = [];
  // One after another: each may decode a large picture or wait its turn at the PDF check.
  for (const [index, file] of parts.documents.entries()) documents.push(await checkDocument(file.content, file.fileName, index));
  return { fields: parts.fields, photo, documents };
}

/** The staff's card form: read, then every file checked. */
export async function readCardForm(request: FastifyRequest): Promise<CardForm> {
  return checkCardFiles(await readCardParts(request));
}
