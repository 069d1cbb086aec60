/** The hidden file input behind an upload button: hands over the picked files and empties itself, so the same file can be picked again. */
import type { RefObject } from 'react';

export interface HiddenFileInputProps {
  inputRef: RefObject<HTMLInputElement | null>;
  /** The MIME types offered. */
  accept: readonly string[];
  multiple?: boolean;
  /** Its accessible name (the button's text). */
  label: string;
  testId: string;
  onFiles(files: File[]): void;
}

export function HiddenFileInput({ inputRef, accept, multiple = false, label, testId, onFiles }: HiddenFileInputProps) {
  return (
    <input
      ref={inputRef}
      type="file"
      accept={accept.join(',')}
      multiple={multiple}
      hidden
      aria-label={label}
      data-testid={testId}
      onChange={(event) => {
        onFiles([...(event.target.files ?? [])]);
        event.target.value = '';
      }}
    />
  );
}
