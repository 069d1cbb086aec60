/**
 * Rules every uploaded picture meets (profile picture, card photo, application photo): its
 * dimensions are read from the file's header before any pixel is decoded, so a small file that
 * would unpack to an enormous bitmap (a decompression bomb) is refused without being unpacked.
 */
export const MAX_IMAGE_SIDE = 8000;
/** Width × height at most (about 6,300 × 6,300). */
export const MAX_IMAGE_PIXELS = 40_000_000;
export const IMAGE_DIMENSIONS_MESSAGE = `The picture is too large: at most ${MAX_IMAGE_SIDE} pixels a side and ${MAX_IMAGE_PIXELS / 1_000_000} megapixels`;
export const IMAGE_UNREADABLE_MESSAGE = 'The picture could not be read';
