/**
 * The photo (PhotoCapture) and documents (DocumentUploader) a card form picks — the panel's card
 * form and the public application — each with its error, and how they go into the multipart body.
 */
import { CARD_DOCUMENT_TYPES } from '@passdesk/contract/cards/card-files';
import { useMemo, useState } from 'react';
import type { ChosenDocument } from './DocumentUploader.tsx';

export function useChosenFiles(initialPhoto: File | null = null) {
  const [photo, setPhoto] = useState<File | null>(initialPhoto);
  const [photoError, setPhotoError] = useState<string>();
  const [documents, setDocuments] = useState<ChosenDocument[]>([]);
  const [documentsError, setDocumentsError] = useState<string>();
  // The pickers' props keep their identity between the form's renders (PhotoCapture and
  // DocumentUploader then render again only when they change: same-field-props.ts).
  const photoInput = useMemo(
    () => ({
      value: photo,
      onChange(file: File | null) {
        setPhoto(file);
        if (file) setPhotoError(undefined);
      },
      error: photoError,
    }),
    [photo, photoError],
  );
  const documentsInput = useMemo(
    () => ({
      value: documents,
      onChange(next: ChosenDocument[]) {
        setDocuments(next);
        setDocumentsError(undefined);
      },
      error: documentsError,
    }),
    [documents, documentsError],
  );
  return {
    photo,
    documents,
    setPhotoError,
    setDocumentsError,
    clearErrors() {
      setPhotoError(undefined);
      setDocumentsError(undefined);
    },
    /** PhotoCapture's value, onChange and error: a photo picked clears the error. */
    photoInput,
    /** DocumentUploader's value, onChange and error: any change clears the error. */
    documentsInput,
  };
}

/** Adds the photo and the documents to a multipart body; a document's file name says what it is ("Aadhaar card.pdf"). */
export function appendChosenFiles(body: FormData, photo: File | null, documents: readonly ChosenDocument[]) {
  if (photo) body.append('photo', photo, photo.name);
  for (const document of documents) body.append('documents', document.file, `${document.name}.${CARD_DOCUMENT_TYPES[document.type]}`);
}
