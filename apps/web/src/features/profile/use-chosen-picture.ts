/** A picture chosen for the profile: checked like the server checks it (type and 2 MB), with a preview URL. */
import { PROFILE_IMAGE_MAX_BYTES, PROFILE_IMAGE_TYPES } from '@passdesk/contract/auth/profile';
import { useCallback, useEffect, useRef, useState } from 'react';

export interface ChosenPicture {
  file?: File;
  previewUrl?: string;
  /** i18n key (namespace `profile`) of why the file was refused. */
  errorKey?: 'picture.tooLarge' | 'picture.wrongType';
  choose(file: File | undefined): void;
  clear(): void;
}

export function useChosenPicture(): ChosenPicture {
  const [chosen, setChosen] = useState<{ file: File; previewUrl: string }>();
  const [errorKey, setErrorKey] = useState<ChosenPicture['errorKey']>();
  const current = useRef<string>(undefined);

  const replace = useCallback((next: { file: File; previewUrl: string } | undefined) => {
    // Preview URLs hold the file in memory until revoked.
    if (current.current) URL.revokeObjectURL(current.current);
    current.current = next?.previewUrl;
    setChosen(next);
  }, []);

  useEffect(() => () => {
    if (current.current) URL.revokeObjectURL(current.current);
  }, []);

  const choose = useCallback(
    (file: File | undefined) => {
      if (!file) return;
      if (!Object.hasOwn(PROFILE_IMAGE_TYPES, file.type)) return setErrorKey('picture.wrongType');
      if (file.size > PROFILE_IMAGE_MAX_BYTES) return setErrorKey('picture.tooLarge');
      setErrorKey(undefined);
      replace({ file, previewUrl: URL.createObjectURL(file) });
    },
    [replace],
  );

  const clear = useCallback(() => {
    setErrorKey(undefined);
    replace(undefined);
  }, [replace]);

  return { file: chosen?.file, previewUrl: chosen?.previewUrl, errorKey, choose, clear };
}
