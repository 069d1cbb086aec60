/** Files of a card: the holder's photo and the supporting documents, checked by content on the server. */

export const CARD_PHOTO_MAX_BYTES = 2 * 1024 * 1024;
/** Photo types accepted in (checked by content); every photo is stored re-encoded as JPEG. */
export const CARD_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** Passport ratio, 35 × 45 mm: the stored photo is cropped to it and resized to this size in pixels. */
export const CARD_PHOTO_WIDTH = 350;
export const CARD_PHOTO_HEIGHT = 450;

export const CARD_DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;
export const CARD_DOCUMENT_MAX_COUNT = 10;
export const CARD_DOCUMENT_TYPES = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'application/pdf': 'pdf' } as const;
export type CardDocumentType = keyof typeof CARD_DOCUMENT_TYPES;

export const CARD_FILE_MESSAGES = {
  photoType: 'The photo must be a JPEG, PNG or WebP image',
  photoTooLarge: 'The photo must be at most 2 MB',
  photoUnreadable: 'The photo could not be read as an image',
  documentType: 'Each document must be a JPEG, PNG or WebP image or a PDF',
  documentTooLarge: 'Each document must be at most 5 MB',
  tooManyDocuments: `At most ${CARD_DOCUMENT_MAX_COUNT} documents per card`,
  pdfUnreadable: 'A document could not be read as a PDF',
  pdfEncrypted: 'A PDF document is protected by a password. Save it again without one, or send a photo of the document.',
  pdfTooComplex: 'A PDF document is too complex to check. Save it again (Print, then Save as PDF), or send a photo of the document.',
} as const;

/** How many documents a form takes and how large each may be, with what a person reads when over. */
export interface DocumentLimits {
  maxBytes: number;
  maxCount: number;
  tooLarge: string;
  tooMany: string;
}

export const CARD_DOCUMENT_LIMITS: DocumentLimits = {
  maxBytes: CARD_DOCUMENT_MAX_BYTES,
  maxCount: CARD_DOCUMENT_MAX_COUNT,
  tooLarge: CARD_FILE_MESSAGES.documentTooLarge,
  tooMany: CARD_FILE_MESSAGES.tooManyDocuments,
};
